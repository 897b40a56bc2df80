// Cancelling an order or some of its tickets: the server's preview (per ticket the refund percentage
// of today's policy period and the amount back), a choice of tickets, then the confirmation.
import { useState } from 'react';
import {
  errorMessage,
  useCancelOrderMutation,
  useGetCancellationPreviewQuery,
  useGetOrderQuery,
} from '@pavilion/api-client';
import {
  formatAmount,
  fromMinor,
  orderTicketAttendeeName,
  toMinor,
  type TCancellationPreview,
  type TOrder,
} from '@pavilion/domain';
import { FormAlert, QueryView } from '@pavilion/features-page-kit';
import { Button, Checkbox, Dialog } from '@pavilion/ui';
import { REGISTRATIONS_TEXT as T, registrationsKey } from './messages';
import { richMessage } from '@pavilion/features-shell';

export interface CancelOrderDialogProps {
  order: TOrder;
  open: boolean;
  onClose: () => void;
  /** The tickets chosen when it opens (a ticket card's own); every valid ticket by default. */
  ticketIds?: string[];
}

export function CancelOrderDialog({ order, open, onClose, ticketIds }: CancelOrderDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={T.cancelTickets}
      description={T.cancelDescription({ event: order.event.name, orderId: order.id })}
      size="lg"
    >
      {open && <CancelPreview order={order} onDone={onClose} ticketIds={ticketIds} />}
    </Dialog>
  );
}

/**
 * The dialog for an order known by its id only (a ticket card, the receipt email's link): the order
 * is read first, then the preview.
 */
export function CancelOrderByIdDialog({
  orderId,
  open,
  onClose,
  ticketIds,
}: Omit<CancelOrderDialogProps, 'order'> & { orderId: string }) {
  const result = useGetOrderQuery(orderId, { skip: !open });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={T.cancelTickets}
      description={T.orderDescription({ orderId })}
      size="lg"
    >
      {open && (
        <QueryView result={result} loadingLabel={T.loadingOrder} errorTitle={T.orderNotFound}>
          {(order) => <CancelPreview order={order} onDone={onClose} ticketIds={ticketIds} />}
        </QueryView>
      )}
    </Dialog>
  );
}

/** Asked for each time the dialog opens: the policy period can change from one day to the next. */
function CancelPreview({ order, onDone, ticketIds }: { order: TOrder; onDone: () => void; ticketIds?: string[] }) {
  return (
    <QueryView
      result={useGetCancellationPreviewQuery(order.id, { refetchOnMountOrArgChange: true })}
      loadingLabel={T.workingOutRefund}
      errorTitle={T.refundFailed}
    >
      {(preview) => <CancelForm order={order} preview={preview} onDone={onDone} ticketIds={ticketIds} />}
    </QueryView>
  );
}

function CancelForm({
  order,
  preview,
  onDone,
  ticketIds,
}: {
  order: TOrder;
  preview: TCancellationPreview;
  onDone: () => void;
  ticketIds?: string[];
}) {
  const [chosen, setChosen] = useState<Set<string>>(() => {
    const cancellable = preview.tickets.map((t) => t.ticketId);
    const wanted = ticketIds?.filter((id) => cancellable.includes(id));
    return new Set(wanted?.length ? wanted : cancellable);
  });
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const byId = new Map(order.tickets.map((t) => [t.id, t]));
  const total = preview.tickets
    .filter((t) => chosen.has(t.ticketId))
    .reduce((sum, t) => sum + toMinor(t.refundAmount, preview.currency), 0);
  const refund = formatAmount(fromMinor(total, preview.currency), preview.currency);

  if (!preview.cancellable) return <p>{preview.reason ?? T.cannotCancel}</p>;

  const toggle = (ticketId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(ticketId)) next.delete(ticketId);
      else next.add(ticketId);
      return next;
    });

  const confirm = async () => {
    setFailure(null);
    const all = chosen.size === preview.tickets.length;
    try {
      await cancel({ orderId: order.id, body: all ? {} : { ticketIds: [...chosen] } }).unwrap();
      onDone();
    } catch (err) {
      setFailure(errorMessage(err, T.cancelFailed));
    }
  };

  return (
    <div className="pv-cancel">
      <p>{T.policyGivesBack({ days: preview.daysBeforeEvent })}</p>
      <fieldset className="pv-cancel__tickets">
        <legend>{T.ticketsToCancel}</legend>
        {preview.tickets.map((t) => {
          const ticket = byId.get(t.ticketId);
          return (
            <Checkbox
              key={t.ticketId}
              checked={chosen.has(t.ticketId)}
              onChange={() => toggle(t.ticketId)}
              label={T.ticketRefund({
                hasType: ticket ? 'yes' : 'no',
                ticketType: ticket?.ticketType.name ?? '',
                attendee: ticket ? orderTicketAttendeeName(ticket) : '',
                percent: t.refundPercentage,
                amount: formatAmount(t.refundAmount, preview.currency),
              })}
            />
          );
        })}
      </fieldset>
      <p className="pv-cancel__total">
        {richMessage(
          registrationsKey(total === 0 ? 'refundNothing' : 'refundTotal'),
          { strong: (chunks) => <strong>{chunks}</strong> },
          { refund },
        )}
      </p>
      <p className="pv-cancel__note">{T.refundNote}</p>
      <FormAlert title={T.nothingCancelled} message={failure} />
      <div className="pv-cancel__actions">
        <Button variant="secondary" onClick={onDone} disabled={isLoading}>
          {T.keepTickets}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={chosen.size === 0} loading={isLoading}>
          {chosen.size === preview.tickets.length
            ? T.cancelOrder
            : T.cancelSome({ chosen: chosen.size, total: preview.tickets.length })}
        </Button>
      </div>
    </div>
  );
}
