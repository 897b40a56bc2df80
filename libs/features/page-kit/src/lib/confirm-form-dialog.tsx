// A dialog that asks before doing something that cannot be undone: a form (the reason, the choices)
// sent by the footer's danger button, a way to keep things as they are, and, once it is done, what it
// did in the form's place with only a button to close.
import type { ReactNode } from 'react';
import { Button, Dialog } from '@pavilion/ui';

export interface ConfirmFormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The id of the form inside, which the confirm button submits. */
  formId: string;
  /** True while the form's request is under way: the confirm button spins and keeping is disabled. */
  submitting: boolean;
  /** The button that leaves things as they are: 'Keep the event'. */
  keepLabel: ReactNode;
  /** The button that does it: 'Cancel and refund'. */
  confirmLabel: ReactNode;
  /** The button that closes the dialog once it is done. */
  closeLabel: ReactNode;
  /** What was done, shown instead of the form; nothing until it is done. */
  outcome?: ReactNode;
  /** The form, with the id formId. */
  children: ReactNode;
}

export function ConfirmFormDialog({
  open,
  onClose,
  title,
  formId,
  submitting,
  keepLabel,
  confirmLabel,
  closeLabel,
  outcome,
  children,
}: ConfirmFormDialogProps) {
  const done = outcome !== null && outcome !== undefined && outcome !== false;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        done ? (
          <Button onClick={onClose}>{closeLabel}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              {keepLabel}
            </Button>
            <Button variant="danger" type="submit" form={formId} loading={submitting}>
              {confirmLabel}
            </Button>
          </>
        )
      }
    >
      {done ? outcome : children}
    </Dialog>
  );
}
