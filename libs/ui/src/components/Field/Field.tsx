// Internal building blocks shared by the form controls: ids, label, hint and error wiring.
import { useId, type ReactNode } from 'react';
import { ErrorIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import './Field.css';

const REQUIRED_MARK = '*';

export type FieldIds = {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Value for the control's aria-describedby (hint first, then error), or undefined. */
  describedBy: string | undefined;
};

export function useFieldIds(options: {
  id?: string;
  hasHint: boolean;
  hasError: boolean;
  describedBy?: string;
}): FieldIds {
  const generated = useId();
  const controlId = options.id ?? `pv-${generated}`;
  const hintId = options.hasHint ? `${controlId}-hint` : undefined;
  const errorId = options.hasError ? `${controlId}-error` : undefined;
  const describedBy = [options.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function RequiredMarker() {
  // Hidden from assistive technology: the control carries aria-required instead.
  return (
    <span className="pv-field__required" aria-hidden="true">
      {REQUIRED_MARK}
    </span>
  );
}

export function FieldLabel({
  htmlFor,
  id,
  required,
  hidden,
  children,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className={cx('pv-field__label', hidden && 'pv-visually-hidden')}>
      {children}
      {required && <RequiredMarker />}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || children === undefined || children === null || children === false) return null;
  return (
    <p id={id} className="pv-field__hint">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className="pv-field__error">
      <ErrorIcon size={16} />
      <span>{children}</span>
    </p>
  );
}

export const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';
