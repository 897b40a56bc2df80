// The organiser's and support's refund of an order: its refunds so far with their state, then the
// tickets to cancel (none chosen: every ticket still valid), an amount (empty: what the policies give
// back today) and the reason. The body is checked with the server's own schema before it is sent.
import './orders.css';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  dateTimeFormat,
  formatAmount,
  orderTicketAttendeeName,
  refundState,
  ZRefundOrderForm,
  type TOrder,
  type TRefundOrderBody,
  type TRefundOrderFormInput,
} from '@pavilion/domain';
import { Form, useZodForm } from '@pavilion/features-page-kit';
import { Button, Checkbox, DataTable, TextArea, TextField } from '@pavilion/ui';
import { REFUND_TEXT as T } from './messages';

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

/** When a refund was asked: date and time with seconds, as toLocaleString writes them. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

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
    setDone(body.ticketIds?.length || valid.length ? T.sentCancelled : T.sent);
    form.reset(EMPTY);
  }, T.failed);

  return (
    <section aria-labelledby={`refunds-${order.id}`} className="pv-refund-panel">
      <h2 id={`refunds-${order.id}`}>{T.refunds}</h2>
      {order.refunds.length === 0 ? (
        <p>{T.noRefund}</p>
      ) : (
        <DataTable
          caption={T.caption}
          columns={[
            {
              key: 'when',
              header: T.askedOn,
              rowHeader: true,
              cell: (r) => dateTimeFormat(DATE_TIME).format(new Date(r.createdAt)),
            },
            { key: 'who', header: T.askedBy, cell: (r) => T.requestedBy({ by: r.requestedBy }) },
            { key: 'amount', header: T.amount, align: 'end', cell: (r) => formatAmount(r.amount, r.currency) },
            { key: 'state', header: T.state, cell: (r) => refundState(r) },
            { key: 'reason', header: T.reason, cell: (r) => r.reason ?? '' },
          ]}
          rows={order.refunds}
          getRowKey={(r) => r.id}
        />
      )}
      {everPaid ? (
        <Form
          aria-label={T.form}
          className="pv-refund-panel__form"
          alertTitle={T.nothingRefunded}
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
                  <legend>{T.ticketsToCancel}</legend>
                  {valid.map((t) => (
                    <Checkbox
                      key={t.id}
                      checked={field.value.includes(t.id)}
                      onChange={() =>
                        field.onChange(
                          field.value.includes(t.id) ? field.value.filter((id) => id !== t.id) : [...field.value, t.id],
                        )
                      }
                      label={
                        t.attendee
                          ? T.ticketFor({ ticketType: t.ticketType.name, name: orderTicketAttendeeName(t) })
                          : T.ticketNotNamed({ ticketType: t.ticketType.name })
                      }
                    />
                  ))}
                </fieldset>
              )}
            />
          )}
          <TextField
            label={T.amountIn({ currency: order.currency })}
            inputMode="decimal"
            hint={valid.length > 0 ? T.amountHint : T.furtherRefundHint}
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <TextArea
            label={actor === 'admin' ? T.reasonAudited : T.reason}
            required
            rows={3}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <Button type="submit" variant="danger" loading={isLoading || submitting}>
            {valid.length > 0 ? T.cancelAndRefund : T.refund}
          </Button>
        </Form>
      ) : (
        <p>{T.paidOnly}</p>
      )}
    </section>
  );
}
