import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, RequiredMarker, hasContent, useFieldIds } from '../Field/Field';
import '../Field/Field.css';
import '../Field/Choice.css';
import './Checkbox.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  wrapperClassName?: string;
};

/** Native checkbox with its label beside it; works with react-hook-form `register`. */
export function Checkbox({
  label,
  hint,
  error,
  required = false,
  id,
  className,
  wrapperClassName,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds({ id, hasHint: hasContent(hint), hasError: hasContent(error), describedBy: ariaDescribedBy });
  return (
    <div className={cx('pv-checkbox', wrapperClassName)}>
      <label className="pv-checkbox__row" htmlFor={ids.controlId}>
        <input
          {...rest}
          id={ids.controlId}
          type="checkbox"
          className={cx('pv-checkbox__input', className)}
          aria-required={required || undefined}
          aria-invalid={ids.errorId ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <span className="pv-checkbox__label">
          {label}
          {required && <RequiredMarker />}
        </span>
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
