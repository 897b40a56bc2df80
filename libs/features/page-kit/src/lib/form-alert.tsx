// The form's one alert for what went wrong as a whole (useServerErrors' message): nothing while there
// is no message, so it can sit in the form permanently; it can take focus when it appears.
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, type AlertTone } from '@pavilion/ui';

export interface FormAlertProps {
  /** The message (useServerErrors().message); nothing is shown without one. */
  message: ReactNode;
  /** A title above the message: 'Registration failed'. */
  title?: ReactNode;
  tone?: Extract<AlertTone, 'error' | 'warning'>;
  /** Move focus to the alert when it appears (when no field took focus). */
  focusOnShow?: boolean;
  /** More under the message (a link to start again). */
  children?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

export function FormAlert({
  message,
  title,
  tone = 'error',
  focusOnShow = false,
  children,
  onDismiss,
  className,
}: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = message !== null && message !== undefined && message !== '' && message !== false;
  useEffect(() => {
    if (shown && focusOnShow) ref.current?.focus();
  }, [shown, focusOnShow, message]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} className={['pv-focus-target', className].filter(Boolean).join(' ')}>
      <Alert tone={tone} title={title} onDismiss={onDismiss}>
        {children ? (
          <>
            <p>{message}</p>
            {children}
          </>
        ) : (
          message
        )}
      </Alert>
    </div>
  );
}
