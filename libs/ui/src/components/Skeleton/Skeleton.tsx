import type { CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import './Skeleton.css';

export type SkeletonProps = {
  variant?: 'text' | 'rect' | 'circle';
  /** CSS length; defaults to 100% (circle: same as height). */
  width?: string;
  height?: string;
  /** For 'text': number of lines, the last one shorter. */
  lines?: number;
  className?: string;
};

/**
 * Loading placeholder. Purely visual (aria-hidden): put aria-busy on the region being loaded and a
 * Spinner or status text for screen readers.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const style = {
    '--pv-skeleton-width': width ?? (variant === 'circle' ? height : undefined),
    '--pv-skeleton-height': height,
  } as CSSProperties;
  const one = (key?: number) => (
    <span key={key} className={cx('pv-skeleton', `pv-skeleton--${variant}`, className)} style={style} />
  );
  if (variant === 'text' && lines > 1) {
    return (
      <span className="pv-skeleton-lines" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => one(index))}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className="pv-skeleton-lines">
      {one()}
    </span>
  );
}
