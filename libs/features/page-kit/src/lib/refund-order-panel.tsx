// The organiser's and support's refund of an order: its refunds so far with their state, then the
// tickets to cancel (none chosen: every ticket still valid), an amount (empty: what the policies give
// back today) and the reason. The body is checked with the server's own schema before it is sent.
import './page-kit.css';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  formatAmount,
  refundState,
  ZRefundOrderForm,
  type TOrder,
  type TRefundOrderBody,
  type TRefundOrderFormInput,
} from '@pavilion/domain';
import { Button, Checkbox, DataTable, TextArea, TextField } from '@pavilion/ui';
import { Form } from './form';
import { useZodForm } from './use-zod-form';

export interface RefundOrderPanelProps {
  order: TOrder;
  /**
   * Sends the refund; rejects with the server's error: a message that names a field (an amount above
   * what remains refundable) shows at that field, any other above the form.
   */
  onRefund: (body: TRefundOrderBody) => Promise<unknown>;
  isLoading?: boolean;
  /** Who is refunding, for the hint: the organiser or support. */
  actor: 'partner' | 'admin';
}

const REQUESTED_BY = { attendee: 'the buyer', partner: 'the organiser', admin: 'support' } as const;

const EMPTY: TRefundOrderFormInput = { amount: '', reason: '', ticketIds: [] };

export function RefundOrderPanel({ order, onRefund, isLoading = false, actor }: RefundOrderPanelProps) {
  const valid = order.tickets.filter((t) => t.status === 'valid');
  const { form, server, submit, submitting } = useZodForm(ZRefundOrderForm, { defaultValues: EMPTY });
  const errors = form.formState.errors;
  const [done, setDone] = useState<string | null>(null);
  // An order is cancelled only after it was paid; pending and expired ones hold no money.
  const everPaid = order.status === 'paid' || order.status === 'cancelled';

  const refund = submit(async (body) => {
    await onRefund(body);
    setDone(
      body.ticketIds?.length || valid.length
        ? 'The refund was sent. The tickets cancelled no longer admit anyone and their seats are back on sale.'
        : 'The refund was sent.',
    );
    form.reset(EMPTY);
  }, 'The refund could not be made. Please try again.');

  return (
    <section aria-labelledby={`refunds-${order.id}`} className="pv-refund-panel">
      <h2 id={`refunds-${order.id}`}>Refunds</h2>
      {order.refunds.length === 0 ? (
        <p>No refund yet.</p>
      ) : (
        <DataTable
          caption="Refunds of this order"
          columns={[
            {
              key: 'when',
              header: 'Asked on',
              rowHeader: true,
              cell: (r) => new Date(r.createdAt).toLocaleString('en-US'),
            },
            { key: 'who', header: 'Asked by', cell: (r) => REQUESTED_BY[r.requestedBy] },
            { key: 'amount', header: 'Amount', align: 'end', cell: (r) => formatAmount(r.amount, r.currency) },
            { key: 'state', header: 'State', cell: (r) => refundState(r) },
            { key: 'reason', header: 'Reason', cell: (r) => r.reason ?? '' },
          ]}
          rows={order.refunds}
          getRowKey={(r) => r.id}
        />
      )}
      {everPaid ? (
        <Form
          aria-label="Refund this order"
          className="pv-refund-panel__form"
          alertTitle="Nothing was refunded"
          server={server}
          onSubmit={(event) => {
            setDone(null);
            return refund(event);
          }}
        >
          {done && (
            <p role="status" className="pv-refund-panel__done">
              {done}
            </p>
          )}
          {valid.length > 0 && (
            <Controller
              control={form.control}
              name="ticketIds"
              render={({ field }) => (
                <fieldset>
                  <legend>Tickets to cancel (none chosen: every valid ticket)</legend>
                  {valid.map((t) => (
                    <Checkbox
                      key={t.id}
                      checked={field.value.includes(t.id)}
                      onChange={() =>
                        field.onChange(
                          field.value.includes(t.id) ? field.value.filter((id) => id !== t.id) : [...field.value, t.id],
                        )
                      }
                      label={`${t.ticketType.name} for ${t.attendee.person.firstName} ${t.attendee.person.surname}`}
                    />
                  ))}
                </fieldset>
              )}
            />
          )}
          <TextField
            label={`Amount (${order.currency})`}
            inputMode="decimal"
            hint={
              valid.length > 0
                ? 'Leave empty to refund what the cancellation policy gives back today for these tickets.'
                : 'Every ticket is cancelled: this is a further refund, at most what remains refundable.'
            }
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <TextArea
            label={actor === 'admin' ? 'Reason (kept in the audit log)' : 'Reason'}
            required
            rows={3}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <Button type="submit" variant="danger" loading={isLoading || submitting}>
            {valid.length > 0 ? 'Cancel and refund' : 'Refund'}
          </Button>
        </Form>
      ) : (
        <p>Only a paid order can be refunded.</p>
      )}
    </section>
  );
}
