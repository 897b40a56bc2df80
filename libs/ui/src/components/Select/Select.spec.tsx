import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const countries = [
  { value: 1, label: 'United Kingdom' },
  { value: 2, label: 'France' },
];

describe('Select', () => {
  it('is a labelled native select with a placeholder that clears', async () => {
    const onChange = jest.fn();
    render(<Select label="Country" placeholder="Select a country" options={countries} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'France');
    expect(select).toHaveValue('2');
    await userEvent.selectOptions(select, 'Select a country');
    expect(select).toHaveValue('');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('wires its error', () => {
    render(<Select label="Country" options={countries} error="Please select your country" required />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Please select your country');
  });
});
