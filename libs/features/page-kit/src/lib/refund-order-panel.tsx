// The organiser's and support's refund of an order: its refunds so far with their state, then the
// tickets to cancel (none chosen: every ticket still valid), an amount (empty: what the policies give
// back today) and the reason. The body is checked with the server's own schema before it is sent.
import './page-kit.css';
import { useState, type FormEvent } from 'react';
import {
  firstErrorByPath,
  formatAmount,
  refundState,
  ZRefundOrderBody,
  type TOrder,
  type TRefundOrderBody,
} from '@pavilion/domain';
import { Button, Checkbox, DataTable, TextArea, TextField } from '@pavilion/ui';
import { FormAlert } from './form-alert';

export interface RefundOrderPanelProps {
  order: TOrder;
  /** Sends the refund; rejects with the server's error, whose message is shown. */
  onRefund: (body: TRefundOrderBody) => Promise<unknown>;
  /** Turns a refusal into words (the app's errorMessage). */
  describeError: (error: unknown) => string;
  isLoading?: boolean;
  /** Who is refunding, for the hint: the organiser or support. */
  actor: 'partner' | 'admin';
}

const REQUESTED_BY = { attendee: 'the buyer', partner: 'the organiser', admin: 'support' } as const;

export function RefundOrderPanel({ order, onRefund, describeError, isLoading = false, actor }: RefundOrderPanelProps) {
  const valid = order.tickets.filter((t) => t.status === 'valid');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // An order is cancelled only after it was paid; pending and expired ones hold no money.
  const everPaid = order.status === 'paid' || order.status === 'cancelled';

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const typed = amount.trim();
    const parsed = ZRefundOrderBody.safeParse({
      reason,
      ...(typed === '' ? {} : { amount: /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : typed }),
      ...(chosen.size ? { ticketIds: [...chosen] } : {}),
    });
    if (!parsed.success) {
      setErrors(firstErrorByPath(parsed.error));
      return;
    }
    setErrors({});
    try {
      await onRefund(parsed.data);
      setDone(
        chosen.size || valid.length
          ? 'The refund was sent. The tickets cancelled no longer admit anyone and their seats are back on sale.'
          : 'The refund was sent.',
      );
      setChosen(new Set());
      setAmount('');
      setReason('');
    } catch (err) {
      setFailure(describeError(err));
    }
  };

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
        <form onSubmit={submit} noValidate aria-label="Refund this order" className="pv-refund-panel__form">
          <FormAlert title="Nothing was refunded" message={failure} />
          {done && (
            <p role="status" className="pv-refund-panel__done">
              {done}
            </p>
          )}
          {valid.length > 0 && (
            <fieldset>
              <legend>Tickets to cancel (none chosen: every valid ticket)</legend>
              {valid.map((t) => (
                <Checkbox
                  key={t.id}
                  checked={chosen.has(t.id)}
                  onChange={() => toggle(t.id)}
                  label={`${t.ticketType.name} for ${t.attendee.person.firstName} ${t.attendee.person.surname}`}
                />
              ))}
            </fieldset>
          )}
          <TextField
            label={`Amount (${order.currency})`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            hint={
              valid.length > 0
                ? 'Leave empty to refund what the cancellation policy gives back today for these tickets.'
                : 'Every ticket is cancelled: this is a further refund, at most what remains refundable.'
            }
            error={errors.amount}
          />
          <TextArea
            label={actor === 'admin' ? 'Reason (kept in the audit log)' : 'Reason'}
            required
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
          />
          <Button type="submit" variant="danger" loading={isLoading}>
            {valid.length > 0 ? 'Cancel and refund' : 'Refund'}
          </Button>
        </form>
      ) : (
        <p>Only a paid order can be refunded.</p>
      )}
    </section>
  );
}
