// Toast notifications: <ToastProvider> renders the stack once near the app root; useToast() shows toasts from anywhere.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import './Toast.css';
import { kitText } from '../../i18n/kit-text';

const T = kitText('toast');

/** Per spec, toasts vanish after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export type ToastOptions = {
  message: ReactNode;
  title?: ReactNode;
  tone?: ToastTone;
  /** Overrides the provider's duration; null keeps the toast until dismissed. */
  durationMs?: number | null;
};

export type ToastProps = ToastOptions & {
  onDismiss: () => void;
  dismissLabel?: string;
};

const icons: Record<ToastTone, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

/**
 * One toast. Its timer pauses while hovered or focused, so nobody loses a message they are
 * reading or about to dismiss (WCAG 2.2.1).
 */
export function Toast({
  message,
  title,
  tone = 'info',
  durationMs = TOAST_DURATION_MS,
  onDismiss,
  dismissLabel = T.dismiss,
}: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(durationMs ?? 0);
  const expire = useEffectEvent(() => onDismiss());
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || durationMs === null) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => expire(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, durationMs]);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const Icon = icons[tone];
  return (
    <div
      role="status"
      className={cx('pv-toast', `pv-toast--${tone}`)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <Icon className="pv-toast__icon" />
      <div className="pv-toast__content">
        {title && <p className="pv-toast__title">{title}</p>}
        <p className="pv-toast__message">{message}</p>
      </div>
      <IconButton label={dismissLabel} icon={<CloseIcon size={16} />} size="sm" onClick={onDismiss} />
    </div>
  );
}

type ToastRecord = ToastOptions & { id: number };

export type ToastApi = {
  /** Shows a toast and returns its id. A string is shorthand for an info toast. */
  showToast: (toast: ToastOptions | string) => number;
  dismissToast: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export type ToastProviderProps = {
  children: ReactNode;
  /** Default lifetime of each toast. */
  durationMs?: number;
  /** Accessible name of the toast region. */
  label?: string;
  /** At most this many toasts are shown; older ones go first. */
  max?: number;
};

export function ToastProvider({
  children,
  durationMs = TOAST_DURATION_MS,
  label = T.notifications,
  max = 5,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(1);

  const dismissToast = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback(
    (toast: ToastOptions | string) => {
      const id = nextId.current++;
      const options = typeof toast === 'string' ? { message: toast } : toast;
      setToasts((current) => [...current, { durationMs, ...options, id }].slice(-max));
      return id;
    },
    [durationMs, max],
  );

  const api = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="pv-toaster" aria-label={label}>
        {toasts.map(({ id, ...toast }) => (
          <Toast key={id} {...toast} onDismiss={() => dismissToast(id)} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** Same component as ToastProvider, under the name the UI brief uses. */

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
