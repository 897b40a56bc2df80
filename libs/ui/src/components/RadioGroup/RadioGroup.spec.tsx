import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'sms', label: 'SMS' },
];

describe('RadioGroup', () => {
  it('is a named radio group and reports the chosen value', async () => {
    function Host({ onEmit }: { onEmit: (v: string) => void }) {
      const [value, setValue] = useState('email');
      return (
        <RadioGroup
          legend="Preferred contact method"
          options={options}
          value={value}
          onChange={(v) => {
            onEmit(v);
            setValue(v);
          }}
        />
      );
    }
    const onEmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<Host onEmit={onEmit} />);
    expect(screen.getByRole('radiogroup', { name: 'Preferred contact method' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(onEmit).toHaveBeenCalledWith('sms');
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
  });

  it('describes the group with its error', () => {
    render(<RadioGroup legend="Attendance type" options={options} error="Please choose one" required />);
    const group = screen.getByRole('radiogroup', { name: 'Attendance type' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Please choose one');
  });
});
