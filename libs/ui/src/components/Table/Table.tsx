// Data table with optional sortable columns (WAI-ARIA sortable table: a button in each sortable header, aria-sort on the sorted one).
import type { Key, ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';
import './Table.css';

export type SortDirection = 'ascending' | 'descending';
export type SortState<K extends string = string> = { key: K; direction: SortDirection };

/** Clicking the sorted column flips its direction; a new column starts at `initial`. */
export function nextSort<K extends string>(
  current: SortState<K> | undefined,
  key: K,
  initial: SortDirection = 'ascending',
): SortState<K> {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: initial };
}

export type TableColumn<T, K extends string = string> = {
  key: K;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Cells of this column are row headers (th scope=row), e.g. the name column. */
  rowHeader?: boolean;
};

export type TableProps<T, K extends string = string> = {
  /** Describes the table; required for screen readers, can be visually hidden. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: TableColumn<T, K>[];
  rows: T[];
  getRowKey: (row: T) => Key;
  sort?: SortState<K>;
  /** Called with the clicked column's key; compute the new state with `nextSort`. */
  onSortChange?: (key: K) => void;
  loading?: boolean;
  loadingText?: string;
  emptyText?: ReactNode;
  className?: string;
};

export function Table<T, K extends string = string>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  loading = false,
  loadingText = 'Loading...',
  emptyText = 'No data',
  className,
}: TableProps<T, K>) {
  const hasSortable = columns.some((column) => column.sortable);
  const alignClass = (align: TableColumn<T, K>['align']) =>
    align && align !== 'start' ? `pv-table__cell--${align}` : undefined;

  return (
    <div className={cx('pv-table-wrapper', className)}>
      <table className="pv-table" aria-busy={loading || undefined}>
        <caption className={cx('pv-table__caption', hideCaption && 'pv-visually-hidden')}>
          {caption}
          {hasSortable && onSortChange && (
            <span className="pv-visually-hidden">, column headers with buttons are sortable.</span>
          )}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined;
              const SortStateIcon =
                sorted === 'ascending' ? ArrowUpIcon : sorted === 'descending' ? ArrowDownIcon : SortIcon;
              return (
                <th key={column.key} scope="col" aria-sort={sorted} className={alignClass(column.align)}>
                  {column.sortable && onSortChange ? (
                    <button type="button" className="pv-table__sort" onClick={() => onSortChange(column.key)}>
                      {column.header}
                      <SortStateIcon className="pv-table__sort-icon" size={14} />
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
                {emptyText}
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
