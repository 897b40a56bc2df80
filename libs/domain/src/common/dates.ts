// Date and time schemas and pure date rules. Bodies and responses carry UTC ISO instants;
// forms carry the browser's `date` ('YYYY-MM-DD') and `datetime-local` ('YYYY-MM-DDTHH:mm') text.
import { z } from 'zod';
import './zod-messages';
import { MESSAGES } from '../messages';

/** A calendar date 'YYYY-MM-DD' (a real date: 2024-02-30 fails). */
export const ZIsoDate = z.iso.date({ error: () => MESSAGES.dateInvalid });

/** An instant with seconds and a Z or offset, as `Date.prototype.toISOString` writes it. */
export const ZIsoDateTime = z.iso.datetime({ offset: true, error: () => MESSAGES.dateTimeInvalid });

/** A `datetime-local` input value, in the browser's own time zone. */
export const ZLocalDateTimeInput = z.iso
  .datetime({ local: true, error: () => MESSAGES.dateTimeInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/, { error: () => MESSAGES.dateTimeInvalid });

/** A source of "now", injected so rules that depend on the date are testable. */
export type TClock = () => Date;
export const systemClock: TClock = () => new Date();

/** Age as the spec judges it: by year difference only (UTC years), ignoring month and day. */
export function ageByYearDifference(isoDate: string, now: Date): number {
  return now.getUTCFullYear() - Number(isoDate.slice(0, 4));
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The local calendar date of `date` as 'YYYY-MM-DD' (what a `date` input shows). */
export function toLocalIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A `datetime-local` value (read in the runtime's zone) as a UTC ISO instant for the API. */
export function localDateTimeToIso(local: string): string {
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid local date/time: ${local}`);
  return date.toISOString();
}

/** A UTC ISO instant as a `datetime-local` value in the runtime's zone, to prefill an edit form. */
export function isoToLocalDateTimeInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid ISO date/time: ${iso}`);
  return `${toLocalIsoDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Joins a 'YYYY-MM-DD' date and an 'HH:mm' time into a `datetime-local` value. */
export function combineDateAndTime(isoDate: string, time: string): string {
  return `${isoDate}T${time}`;
}

/** Milliseconds since the epoch for an ISO date, date-time or local date-time; NaN when unparseable. */
export function parseTime(value: string): number {
  return new Date(value).getTime();
}

export type TDuration = { days: number; hours: number; minutes: number };

/** The span between two instants as whole days, hours and minutes (negative spans give zeros). */
export function durationParts(start: string, end: string): TDuration {
  const totalMinutes = Math.max(0, Math.floor((parseTime(end) - parseTime(start)) / 60_000));
  if (Number.isNaN(totalMinutes)) return { days: 0, hours: 0, minutes: 0 };
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor((totalMinutes % (24 * 60)) / 60),
    minutes: totalMinutes % 60,
  };
}

/** An optional `date` input: '' or null clear it (null), otherwise a real 'YYYY-MM-DD'. */
export function zOptionalIsoDate() {
  return z
    .union([z.literal(''), z.null(), ZIsoDate], { error: () => MESSAGES.dateInvalid })
    .optional()
    .transform((value) => (value ? value : null));
}

/** An optional `datetime-local` input: '' or null mean none (null). */
export function zOptionalLocalDateTimeInput() {
  return z
    .union([z.literal(''), z.null(), ZLocalDateTimeInput], { error: () => MESSAGES.dateTimeInvalid })
    .optional()
    .transform((value) => (value ? value : null));
}

/** An optional instant in a body: null or missing mean none (null). */
export function zOptionalIsoDateTime() {
  return ZIsoDateTime.nullable()
    .optional()
    .transform((value) => value ?? null);
}

/** Converts an optional `datetime-local` value (null stays null). */
export function optionalLocalDateTimeToIso(local: string | null): string | null {
  return local === null ? null : localDateTimeToIso(local);
}
