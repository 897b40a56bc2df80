// Label and value pairs (a <dl>) in two columns that stay two columns on a phone: the labels take
// what they need up to a share of the width and wrap beyond it, the values take the rest and break
// long words rather than push the page sideways.
import type { Key, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './DescriptionList.css';

export type DescriptionItem = {
  /** Unique among the items; the label when it is a string. */
  key?: Key;
  label: ReactNode;
  value: ReactNode;
  /** On the value (<dd>), e.g. to keep a description's line breaks. */
  valueClassName?: string;
};

export type DescriptionListProps = {
  /** Falsy items are left out, so a list can say `cond && { ... }`. */
  items: ReadonlyArray<DescriptionItem | false | null | undefined | '' | 0>;
  /** 'stacked' puts each label above its value (long values such as addresses in a narrow column). */
  layout?: 'columns' | 'stacked';
  /** Smaller text, for a list inside a card. */
  size?: 'sm' | 'md';
  className?: string;
  'aria-label'?: string;
};

export function DescriptionList({
  items,
  layout = 'columns',
  size = 'md',
  className,
  'aria-label': ariaLabel,
}: DescriptionListProps) {
  const shown = items.filter((item): item is DescriptionItem => Boolean(item));
  return (
    <dl
      className={cx('pv-dl', layout === 'stacked' && 'pv-dl--stacked', size === 'sm' && 'pv-dl--sm', className)}
      aria-label={ariaLabel}
    >
      {shown.map((item, index) => (
        <div key={item.key ?? (typeof item.label === 'string' ? item.label : index)} className="pv-dl__item">
          <dt className="pv-dl__label">{item.label}</dt>
          <dd className={cx('pv-dl__value', item.valueClassName)}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
