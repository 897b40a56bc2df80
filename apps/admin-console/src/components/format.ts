// How the admin console writes times and money: en-US; times in UTC with the zone named, so every
// administrator reads the same moment; amounts (major units, as the API answers them) as the domain
// writes them.

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Sep 1, 2030, 8:00 AM UTC' */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** 'Sep 1, 2030' */
export const formatDate = (iso: string) => date.format(new Date(iso));
export { formatAmount } from '@pavilion/domain';
