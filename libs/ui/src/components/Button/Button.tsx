import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonOwnProps<C extends ElementType> = {
  /** Element or component to render: 'a', or a router link such as React Router's `Link`. */
  as?: C;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks (native buttons become disabled). */
  loading?: boolean;
  /** Replaces the children while loading, e.g. 'Creating Event...'. */
  loadingLabel?: ReactNode;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  fullWidth?: boolean;
};

export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps<C>>;

type CommonProps = {
  className?: string;
  children?: ReactNode;
  disabled?: boolean;
  type?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-disabled'?: boolean | 'true' | 'false';
};

export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const {
    as,
    variant = 'primary',
    size = 'md',
    loading = false,
    loadingLabel,
    iconStart,
    iconEnd,
    fullWidth = false,
    className,
    children,
    disabled,
    type,
    onClick,
    ...rest
  } = props as ButtonOwnProps<ElementType> & CommonProps & Record<string, unknown>;
  const Component: ElementType = as ?? 'button';
  const isNativeButton = Component === 'button';

  // Links cannot be disabled natively: mark them aria-disabled and swallow the click instead.
  const blocked = loading || (!isNativeButton && disabled);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const elementProps = isNativeButton
    ? { type: type ?? 'button', disabled: disabled || loading }
    : { 'aria-disabled': blocked || rest['aria-disabled'] || undefined };

  return (
    <Component
      {...rest}
      {...elementProps}
      className={cx(
        'pv-button',
        `pv-button--${variant}`,
        size !== 'md' && `pv-button--${size}`,
        fullWidth && 'pv-button--full',
        className,
      )}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner decorative size="sm" /> : iconStart && <span className="pv-button__icon">{iconStart}</span>}
      {loading && loadingLabel !== undefined ? loadingLabel : children}
      {!loading && iconEnd && <span className="pv-button__icon">{iconEnd}</span>}
    </Component>
  );
}
