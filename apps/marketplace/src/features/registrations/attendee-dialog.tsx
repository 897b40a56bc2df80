// Naming a ticket's attendee (a ticket bought to be named later) or giving the ticket to someone else,
// from the buyer's order or a ticket card: the attendee form in a dialog, sent as PUT
// /api/tickets/{id}/attendee. The server refuses in words (the organiser's cutoff, a ticket checked in).
import { useChangeTicketAttendeeMutation } from '@pavilion/api-client';
import { ticketHolderName, type TTicketHolderInput } from '@pavilion/domain';
import { Alert, Dialog, useToast } from '@pavilion/ui';
import { AttendeeForm } from './attendee-form';
import { ATTENDEES_TEXT as T } from './attendees.messages';

export interface AttendeeDialogProps {
  open: boolean;
  onClose: () => void;
  ticket: { id: string; orderId: string; ticketTypeName: string; eventName: string };
  /** The attendee now: changing; none: naming a ticket bought to be named later. */
  attendee: TTicketHolderInput | null;
}

export function AttendeeDialog({ open, onClose, ticket, attendee }: AttendeeDialogProps) {
  const [change] = useChangeTicketAttendeeMutation();
  const { showToast } = useToast();
  const formId = `attendee-${ticket.id}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={attendee ? T.changeTitle : T.nameTitle}
      description={T.dialogDescription({ ticketType: ticket.ticketTypeName, event: ticket.eventName })}
      size="lg"
    >
      {open && (
        <>
          {attendee && (
            <Alert tone="warning" role="none" className="pv-attendee-dialog__warning">
              {T.changeWarning}
            </Alert>
          )}
          <AttendeeForm
            id={formId}
            label={attendee ? T.changeTitle : T.nameTitle}
            defaultValues={attendee ?? undefined}
            failedTitle={T.notSaved}
            failedRetry={T.notSavedRetry}
            submitLabel={T.save}
            submittingLabel={T.saving}
            onSend={async (values) => {
              await change({ ticketId: ticket.id, orderId: ticket.orderId, body: values }).unwrap();
              showToast({ tone: 'success', message: T.saved({ name: ticketHolderName(values), email: values.email }) });
              onClose();
            }}
          />
        </>
      )}
    </Dialog>
  );
}
