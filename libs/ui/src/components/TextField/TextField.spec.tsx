import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled by its label and described by its hint', () => {
    render(<TextField label="Email" hint="You will receive a confirmation email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('You will receive a confirmation email');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('wires an error message with aria-invalid and aria-describedby', () => {
    render(<TextField label="Email" hint="Work address" error="Please enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Please enter a valid email address');
    const errorId = input.getAttribute('aria-describedby')?.split(' ')[1];
    expect(document.getElementById(errorId ?? '')).toHaveTextContent('Please enter a valid email address');
  });

  it('keeps a caller aria-describedby alongside its own', () => {
    render(
      <>
        <p id="rules">At least 8 characters</p>
        <TextField label="Password" type="password" aria-describedby="rules" error="Too short" />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters Too short');
  });

  it('marks required fields without putting the asterisk in the name', () => {
    render(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('accepts a ref and the register() props of react-hook-form', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    const onBlur = jest.fn();
    render(<TextField label="Surname" name="surname" ref={ref} onChange={onChange} onBlur={onBlur} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Surname' }));
    expect(ref.current).toHaveAttribute('name', 'surname');
    await userEvent.type(ref.current as HTMLInputElement, 'Smith');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(ref.current).toHaveValue('Smith');
  });

  it('uses a given id so external labels and tests can target it', () => {
    render(<TextField id="login-email" label="Email" type="email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'login-email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });
});
