import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OTP_PASTE_ERROR, OtpInput } from './OtpInput';

const boxes = () => screen.getAllByRole('textbox');

function setup(props: Partial<Parameters<typeof OtpInput>[0]> = {}) {
  const handlers = { onChange: jest.fn(), onComplete: jest.fn(), onError: jest.fn() };
  const user = userEvent.setup({ delay: null });
  render(<OtpInput label="Verification code" {...handlers} {...props} />);
  return { ...handlers, user };
}

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('OtpInput', () => {
  it('renders N labelled single-digit boxes in a named group', () => {
    setup({ length: 4 });
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    expect(boxes()[0]).toHaveAccessibleName('Digit 1 of 4');
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves focus to the next box after a digit and completes at the last one', async () => {
    const { user, onChange, onComplete } = setup();
    await user.click(boxes()[0]);
    await user.keyboard('123456');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(boxes()[5]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('accepts digits only', async () => {
    const { user, onChange } = setup();
    await user.click(boxes()[0]);
    await user.keyboard('a');
    expect(boxes()[0]).toHaveValue('');
    expect(boxes()[0]).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('7');
    expect(boxes()[0]).toHaveValue('7');
    expect(boxes()[1]).toHaveFocus();
  });

  it('backspace clears the box, and on an empty box moves back', async () => {
    const { user } = setup();
    await user.click(boxes()[0]);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveValue('1');
  });

  it('replaces a digit when typing into a filled box', async () => {
    const { user } = setup();
    await user.click(boxes()[0]);
    await user.keyboard('12');
    await user.click(boxes()[0]);
    await user.keyboard('9');
    expect(boxes()[0]).toHaveValue('9');
    expect(boxes()[1]).toHaveFocus();
  });

  it('fills the boxes from a pasted code, using the first N digits', () => {
    const { onChange, onComplete, onError } = setup();
    paste(boxes()[2], '98765432');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onChange).toHaveBeenLastCalledWith('987654');
    expect(onComplete).toHaveBeenCalledWith('987654');
    expect(boxes()[5]).toHaveFocus();
    expect(onError).not.toHaveBeenCalled();
  });

  it('fills partly from a short paste and focuses the next empty box', () => {
    const { onComplete } = setup();
    paste(boxes()[0], '12');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('rejects a paste with non-digits and reports it', () => {
    const { onChange, onError } = setup();
    paste(boxes()[0], '12a456');
    expect(onError).toHaveBeenCalledWith(OTP_PASTE_ERROR);
    expect(OTP_PASTE_ERROR).toBe('Please paste numbers only');
    expect(boxes().every((b) => (b as HTMLInputElement).value === '')).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('resets when the parent clears the value', async () => {
    function Host() {
      const [code, setCode] = useState('');
      return (
        <>
          <OtpInput label="Code" length={3} value={code} onChange={setCode} />
          <button type="button" onClick={() => setCode('')}>
            Request a new code
          </button>
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Host />);
    await user.click(boxes()[0]);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Request a new code' }));
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '']);
  });

  it('shows an error message tied to the group', () => {
    setup({ error: 'Please enter all 6 digits' });
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Please enter all 6 digits',
    );
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
  });
});
