import type { ReactNode } from 'react';
import { InboxIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import './EmptyState.css';

export type EmptyStateProps = {
  /** The message, e.g. 'No events found matching your search criteria'. */
  title: ReactNode;
  description?: ReactNode;
  /** Replaces the default icon; pass null for none. */
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title; 'p' when the empty state is not a section of its own. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  variant?: 'boxed' | 'plain';
  className?: string;
};

export function EmptyState({
  title,
  description,
  icon,
  action,
  titleAs: Title = 'p',
  variant = 'boxed',
  className,
}: EmptyStateProps) {
  const shownIcon = icon === undefined ? <InboxIcon size={32} /> : icon;
  return (
    <div className={cx('pv-empty-state', variant === 'plain' && 'pv-empty-state--plain', className)}>
      {shownIcon && (
        <span className="pv-empty-state__icon" aria-hidden="true">
          {shownIcon}
        </span>
      )}
      <Title className="pv-empty-state__title">{title}</Title>
      {description && <p className="pv-empty-state__description">{description}</p>}
      {action && <div className="pv-empty-state__action">{action}</div>}
    </div>
  );
}
