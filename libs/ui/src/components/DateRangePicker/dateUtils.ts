// Calendar arithmetic on ISO 'yyyy-mm-dd' strings, done in UTC so no time zone can shift a day.
// ISO dates compare correctly as strings, which the range rules rely on.

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return toIsoDate(date) === value;
}

export function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function fromIsoDate(value: IsoDate): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The user's local calendar day, as an ISO date. */
export function todayIso(now = new Date()): IsoDate {
  return toIsoDate(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

export function addDays(value: IsoDate, days: number): IsoDate {
  const date = fromIsoDate(value);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** Same day of month in another month, clamped to that month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(value: IsoDate, months: number): IsoDate {
  const date = fromIsoDate(value);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  target.setUTCDate(Math.min(day, daysInMonth(target)));
  return toIsoDate(target);
}

export function startOfMonth(value: IsoDate): IsoDate {
  return `${value.slice(0, 7)}-01`;
}

export function daysInMonth(date: Date): number {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(value: IsoDate): number {
  return fromIsoDate(value).getUTCDay();
}

export function isSameMonth(a: IsoDate, b: IsoDate): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

export function clampDate(value: IsoDate, min?: IsoDate, max?: IsoDate): IsoDate {
  if (min && value < min) return min;
  if (max && value > max) return max;
  return value;
}

/**
 * Weeks of the month containing `month`, each of 7 cells; null for days outside the month.
 * `weekStartsOn`: 0 = Sunday, 1 = Monday.
 */
export function monthMatrix(month: IsoDate, weekStartsOn: 0 | 1 = 0): Array<Array<IsoDate | null>> {
  const first = startOfMonth(month);
  const length = daysInMonth(fromIsoDate(first));
  const lead = (dayOfWeek(first) - weekStartsOn + 7) % 7;
  const cells: Array<IsoDate | null> = Array.from({ length: lead }, () => null);
  for (let day = 0; day < length; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<IsoDate | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
