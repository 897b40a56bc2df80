// Event-day check-in: a scan or a manual check-in (POST /api/partner/events/{id}/check-ins), its undo,
// the attendee list with check-in status (GET .../attendees, also as CSV) and the live counts
// (GET .../check-ins/summary). The answer to a scan names its case in words, the same on server and portal.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString, ZUuid } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { CHECK_IN_MESSAGES } from '../messages';
import { CHECK_IN_CODE_MAX } from '../constants';

/**
 * What a scan found: the ticket checked in now, or why it was not. NOT_NAMED: a ticket bought to be
 * named later whose buyer has not named its attendee yet; REPLACED: a code of a ticket whose attendee
 * was named or changed since, so a newer code took its place.
 */
export const CHECK_IN_RESULTS = [
  'CHECKED_IN',
  'ALREADY_CHECKED_IN',
  'CANCELLED',
  'OTHER_EVENT',
  'INVALID',
  'NOT_NAMED',
  'REPLACED',
] as const;
export type TCheckInResultKind = (typeof CHECK_IN_RESULTS)[number];

const M = CHECK_IN_MESSAGES;

/**
 * A scan (`code`, the text of the QR) or a manual check-in (`ticketId`). `scannedAt` is when a scanner
 * that was offline made the scan; without it the scan counts as made when it arrives.
 */
export const ZCheckInBody = z
  .object({
    code: z
      .string({ error: () => M.codeRequired })
      .trim()
      .min(1, { error: () => M.codeRequired })
      .max(CHECK_IN_CODE_MAX, { error: () => M.codeTooLong })
      .optional(),
    ticketId: z.uuid({ error: () => M.ticketIdInvalid }).optional(),
    scannedAt: z.iso.datetime({ offset: true, error: () => M.scannedAtInvalid }).optional(),
  })
  .refine((b) => b.code !== undefined || b.ticketId !== undefined, { error: () => M.codeOrTicket, path: ['code'] })
  .refine((b) => b.code === undefined || b.ticketId === undefined, { error: () => M.notBoth, path: ['ticketId'] });
export type TCheckInBody = z.output<typeof ZCheckInBody>;
export type TCheckInBodyInput = z.input<typeof ZCheckInBody>;

/** The ticket a scan found (left out when it belongs to another organiser's event). */
export const ZCheckInTicket = z.object({
  id: ZUuid,
  attendeeName: z.string(),
  email: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  ticketTypeId: ZId,
  ticketTypeName: z.string(),
  eventId: ZId,
  eventName: z.string(),
});
export type TCheckInTicket = z.infer<typeof ZCheckInTicket>;

export const ZCheckInAnswer = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  /** The case in words, as a scanner shows it. */
  message: z.string(),
  ticket: ZCheckInTicket.optional(),
  /** When the ticket was checked in (the earliest scan): for CHECKED_IN and ALREADY_CHECKED_IN. */
  checkedInAt: ZIsoDateTime.optional(),
  /** Who checked it in (the team member's name). */
  checkedInBy: z.string().optional(),
  /**
   * A scan made offline that turned out earlier than the check-in already recorded replaces it (the
   * first scan by time wins): the check-in it replaced, so the scanner can show the conflict.
   */
  replaced: z.object({ checkedInAt: ZIsoDateTime, checkedInBy: z.string() }).optional(),
});
export type TCheckInAnswer = z.infer<typeof ZCheckInAnswer>;

export const ZCheckInParams = z.object({ id: ZIdFromString });
export const ZCheckInUndoParams = z.object({
  id: ZIdFromString,
  ticketId: z.uuid({ error: () => M.ticketIdInvalid }),
});

/**
 * One attendee (one valid ticket of a paid order) with its check-in status. The attendee's fields are
 * null while the ticket is not named yet (its buyer names it later).
 */
export const ZAttendee = z.object({
  ticketId: ZUuid,
  orderId: ZUuid,
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  attendeeName: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  ticketTypeId: ZId,
  ticketTypeName: z.string(),
  checkedInAt: ZIsoDateTime.nullable(),
  checkedInBy: z.string().nullable(),
});
export type TAttendee = z.infer<typeof ZAttendee>;

export const ATTENDEE_SORTS = ['name', 'email', 'ticketType', 'checkedInAt'] as const;

/**
 * The attendee list: `q` finds a name, an email or a ticket number (the start of the ticket id);
 * `checkedIn` keeps those checked in (true) or not yet (false); `format=csv` answers the whole
 * filtered list as a CSV file instead of a page.
 */
export const ZAttendeesQuery = zListQuery({
  sorts: ATTENDEE_SORTS,
  defaultSort: 'name',
  filters: {
    checkedIn: z
      .enum(['true', 'false'], { error: () => M.checkedInInvalid })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
    format: z.enum(['json', 'csv'], { error: () => M.formatInvalid }).default('json'),
  },
});
export type TAttendeesQuery = z.output<typeof ZAttendeesQuery>;
export type TAttendeesQueryInput = z.input<typeof ZAttendeesQuery>;

export const ZAttendeesPage = zPaged(ZAttendee);
export type TAttendeesPage = z.output<typeof ZAttendeesPage>;

/** Checked in against sold (valid tickets of paid orders), for the event and per ticket type. */
export const ZCheckInSummary = z.object({
  eventId: ZId,
  checkedIn: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  ticketTypes: z.array(
    z.object({
      ticketTypeId: ZId,
      name: z.string(),
      checkedIn: z.number().int().nonnegative(),
      sold: z.number().int().nonnegative(),
    }),
  ),
});
export type TCheckInSummary = z.infer<typeof ZCheckInSummary>;
