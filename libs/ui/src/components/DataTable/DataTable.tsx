// The one table of the product: columns with a header and a cell renderer, sortable columns (WAI-ARIA
// sortable table: a button in the header, aria-sort on the sorted one), a caption, and the loading
// and empty states. Sorting is the caller's (a list sorts on the server): the table only says which
// column was asked for.
import { useEffect, useId, useRef, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';
import './DataTable.css';
import { kitText } from '../../i18n/kit-text';

const T = kitText('dataTable');

export type DataTableDirection = 'asc' | 'desc';

/** Which sort is applied, in the list query's words: `{ sort: 'createdAt', direction: 'desc' }`. */
export type DataTableSort<S extends string = string> = { sort: S; direction: DataTableDirection };

export type DataTableColumn<T, S extends string = string> = {
  /** Unique among the columns. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The sort this column orders by (one of the list's sorts); makes the header a sort button. */
  sort?: S;
  align?: 'start' | 'center' | 'end';
  /** Cells of this column are row headers (th scope=row), e.g. the name column. */
  rowHeader?: boolean;
  /** The narrowest the column gets before the table scrolls sideways (a CSS length: '10rem'). */
  minWidth?: string;
  /**
   * Cells never wrap (dates, amounts, short codes); 'phone': only on a phone's width, where the table
   * scrolls anyway, so that wider the column wraps between words before the table outgrows its place.
   */
  nowrap?: boolean | 'phone';
};

export type DataTableProps<T, S extends string = string> = {
  /** Describes the table; required for screen readers, can be visually hidden. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: DataTableColumn<T, S>[];
  rows: readonly T[];
  getRowKey: (row: T) => Key;
  /** The applied sort; the column whose `sort` matches shows it (aria-sort and an arrow). */
  sort?: DataTableSort<S>;
  /** Called with the clicked column's `sort`; the caller applies its rule (the domain's toggleSort). */
  onSortChange?: (sort: S) => void;
  /** Nothing to show yet: one row with a spinner and `loadingText`. */
  loading?: boolean;
  loadingText?: string;
  /** Rows are shown but a newer answer is on its way (another page or sort): dimmed, aria-busy. */
  refreshing?: boolean;
  /** Shown across all columns when there are no rows (text or an EmptyState). */
  empty?: ReactNode;
  className?: string;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<T, S extends string = string>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  loading = false,
  loadingText = T.loading,
  refreshing = false,
  empty = T.empty,
  className,
}: DataTableProps<T, S>) {
  const sortable = Boolean(onSortChange) && columns.some((column) => column.sort);
  const captionId = useId();
  const cellClass = (column: DataTableColumn<T, S>) =>
    cx(
      column.align && column.align !== 'start' && `pv-table__cell--${column.align}`,
      column.nowrap === 'phone' ? 'pv-table__cell--nowrap-phone' : column.nowrap && 'pv-table__cell--nowrap',
    ) || undefined;
  const cellStyle = (column: DataTableColumn<T, S>): CSSProperties | undefined =>
    column.minWidth ? { minWidth: column.minWidth } : undefined;
  const { ref, scrollable } = useScrollsSideways<HTMLDivElement>();

  return (
    // A table wider than its place scrolls sideways inside this wrapper: then it is a named region that
    // takes focus, so keyboard users can scroll it too (WCAG 2.1.1); a table that fits is not a tab stop.
    <div
      ref={ref}
      className={cx('pv-table-wrapper', refreshing && 'pv-table-wrapper--refreshing', className)}
      role="region"
      aria-labelledby={captionId}
      tabIndex={scrollable ? 0 : undefined}
    >
      <table className="pv-table" aria-busy={loading || refreshing || undefined}>
        <caption id={captionId} className={cx('pv-table__caption', hideCaption && 'pv-visually-hidden')}>
          {caption}
          {sortable && <span className="pv-visually-hidden">{T.sortable}</span>}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = column.sort !== undefined && sort?.sort === column.sort ? sort.direction : undefined;
              const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : SortIcon;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  className={cellClass(column)}
                  style={cellStyle(column)}
                >
                  {column.sort !== undefined && onSortChange ? (
                    <button type="button" className="pv-table__sort" onClick={() => onSortChange(column.sort as S)}>
                      {column.header}
                      <Icon className="pv-table__sort-icon" size={14} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={columns.length} className="pv-table__message">
                <Spinner label={loadingText} showLabel />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="pv-table__message">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={cellClass(column)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Whether the element's content is wider than it (measured again whenever either changes size). */
function useScrollsSideways<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return { ref, scrollable };
}
