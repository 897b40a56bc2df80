// The first column of the portal's lists of orders (registrations, damage claims): each row's date,
// sortable, as the row's header and a link to its order.
import { Link } from 'react-router';
import type { DataTableColumn } from '@pavilion/ui';

/** The row's fields that hold a date (ISO text). */
type DateField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** `orderDateColumn('filedAt', 'Filed', (claim: TDamageClaim) => claim.orderId)`. */
export function orderDateColumn<T, D extends DateField<T>>(
  date: D,
  header: string,
  orderId: (row: T) => string | number,
): DataTableColumn<T, D> {
  return {
    key: date,
    header,
    sort: date,
    rowHeader: true,
    cell: (row) => (
      <Link to={`/order-details/${orderId(row)}`}>{new Date(String(row[date])).toLocaleString('en-US')}</Link>
    ),
  };
}
