// The first column of the portal's lists of orders (registrations, damage claims): each row's date,
// sortable, as the row's header and a link to its order.
import { Link } from 'react-router';
import { dateTimeFormat } from '@pavilion/domain';
import type { DataTableColumn } from '@pavilion/ui';
import { partnerPaths } from '../config/paths';

/** The row's fields that hold a date (ISO text). */
type DateField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** What toLocaleString gives: the date and the time with seconds, in the current language. */
export const formatWhen = (iso: string) =>
  dateTimeFormat({
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));

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
    cell: (row) => <Link to={partnerPaths.orderDetails(orderId(row))}>{formatWhen(String(row[date]))}</Link>,
  };
}
