import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx';
import './Badge.css';

/** success = approved (green), warning = pending (amber), danger = rejected (red). */
export type BadgeTone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger';

export type BadgeProps = ComponentPropsWithoutRef<'span'> & {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  /** Adds a leading dot so the status is not told by colour alone next to similar badges. */
  dot?: boolean;
};

export function Badge({ tone = 'neutral', size = 'sm', dot = false, className, children, ...rest }: BadgeProps) {
  return (
    <span className={cx('pv-badge', `pv-badge--${tone}`, size === 'md' && 'pv-badge--md', className)} {...rest}>
      {dot && <span className="pv-badge__dot" aria-hidden="true" />}
      {children}
    </span>
  );
}
