import { cx } from '../../utils/cx';
import './Spinner.css';
import { kitText } from '../../i18n/kit-text';

const T = kitText('spinner');

export type SpinnerProps = {
  /** Text for screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Hide from assistive technology when something else already announces the busy state. */
  decorative?: boolean;
  className?: string;
};

export function Spinner({
  label = T.loading,
  showLabel = false,
  size = 'md',
  decorative = false,
  className,
}: SpinnerProps) {
  const classes = cx('pv-spinner', `pv-spinner--${size}`, className);
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        <span className="pv-spinner__circle" />
      </span>
    );
  }
  return (
    <span className={classes} role="status">
      <span className="pv-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? undefined : 'pv-visually-hidden'}>{label}</span>
    </span>
  );
}
