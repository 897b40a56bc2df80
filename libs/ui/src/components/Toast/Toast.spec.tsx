import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function Trigger({ toast }: { toast: ToastOptions | string }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(toast)}>
      Notify
    </button>
  );
}

function setup(toast: ToastOptions | string = { message: 'Event saved', tone: 'success' }) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
  );
  return user;
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a status message that vanishes after 5 seconds', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('status')).toHaveTextContent('Event saved');

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sits in a labelled notifications region', async () => {
    const user = setup('Saved');
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(screen.getByRole('status'));
  });

  it('can be dismissed with its button', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits while hovered and resumes with the time that was left', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => jest.advanceTimersByTime(3000));
    await user.hover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.unhover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stacks several toasts, each with its own timer', async () => {
    const user = setup('Hello');
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => jest.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fails loudly when used outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger toast="x" />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});
