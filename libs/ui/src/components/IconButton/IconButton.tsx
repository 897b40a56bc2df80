import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './IconButton.css';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> & {
  /** Accessible name; required because the button shows only an icon. */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md' | 'lg';
  round?: boolean;
};

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  round = false,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx(
        'pv-icon-button',
        `pv-icon-button--${variant}`,
        size !== 'md' && `pv-icon-button--${size}`,
        round && 'pv-icon-button--round',
        className,
      )}
      {...rest}
    >
      {icon as ReactNode}
    </button>
  );
}
