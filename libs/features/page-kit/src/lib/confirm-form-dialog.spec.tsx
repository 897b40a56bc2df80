import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmFormDialog } from './confirm-form-dialog';

function Subject({
  outcome,
  submitting = false,
  onClose = () => undefined,
  onSubmit = () => undefined,
}: {
  outcome?: string | null;
  submitting?: boolean;
  onClose?: () => void;
  onSubmit?: () => void;
}) {
  return (
    <ConfirmFormDialog
      open
      onClose={onClose}
      title="Cancel the event?"
      formId="cancel-form"
      submitting={submitting}
      keepLabel="Keep the event"
      confirmLabel="Cancel and refund"
      closeLabel="Close"
      outcome={outcome && <p>{outcome}</p>}
    >
      <form
        id="cancel-form"
        aria-label="Cancel"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <label>
          Reason <input name="reason" />
        </label>
      </form>
    </ConfirmFormDialog>
  );
}

describe('ConfirmFormDialog', () => {
  it('shows the form with a button that submits it and one that keeps things as they are', async () => {
    const onSubmit = jest.fn();
    const onClose = jest.fn();
    render(<Subject onSubmit={onSubmit} onClose={onClose} />);
    expect(screen.getByRole('form', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Keep the event' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot be kept while the request is under way', () => {
    render(<Subject submitting />);
    expect(screen.getByRole('button', { name: 'Keep the event' })).toBeDisabled();
  });

  it('shows what was done in the form’s place, with only a button to close', async () => {
    const onClose = jest.fn();
    render(<Subject outcome="The event is cancelled." onClose={onClose} />);
    expect(screen.getByText('The event is cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });
});
