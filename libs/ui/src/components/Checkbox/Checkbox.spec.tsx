import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is toggled by its label', async () => {
    render(<Checkbox label="I have read and agree" />);
    const box = screen.getByRole('checkbox', { name: 'I have read and agree' });
    await userEvent.click(screen.getByText('I have read and agree'));
    expect(box).toBeChecked();
  });

  it('wires hint and error', () => {
    render(<Checkbox label="Free cancellation" hint="Only refundable tickets" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'Free cancellation' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Only refundable tickets Required');
  });
});
