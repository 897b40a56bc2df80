import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { RadioField } from './radio-field';

type Values = { reason?: 'spam' | 'offensive' };

function ReasonForm({ onReason }: { onReason: (reason: Values['reason']) => void }) {
  const form = useForm<Values>({ defaultValues: {} });
  return (
    <form onSubmit={form.handleSubmit((values) => onReason(values.reason))}>
      <RadioField
        form={form}
        name="reason"
        legend="Reason"
        options={[
          { value: 'spam', label: 'Spam' },
          { value: 'offensive', label: 'Offensive' },
        ]}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('RadioField', () => {
  it('starts with no choice and keeps each radio controlled as choices are made', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const onReason = jest.fn();
      const user = userEvent.setup({ delay: null });
      render(<ReasonForm onReason={onReason} />);
      const spam = screen.getByRole('radio', { name: 'Spam' });
      const offensive = screen.getByRole('radio', { name: 'Offensive' });
      expect(spam).not.toBeChecked();
      expect(offensive).not.toBeChecked();
      await user.click(spam);
      expect(spam).toBeChecked();
      await user.click(offensive);
      expect(offensive).toBeChecked();
      expect(spam).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(onReason).toHaveBeenCalledWith('offensive');
      // React reports a radio that went from uncontrolled (no value yet) to controlled.
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
