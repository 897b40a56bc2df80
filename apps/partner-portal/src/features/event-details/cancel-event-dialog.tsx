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
import { ConfirmFormDialog, Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
import { Alert, TextArea } from '@pavilion/ui';
import { EVENT_DETAILS_TEXT as T } from './messages';

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
    <ConfirmFormDialog
      open={open}
      onClose={close}
      title={done ? T.isCancelled({ name: eventName }) : T.cancelQuestion({ name: eventName })}
      formId="pv-cancel-event-form"
      submitting={submitting}
      keepLabel={T.keepEvent}
      confirmLabel={T.cancelAndRefund}
      closeLabel={T.close}
      outcome={
        done && (
          <Alert tone="success" title={T.eventCancelled}>
            <p>
              {T.cancelledSummary({
                orders: done.ordersCancelled,
                tickets: done.ticketsCancelled,
                amount: formatAmount(done.refundTotal, done.currency),
              })}
            </p>
            {done.refundsPending > 0 && <p>{T.refundsPending({ count: done.refundsPending })}</p>}
          </Alert>
        )
      }
    >
      <Form
        id="pv-cancel-event-form"
        aria-label={T.cancelNamed({ name: eventName })}
        alert="none"
        server={server}
        onSubmit={submit(send)}
      >
        <p>{T.cancelText}</p>
        <FormAlert title={T.notCancelled} message={server.message} />
        <TextArea
          label={T.reason}
          required
          rows={4}
          maxLength={EVENT_CANCELLATION_REASON_MAX}
          showCount
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </Form>
    </ConfirmFormDialog>
  );
}
