// Cancelling a whole event from its details page: the reason buyers will read, a last word on what it
// does (every ticket refunded in full, buyers emailed, the event off the marketplace), then what it did.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCancelPartnerEventMutation } from '@pavilion/api-client';
import {
  EVENT_CANCELLATION_REASON_MAX,
  formatAmount,
  ZEventCancelBody,
  type TEventCancelBody,
  type TEventCancellation,
} from '@pavilion/domain';
import { FormAlert, useServerErrors } from '@pavilion/features-page-kit';
import { Alert, Button, Dialog, TextArea } from '@pavilion/ui';

export function CancelEventDialog({
  eventId,
  eventName,
  open,
  onClose,
}: {
  eventId: number;
  eventName: string;
  open: boolean;
  onClose: () => void;
}) {
  const [cancelEvent, { isLoading }] = useCancelPartnerEventMutation();
  const [done, setDone] = useState<TEventCancellation | null>(null);
  const form = useForm<TEventCancelBody>({ resolver: zodResolver(ZEventCancelBody), defaultValues: { reason: '' } });
  const server = useServerErrors(form);
  const close = () => {
    setDone(null);
    server.clear();
    form.reset({ reason: '' });
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    server.clear();
    try {
      setDone(await cancelEvent({ eventId, body }).unwrap());
    } catch (err) {
      server.apply(err);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={done ? `${eventName} is cancelled` : `Cancel ${eventName}?`}
      size="lg"
      footer={
        done ? (
          <Button onClick={close}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={isLoading}>
              Keep the event
            </Button>
            <Button variant="danger" type="submit" form="pv-cancel-event-form" loading={isLoading}>
              Cancel the event and refund everyone
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Alert tone="success" title="The event is cancelled">
          <p>
            {done.ordersCancelled === 1 ? '1 order' : `${done.ordersCancelled} orders`} (
            {done.ticketsCancelled === 1 ? '1 ticket' : `${done.ticketsCancelled} tickets`}) cancelled; refunds of{' '}
            {formatAmount(done.refundTotal, done.currency)} in all.
          </p>
          {done.refundsPending > 0 && (
            <p>
              {done.refundsPending === 1 ? '1 refund was' : `${done.refundsPending} refunds were`} not taken by the
              payment provider at once; it is sent again until it goes through.
            </p>
          )}
        </Alert>
      ) : (
        <form id="pv-cancel-event-form" onSubmit={submit} noValidate>
          <p>
            Every ticket sold is cancelled and refunded in full, each buyer is emailed your reason, and the event leaves
            the marketplace. This cannot be undone.
          </p>
          <FormAlert title="The event was not cancelled" message={server.message} />
          <TextArea
            label="Reason, shown to your buyers"
            required
            rows={4}
            maxLength={EVENT_CANCELLATION_REASON_MAX}
            showCount
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
        </form>
      )}
    </Dialog>
  );
}
