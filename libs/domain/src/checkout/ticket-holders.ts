// Tickets named later and attendees changed: who a ticket is for (the same fields and rules at checkout,
// on the assign link and when the buyer or the holder changes the attendee), the assign link's page,
// the partner's list of an order's changes of attendee and the event's cutoff for changes.
import { z } from 'zod';
import '../common/zod-messages';
import { ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT, ATTENDEE_CHANGE_CUTOFF_HOURS_MAX, TEXT_LIMITS } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZEmail } from '../common/email';
import { ZId, ZUuid } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { zRequiredText } from '../common/text';
import { MESSAGES } from '../messages/common';
import { TICKET_HOLDER_MESSAGES as M } from '../messages/ticket-holders';

export { TICKET_HOLDER_MESSAGES } from '../messages/ticket-holders';

/** A ticket's attendee: name, email, company and job title, each required. */
export const ZTicketHolder = z.object({
  firstName: zRequiredText(() => MESSAGES.firstNameRequired, { max: TEXT_LIMITS.personName }),
  surname: zRequiredText(() => MESSAGES.surnameRequired, { max: TEXT_LIMITS.personName }),
  email: ZEmail,
  company: zRequiredText(() => MESSAGES.companyRequired, { max: TEXT_LIMITS.companyName }),
  jobTitle: zRequiredText(() => MESSAGES.jobTitleRequired, { max: TEXT_LIMITS.jobTitle }),
});
export type TTicketHolder = z.output<typeof ZTicketHolder>;
export type TTicketHolderInput = z.input<typeof ZTicketHolder>;

/** The attendee fields of a ticket, in the order the forms show them. */
export const TICKET_HOLDER_FIELDS = ['firstName', 'surname', 'email', 'company', 'jobTitle'] as const;
export type TTicketHolderField = (typeof TICKET_HOLDER_FIELDS)[number];

/** The attendee's name as one text. */
export function ticketHolderName(holder: Pick<TTicketHolder, 'firstName' | 'surname'>): string {
  return `${holder.firstName} ${holder.surname}`.trim();
}

/** The attendee as read back: a ticket's holder, or what it was before a change. */
export const ZTicketHolderView = z.object({
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  company: z.string(),
  jobTitle: z.string(),
});
export type TTicketHolderView = z.infer<typeof ZTicketHolderView>;

// The event's cutoff -------------------------------------------------------------------------------

const cutoffHoursNumber = () => {
  const message = () => M.cutoffHoursInvalid;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(ATTENDEE_CHANGE_CUTOFF_HOURS_MAX, { error: message });
};
const cutoffHoursInput = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value;

/**
 * Until how many hours before the start the buyer or the holder may change a ticket's attendee (0:
 * until the start). A whole number, from a form's text or a body's number; left out: the default.
 */
export function zAttendeeChangeCutoffHours() {
  return z.preprocess(cutoffHoursInput, cutoffHoursNumber().default(ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT));
}

/** The same in an edit, where left out means the event's own (undefined). */
export function zAttendeeChangeCutoffHoursEdit() {
  return z.preprocess(cutoffHoursInput, cutoffHoursNumber().optional());
}

/** The last moment an event's attendees can be changed: its start less the cutoff. */
export function attendeeChangesUntil(startDateTime: string | Date, cutoffHours: number): string {
  return new Date(new Date(startDateTime).getTime() - cutoffHours * 3_600_000).toISOString();
}

// Changing the attendee ------------------------------------------------------------------------------

/**
 * PUT /api/tickets/{id}/attendee: the buyer names a ticket of their order (any time until the event
 * ends) or changes its attendee (until the cutoff), as does its holder. `named`: the ticket had no
 * attendee; `changed`: the new attendee replaced the one before, whose QR code no longer works.
 */
export const ZTicketAttendeeChanged = z.object({
  ticketId: ZUuid,
  orderId: ZUuid,
  change: z.enum(['named', 'changed']),
  attendee: ZTicketHolderView,
});
export type TTicketAttendeeChanged = z.infer<typeof ZTicketAttendeeChanged>;

// The assign link --------------------------------------------------------------------------------------

// Its path, ticketAssignPath, is with the other pages the server links to (common/linked-pages.ts).

/** An assign link's token: the ticket and its signature, 43 URL-safe characters. */
export const ZAssignTokenParams = z.object({
  token: z.string({ error: () => M.linkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, { error: () => M.linkInvalid }),
});
export type TAssignTokenParams = z.output<typeof ZAssignTokenParams>;

/** GET /api/ticket-assignments/{token}: the ticket the link names, for whoever holds the link. */
export const ZTicketAssignment = z.object({
  ticketTypeName: z.string(),
  /** Who bought it (and gave the link on), and the company they bought for, if any. */
  buyerName: z.string(),
  companyName: z.string().nullable(),
  event: z.object({
    id: ZId,
    name: z.string(),
    startDateTime: ZIsoDateTime,
    endDateTime: ZIsoDateTime,
    timeZone: z.string(),
    venue: z.object({ name: z.string(), address: z.string().nullable() }).nullable(),
  }),
});
export type TTicketAssignment = z.infer<typeof ZTicketAssignment>;

/** POST /api/ticket-assignments/{token}: the ticket is named; its email with the QR code goes to `email`. */
export const ZTicketAssigned = z.object({
  eventName: z.string(),
  attendeeName: z.string(),
  email: z.string(),
});
export type TTicketAssigned = z.infer<typeof ZTicketAssigned>;

// The partner's list of an order's changes ---------------------------------------------------------------

/**
 * One change of attendee on an order, from the audit log: a ticket named (through its link, by the
 * buyer) or its attendee changed (by the buyer or the holder), with the attendee before (null when
 * it had none) and after.
 */
export const ZAttendeeChange = z.object({
  id: z.number().int().positive(),
  at: ZIsoDateTime,
  ticketId: ZUuid,
  ticketTypeName: z.string(),
  change: z.enum(['named', 'changed']),
  /** buyer: the order's buyer; holder: the ticket's attendee; link: whoever opened the assign link. */
  by: z.enum(['buyer', 'holder', 'link']),
  byName: z.string().nullable(),
  from: ZTicketHolderView.nullable(),
  to: ZTicketHolderView,
});
export type TAttendeeChange = z.infer<typeof ZAttendeeChange>;

/** GET /api/partner/orders/{orderId}/attendee-changes: newest first by default. */
export const ZAttendeeChangesQuery = zListQuery({ sorts: ['at'], defaultSort: 'at', defaultDirection: 'desc' });
export type TAttendeeChangesQuery = z.output<typeof ZAttendeeChangesQuery>;
export type TAttendeeChangesQueryInput = z.input<typeof ZAttendeeChangesQuery>;
export const ZAttendeeChangesPage = zPaged(ZAttendeeChange);
export type TAttendeeChangesPage = z.output<typeof ZAttendeeChangesPage>;
