import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, FieldLabel, hasContent, useFieldIds } from '../Field/Field';
import '../Field/Field.css';
import './Select.css';

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

export type SelectProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  /** Options to render; alternatively pass <option> children. */
  options?: SelectOption[];
  /** First option with value '' (e.g. 'Select a country'); choosing it clears the value. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  wrapperClassName?: string;
};

/** Native <select> with label, hint and error wiring; works with react-hook-form `register`. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  required = false,
  hideLabel = false,
  id,
  className,
  wrapperClassName,
  children,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds({ id, hasHint: hasContent(hint), hasError: hasContent(error), describedBy: ariaDescribedBy });
  return (
    <div className={cx('pv-field', wrapperClassName)}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="pv-select">
        <select
          {...rest}
          id={ids.controlId}
          className={cx('pv-input', 'pv-select__control', className)}
          aria-required={required || undefined}
          aria-invalid={ids.errorId ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDownIcon className="pv-select__icon" size={18} />
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
