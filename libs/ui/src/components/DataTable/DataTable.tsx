// The one table of the product: columns with a header and a cell renderer, sortable columns (WAI-ARIA
// sortable table: a button in the header, aria-sort on the sorted one), a caption, and the loading
// and empty states. Sorting is the caller's (a list sorts on the server): the table only says which
// column was asked for.
import type { Key, ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';
import './DataTable.css';

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
  loadingText = 'Loading...',
  refreshing = false,
  empty = 'No data',
  className,
}: DataTableProps<T, S>) {
  const sortable = Boolean(onSortChange) && columns.some((column) => column.sort);
  const alignClass = (align: DataTableColumn<T, S>['align']) =>
    align && align !== 'start' ? `pv-table__cell--${align}` : undefined;

  return (
    <div className={cx('pv-table-wrapper', refreshing && 'pv-table-wrapper--refreshing', className)}>
      <table className="pv-table" aria-busy={loading || refreshing || undefined}>
        <caption className={cx('pv-table__caption', hideCaption && 'pv-visually-hidden')}>
          {caption}
          {sortable && <span className="pv-visually-hidden">, column headers with buttons are sortable.</span>}
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
                  className={alignClass(column.align)}
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
                    <th key={column.key} scope="row" className={alignClass(column.align)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={alignClass(column.align)}>
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
