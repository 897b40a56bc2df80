import '../../testing/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

function Host({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add status update</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Vetting update"
        description="The comment is sent to the partner."
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <label>
          Comment <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal dialog named by its title and described by its description', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Add status update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vetting update' });
    expect(dialog).toHaveAccessibleDescription('The comment is sent to the partner.');
  });

  it('moves focus inside and keeps it there', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Add status update' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with the close button and with Escape, returning focus to the opener', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Host onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Add status update' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
