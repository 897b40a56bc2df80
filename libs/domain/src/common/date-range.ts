// Start/end rules shared by the event form, ticket types and the API bodies behind them.
import { z } from 'zod';
import './zod-messages';
import { DEFAULT_EVENT_END_TIME, DEFAULT_EVENT_START_TIME } from '../constants';
import { MESSAGES } from '../messages';
import { parseTime, toLocalIsoDate } from './dates';
import { whenPresent } from './refine';
import { readText, type TMessageText } from './text';

/**
 * `.refine(...)` arguments: the end may not be before the start (equal is fine). Missing or
 * unparseable values are left to their own field rules.
 */
export function endNotBeforeStartRule<S extends string, E extends string>(
  startKey: S,
  endKey: E,
  message: TMessageText,
): [(value: Record<S | E, unknown>) => boolean, z.core.$ZodCustomParams] {
  return [
    (value) => {
      const start = value[startKey];
      const end = value[endKey];
      if (typeof start !== 'string' || typeof end !== 'string') return true;
      const startTime = parseTime(start);
      const endTime = parseTime(end);
      if (Number.isNaN(startTime) || Number.isNaN(endTime)) return true;
      return endTime >= startTime;
    },
    { error: () => readText(message), path: [endKey], when: whenPresent(startKey, endKey) },
  ];
}

/** The event form's live check: a bad value or an end before the start, as the spec's messages. */
export function validateDateTimeRange(start: string, end: string): string | null {
  const startTime = parseTime(start);
  const endTime = parseTime(end);
  if (start === '' || end === '' || Number.isNaN(startTime) || Number.isNaN(endTime)) return MESSAGES.dateTimeInvalid;
  return endTime < startTime ? MESSAGES.dateTimeEndBeforeStart : null;
}

/**
 * When the start moves past the end, the end resets to the start's date (keeping its own time);
 * if that is still before the start, the end becomes the start. Works on `datetime-local` values.
 */
export function adjustEndAfterStartChange(start: string, end: string): string {
  const startTime = parseTime(start);
  const endTime = parseTime(end);
  if (Number.isNaN(startTime)) return end;
  if (!Number.isNaN(endTime) && endTime >= startTime) return end;
  const endTimeOfDay = /T(\d{2}:\d{2})/.exec(end)?.[1];
  const candidate = endTimeOfDay ? `${start.slice(0, 10)}T${endTimeOfDay}` : start;
  return parseTime(candidate) >= startTime ? candidate : start;
}

/** New events default to today, 09:00 to 17:00 (local `datetime-local` values). */
export function defaultEventDateTimes(now: Date): { startDateTime: string; endDateTime: string } {
  const today = toLocalIsoDate(now);
  return {
    startDateTime: `${today}T${DEFAULT_EVENT_START_TIME}`,
    endDateTime: `${today}T${DEFAULT_EVENT_END_TIME}`,
  };
}
