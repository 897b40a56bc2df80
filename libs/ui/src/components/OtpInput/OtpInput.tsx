// One-time code entry: N single-digit boxes with auto-advance, backspace-back and paste-to-fill.
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, hasContent } from '../Field/Field';
import '../Field/Field.css';
import './OtpInput.css';
import { KIT_ENGLISH, kitText } from '../../i18n/kit-text';

const T = kitText('otpInput');

/** The English of the paste refusal; onError gets it in the current language. */
export const OTP_PASTE_ERROR = KIT_ENGLISH.otpInput.pasteDigitsOnly;

export type OtpInputProps = {
  /** Legend of the group, e.g. 'Verification code'. */
  label: ReactNode;
  length?: number;
  /** Digits entered so far; a new value from outside (e.g. '' to reset) replaces the boxes. */
  value?: string;
  /** Every change: the digits in box order, without gaps (so complete when its length is `length`). */
  onChange?: (code: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  /** Called with 'Please paste numbers only' when pasted text is not all digits. */
  onError?: (message: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Submits the joined code under this name inside a native form. */
  name?: string;
  className?: string;
};

const toBoxes = (code: string, length: number) =>
  Array.from({ length }, (_, i) => (/\d/.test(code[i] ?? '') ? code[i] : ''));

export function OtpInput({
  label,
  length = 6,
  value,
  onChange,
  onComplete,
  onError,
  hint,
  error,
  disabled = false,
  autoFocus = false,
  name,
  className,
}: OtpInputProps) {
  const baseId = `pv-${useId()}`;
  const [digits, setDigits] = useState<string[]>(() => toBoxes(value ?? '', length));
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const joined = digits.join('');

  // Only take an outside value that differs from what the boxes say, so gaps typed by the user survive.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== undefined && value !== joined) setDigits(toBoxes(value, length));
  }

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (code.length === length) onComplete?.(code);
  };

  /** Writes digits from box `start` on; returns the index after the last written box. */
  const fillFrom = (start: number, incoming: string) => {
    const next = [...digits];
    const chars = incoming.slice(0, length - start).split('');
    chars.forEach((char, offset) => {
      next[start + offset] = char;
    });
    commit(next);
    return start + chars.length;
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value.replace(/\D/g, '');
    if (typed === '') {
      if (event.target.value === '') commit(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // Several digits at once come from autofill (autocomplete="one-time-code"); one is a keystroke.
    if (typed.length > 1 && typed.length >= length - index) {
      focusBox(fillFrom(index, typed));
      return;
    }
    const digit = typed.slice(-1);
    commit(digits.map((d, i) => (i === index ? digit : d)));
    if (index < length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\s/g, '');
    if (!/^\d+$/.test(pasted)) {
      onError?.(T.pasteDigitsOnly);
      return;
    }
    // A pasted code always fills from the first box; only the first `length` digits are used.
    focusBox(fillFrom(0, pasted));
  };

  const hintId = hasContent(hint) ? `${baseId}-hint` : undefined;
  const errorId = hasContent(error) ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className={cx('pv-otp', className)} disabled={disabled} aria-describedby={describedBy}>
      <legend className="pv-otp__legend">{label}</legend>
      <div className="pv-otp__boxes">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className="pv-otp__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={T.digitOf({ position: index + 1, length })}
            aria-invalid={errorId ? true : undefined}
            autoFocus={autoFocus && index === 0}
            value={digit}
            onChange={handleChange(index)}
            onKeyDown={handleKeyDown(index)}
            onPaste={handlePaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={joined} />}
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
