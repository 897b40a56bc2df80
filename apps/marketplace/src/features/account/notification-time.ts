// How notification times read: relative when recent ('5 minutes ago'), otherwise the moment in the person's
// time-zone setting, the zone named.
import { formatRelativeTime } from '@pavilion/domain';
import { formatMoment } from '@pavilion/features-account';
import { ACCOUNT_TEXT } from './messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatNotificationTime(iso: string, timeZone: string | undefined, now: Date = new Date()): string {
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (Number.isNaN(ago)) return '';
  if (ago < MINUTE) return ACCOUNT_TEXT.justNow;
  if (ago < HOUR) return formatRelativeTime(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return formatRelativeTime(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return formatRelativeTime(-Math.floor(ago / DAY), 'day');
  return formatMoment(iso, timeZone);
}
