// Sort buttons above a list that is not a table (cards): one button per sort, the current one
// pressed and showing its direction. The rule is the domain's toggleSort (useListParams().setSort):
// the current sort flips, another starts ascending.
import './page-kit.css';
import { useId, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '@pavilion/ui';
import { LIST_TEXT as T } from './messages';

export interface SortOption<S extends string> {
  sort: S;
  label: string;
}

export interface SortMenuProps<S extends string> {
  options: readonly SortOption<S>[];
  sort: S;
  direction: 'asc' | 'desc';
  /** Called with the clicked sort (useListParams().setSort applies the rule). */
  onSort: (sort: S) => void;
  label?: ReactNode;
  className?: string;
}

export function SortMenu<S extends string>({
  options,
  sort,
  direction,
  onSort,
  label = T.sortBy,
  className,
}: SortMenuProps<S>) {
  const labelId = useId();
  return (
    <div className={['pv-sort', className].filter(Boolean).join(' ')} role="group" aria-labelledby={labelId}>
      <span id={labelId} className="pv-sort__label">
        {label}
      </span>
      {options.map((option) => {
        const current = option.sort === sort;
        return (
          <button
            key={option.sort}
            type="button"
            className="pv-sort__option"
            aria-pressed={current}
            // The visible label first, then the direction, which the arrow shows only visually.
            aria-label={
              current
                ? (direction === 'asc' ? T.sortedAscending : T.sortedDescending)({ label: option.label })
                : option.label
            }
            onClick={() => onSort(option.sort)}
          >
            {option.label}
            {current && (direction === 'asc' ? <ArrowUpIcon size={16} /> : <ArrowDownIcon size={16} />)}
          </button>
        );
      })}
    </div>
  );
}

export type ListSortMenuProps<S extends string> = Omit<SortMenuProps<S>, 'sort' | 'direction' | 'onSort'> & {
  /** The list the buttons sort: `list` from useListParams (its sort, and its rule for a click). */
  list: { sort: { sort: S; direction: 'asc' | 'desc' }; setSort: (sort: S) => void };
};

/** The sort buttons of a list kept in the URL by useListParams. */
export function ListSortMenu<S extends string>({ list, ...props }: ListSortMenuProps<S>) {
  return <SortMenu {...props} sort={list.sort.sort} direction={list.sort.direction} onSort={list.setSort} />;
}
