import { useId, type ChangeEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, RequiredMarker, hasContent } from '../Field/Field';
import '../Field/Field.css';
import '../Field/Choice.css';
import './RadioGroup.css';

export type RadioOption<V extends string = string> = {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps<V extends string = string> = {
  legend: ReactNode;
  options: RadioOption<V>[];
  /** Shared input name; generated when omitted. */
  name?: string;
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  direction?: 'column' | 'row';
  className?: string;
};

/** Native radio buttons in a fieldset; arrow keys move between options as browsers provide. */
export function RadioGroup<V extends string = string>({
  legend,
  options,
  name,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  required = false,
  disabled = false,
  direction = 'column',
  className,
}: RadioGroupProps<V>) {
  const baseId = `pv-${useId()}`;
  const groupName = name ?? baseId;
  const hintId = hasContent(hint) ? `${baseId}-hint` : undefined;
  const errorId = hasContent(error) ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value as V);

  return (
    <fieldset
      role="radiogroup"
      className={cx('pv-radio-group', direction === 'row' && 'pv-radio-group--row', className)}
      disabled={disabled}
      aria-labelledby={`${baseId}-legend`}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={errorId ? true : undefined}
    >
      <legend id={`${baseId}-legend`} className="pv-radio-group__legend">
        {legend}
        {required && <RequiredMarker />}
      </legend>
      <div className="pv-radio-group__options" role="presentation">
        {options.map((option, index) => {
          const optionId = `${baseId}-${index}`;
          return (
            <label key={option.value} className="pv-radio" htmlFor={optionId}>
              <input
                id={optionId}
                className="pv-radio__input"
                type="radio"
                name={groupName}
                value={option.value}
                disabled={option.disabled}
                {...(value !== undefined
                  ? { checked: value === option.value }
                  : { defaultChecked: defaultValue === option.value })}
                onChange={handleChange}
              />
              <span className="pv-radio__text">
                <span>{option.label}</span>
                {option.hint && <span className="pv-radio__hint">{option.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
