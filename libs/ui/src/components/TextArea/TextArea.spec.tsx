import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('counts characters against maxLength and describes the field with the count', async () => {
    render(<TextArea label="Tagline" maxLength={95} showCount />);
    const field = screen.getByRole('textbox', { name: 'Tagline' });
    expect(field).toHaveAccessibleDescription('0/95 characters');
    await userEvent.type(field, 'Hello');
    expect(screen.getByText('5/95 characters')).toBeInTheDocument();
  });

  it('wires its error', () => {
    render(<TextArea label="Description" error="Description is required" />);
    const field = screen.getByRole('textbox', { name: 'Description' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Description is required');
  });
});
