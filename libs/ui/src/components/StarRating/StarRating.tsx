import { cx } from '../../utils/cx';
import './StarRating.css';
import { kitNumber, kitText } from '../../i18n/kit-text';

const T = kitText('starRating');

export type StarRatingProps = {
  /** Rating from 0 to `max`; rounded to the nearest half star. */
  value: number;
  max?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Shows the number next to the stars. */
  showValue?: boolean;
  className?: string;
};

/** Rounds to the nearest half and keeps the result within 0..max. */
export function roundToHalf(value: number, max = 5): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5z';

function Star({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  return (
    <span className={cx('pv-star', `pv-star--${fill}`)}>
      {/* Outline for the empty part, so empty and full differ by shape and not only by colour. */}
      <svg className="pv-star__empty" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
      </svg>
      <svg className="pv-star__fill" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} fill="currentColor" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** Read-only star rating with halves, announced as 'Rated 3.5 out of 5'. */
export function StarRating({ value, max = 5, size = 'md', showValue = false, className }: StarRatingProps) {
  const rounded = roundToHalf(value, max);
  const label = T.rated({ value: rounded, max });
  return (
    <span
      className={cx('pv-star-rating', size !== 'md' && `pv-star-rating--${size}`, className)}
      role="img"
      aria-label={label}
    >
      <span className="pv-star-rating__stars">
        {Array.from({ length: max }, (_, index) => {
          const position = index + 1;
          const fill = rounded >= position ? 'full' : rounded >= position - 0.5 ? 'half' : 'empty';
          return <Star key={position} fill={fill} />;
        })}
      </span>
      {showValue && (
        <span className="pv-star-rating__value" aria-hidden="true">
          {kitNumber(rounded, 1)}
        </span>
      )}
    </span>
  );
}
