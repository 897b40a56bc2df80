import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { MinusIcon, PlusIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import '../Field/Field.css';
import './QuantityStepper.css';
import { kitText } from '../../i18n/kit-text';

const T = kitText('quantityStepper');

export type QuantityStepperProps = {
  /** Accessible name of the number input, e.g. 'Quantity of Standard ticket'. */
  label: string;
  /** Shows the label above the control; otherwise it is for screen readers only. */
  showLabel?: boolean;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  /** Names of the buttons; default 'Decrease <label>' and 'Increase <label>'. */
  decreaseLabel?: string;
  increaseLabel?: string;
  className?: string;
};

/** Rounds to a whole number within [min, max]; anything non-numeric becomes min. */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Number input with − and + buttons; always emits a number within [min, max]. */
export function QuantityStepper({
  label,
  showLabel = false,
  value,
  onChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  step = 1,
  disabled = false,
  decreaseLabel,
  increaseLabel,
  className,
}: QuantityStepperProps) {
  const inputId = `pv-${useId()}`;
  const current = clampQuantity(value, min, max);
  // Text being typed; null shows `current`. Lets the field be empty for a moment while editing.
  const [draft, setDraft] = useState<string | null>(null);

  const emit = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    if (clamped !== value) onChange(clamped);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value.replace(/[^\d]/g, '');
    if (text === '') {
      setDraft('');
      return;
    }
    const next = clampQuantity(Number(text), min, max);
    setDraft(null);
    emit(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowUp: current + step,
      ArrowDown: current - step,
      PageUp: current + step * 10,
      PageDown: current - step * 10,
      Home: min,
      End: max,
    };
    if (event.key in moves && !(event.key === 'End' && max === Number.MAX_SAFE_INTEGER)) {
      event.preventDefault();
      setDraft(null);
      emit(moves[event.key]);
    }
  };

  return (
    <div className={cx('pv-quantity', className)}>
      <label htmlFor={inputId} className={showLabel ? 'pv-field__label' : 'pv-visually-hidden'}>
        {label}
      </label>
      <div className="pv-quantity__control">
        {/* aria-disabled rather than disabled at the limits, so keyboard focus is not lost. */}
        <IconButton
          label={decreaseLabel ?? T.decrease({ label })}
          icon={<MinusIcon size={16} />}
          disabled={disabled}
          aria-disabled={current <= min || undefined}
          aria-controls={inputId}
          onClick={() => emit(current - step)}
        />
        <input
          id={inputId}
          className="pv-quantity__input"
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuenow={current}
          aria-valuemin={min}
          aria-valuemax={max === Number.MAX_SAFE_INTEGER ? undefined : max}
          autoComplete="off"
          disabled={disabled}
          value={draft ?? String(current)}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={() => setDraft(null)}
        />
        <IconButton
          label={increaseLabel ?? T.increase({ label })}
          icon={<PlusIcon size={16} />}
          disabled={disabled}
          aria-disabled={current >= max || undefined}
          aria-controls={inputId}
          onClick={() => emit(current + step)}
        />
      </div>
    </div>
  );
}
