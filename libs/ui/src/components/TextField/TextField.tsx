import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, FieldLabel, hasContent, useFieldIds } from '../Field/Field';
import '../Field/Field.css';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'size'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Error message; when set the input gets aria-invalid and describes itself with the message. */
  error?: ReactNode;
  /** Shows a marker and sets aria-required (validation stays with the form, not the browser). */
  required?: boolean;
  hideLabel?: boolean;
  /** Class for the wrapping element; `className` goes to the input. */
  wrapperClassName?: string;
};

/**
 * Labelled text input. `ref` is a plain prop (React 19), so `{...register('email')}` from
 * react-hook-form can be spread straight onto it.
 */
export function TextField({
  label,
  hint,
  error,
  required = false,
  hideLabel = false,
  id,
  className,
  wrapperClassName,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, hasHint: hasContent(hint), hasError: hasContent(error), describedBy: ariaDescribedBy });
  return (
    <div className={cx('pv-field', wrapperClassName)}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        {...rest}
        id={ids.controlId}
        type={type}
        className={cx('pv-input', className)}
        aria-required={required || undefined}
        aria-invalid={ids.errorId ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
