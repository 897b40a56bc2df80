// Which duration bucket (1 day, 2 days, 3+ days) an event falls in, for the search filter.
import type { TEventDurationId } from '../constants';

const DAY_MS = 86_400_000;

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Calendar days in UTC, first and last day included: same day 1, next day 2, later 3 (3+ days). */
export function eventDurationIdFor(start: Date | string, end: Date | string): TEventDurationId {
  const days = Math.round((utcDay(new Date(end)) - utcDay(new Date(start))) / DAY_MS) + 1;
  if (days <= 1) return 1;
  return days === 2 ? 2 : 3;
}
