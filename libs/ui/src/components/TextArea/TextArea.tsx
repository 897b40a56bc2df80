import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, FieldLabel, hasContent, useFieldIds } from '../Field/Field';
import '../Field/Field.css';
import './TextArea.css';
import { kitDigits, kitText } from '../../i18n/kit-text';

const T = kitText('textArea');

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  /** With `maxLength`, shows 'n/max characters' under the field. */
  showCount?: boolean;
  wrapperClassName?: string;
};

export function TextArea({
  label,
  hint,
  error,
  required = false,
  hideLabel = false,
  showCount = false,
  id,
  className,
  wrapperClassName,
  maxLength,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextAreaProps) {
  const counting = showCount && maxLength !== undefined;
  const ids = useFieldIds({ id, hasHint: hasContent(hint), hasError: hasContent(error), describedBy: ariaDescribedBy });
  const countId = counting ? `${ids.controlId}-count` : undefined;
  // Works both controlled and uncontrolled (react-hook-form register): count what was typed.
  const [length, setLength] = useState(() => String(rest.value ?? rest.defaultValue ?? '').length);
  const currentLength = rest.value !== undefined ? String(rest.value).length : length;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <div className={cx('pv-field', wrapperClassName)}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <textarea
        {...rest}
        id={ids.controlId}
        maxLength={maxLength}
        onChange={handleChange}
        className={cx('pv-input', 'pv-textarea', className)}
        aria-required={required || undefined}
        aria-invalid={ids.errorId ? true : undefined}
        aria-describedby={[ids.describedBy, countId].filter(Boolean).join(' ') || undefined}
      />
      {counting && (
        <p id={countId} className={cx('pv-textarea__count', currentLength > maxLength && 'pv-textarea__count--over')}>
          {T.characters({ count: kitDigits(currentLength), max: kitDigits(maxLength) })}
        </p>
      )}
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
