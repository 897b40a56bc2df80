// Which duration bucket (1 day, 2 days, 3+ days) an event falls in, for the search filter.
import type { TEventDurationId } from '../constants';
import { zonedDate } from '../common/time-zones';

const DAY_MS = 86_400_000;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * Calendar days where the event happens (its time zone; UTC when none is given), first and last
 * day included: same day 1, next day 2, later 3 (3+ days).
 */
export function eventDurationIdFor(start: Date | string, end: Date | string, timeZone = 'UTC'): TEventDurationId {
  const days = dayNumber(zonedDate(new Date(end), timeZone)) - dayNumber(zonedDate(new Date(start), timeZone)) + 1;
  if (days <= 1) return 1;
  return days === 2 ? 2 : 3;
}
