// Cancelling a whole event from its details page: the reason buyers will read, a last word on what it
// does (every ticket refunded in full, buyers emailed, the event off the marketplace), then what it did.
import { useState } from 'react';
import { useCancelPartnerEventMutation } from '@pavilion/api-client';
import {
  EVENT_CANCELLATION_REASON_MAX,
  formatAmount,
  ZEventCancelBody,
  type TEventCancelBody,
  type TEventCancellation,
} from '@pavilion/domain';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
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
  const [cancelEvent] = useCancelPartnerEventMutation();
  const [done, setDone] = useState<TEventCancellation | null>(null);
  const { form, server, submit, submitting } = useZodForm<TEventCancelBody>(ZEventCancelBody, {
    defaultValues: { reason: '' },
    server: { alert: 'always' },
  });
  const close = () => {
    setDone(null);
    server.clear();
    form.reset({ reason: '' });
    onClose();
  };
  const send = async (body: TEventCancelBody) => setDone(await cancelEvent({ eventId, body }).unwrap());

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
            <Button variant="secondary" onClick={close} disabled={submitting}>
              Keep the event
            </Button>
            <Button variant="danger" type="submit" form="pv-cancel-event-form" loading={submitting}>
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
        <Form
          id="pv-cancel-event-form"
          aria-label={`Cancel ${eventName}`}
          alert="none"
          server={server}
          onSubmit={submit(send)}
        >
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
        </Form>
      )}
    </Dialog>
  );
}
