// Moments that are not an event's own (sign-ins, notifications, messages sent) read in the signed-in
// person's time-zone setting (Settings), with the zone named; the device's own zone until it is read.
import { useGetSettingsQuery } from '@pavilion/api-client';
import { dateTimeFormat, timeZoneOfSetting } from '@pavilion/domain';

/** The signed-in person's time-zone setting as an IANA zone; undefined (the device's) until it is read. */
export function usePersonTimeZone(): string | undefined {
  const { data } = useGetSettingsQuery();
  return timeZoneOfSetting(data?.defaultTimezone);
}

/** 'Mar 2, 2025, 5:15 AM EST': a moment in `timeZone` (the device's when undefined), the zone named. */
export const formatMoment = (iso: string, timeZone: string | undefined): string =>
  dateTimeFormat({
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
