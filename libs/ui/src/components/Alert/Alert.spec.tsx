import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './Alert';

describe('Alert', () => {
  it('uses role=alert for errors and role=status otherwise', () => {
    const { rerender } = render(<Alert tone="error">There was an error processing your payment.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error processing your payment.');
    rerender(<Alert tone="success">Payment processed successfully!</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Payment processed successfully!');
  });

  it('can be dismissed and carry an action', async () => {
    const onDismiss = jest.fn();
    render(
      <Alert
        tone="warning"
        title="Could not load events"
        action={<button type="button">Try again</button>}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});

describe('Alert with onRetry', () => {
  it('offers Try again, which asks again', async () => {
    const onRetry = jest.fn();
    render(<Alert tone="error" title="Your messages could not be loaded" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
