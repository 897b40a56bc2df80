import type { ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import './Alert.css';
import { kitText } from '../../i18n/kit-text';

const T = kitText('alert');

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Extra content under the message. */
  action?: ReactNode;
  /** Shows a 'Try again' button: for something that failed to load and can be asked for again. */
  onRetry?: () => void;
  /** Shows a 'Dismiss' button. */
  onDismiss?: () => void;
  /** Defaults to 'alert' for errors (announced at once) and 'status' otherwise. */
  role?: 'alert' | 'status' | 'none';
  className?: string;
};

const icons: Record<AlertTone, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

export function Alert({ tone = 'info', title, children, action, onRetry, onDismiss, role, className }: AlertProps) {
  const Icon = icons[tone];
  const resolvedRole = role ?? (tone === 'error' ? 'alert' : 'status');
  return (
    <div
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      className={cx('pv-alert', `pv-alert--${tone}`, className)}
    >
      <Icon className="pv-alert__icon" />
      <div className="pv-alert__content">
        {title && <p className="pv-alert__title">{title}</p>}
        {children && <div className="pv-alert__body">{children}</div>}
        {(action || onRetry) && (
          <div className="pv-alert__action">
            {action}
            {onRetry && (
              <Button variant="secondary" onClick={onRetry}>
                {T.tryAgain}
              </Button>
            )}
          </div>
        )}
      </div>
      {onDismiss && (
        <IconButton
          className="pv-alert__dismiss"
          label={T.dismiss}
          size="sm"
          icon={<CloseIcon size={16} />}
          onClick={onDismiss}
        />
      )}
    </div>
  );
}
