// Event-day check-in: POST /api/partner/events/{id}/check-ins (a scan or a manual check-in), its undo
// (DELETE .../check-ins/{ticketId}), the live counts (GET .../check-ins/summary) and the attendee list
// with check-in status (GET .../attendees, a page or CSV). For the partner's owner and team members.
import {
  CHECK_IN_MESSAGES as M,
  ZAttendee,
  ZAttendeesPage,
  ZAttendeesQuery,
  ZCheckInAnswer,
  ZCheckInBody,
  ZCheckInParams,
  ZCheckInSummary,
  ZCheckInUndoParams,
  API_PATHS,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { actorOf } from '../../platform/audit';
import { ticketCodeKey } from '../tickets';
import { PartnerAttendees } from './read-model';
import { PartnerCheckIns } from './service';

export function checkInsModule(ctx: ModuleContext) {
  const { db, now, logger, config } = ctx;
  const m = apiModule(ctx, { tag: 'Check-in', access: 'partner' });
  const codeKey = ticketCodeKey(config.jwtSecret);
  const checkIns = (partnerId: number | null) => new PartnerCheckIns({ db, now, codeKey }, partnerId!);
  const attendees = (partnerId: number | null) => new PartnerAttendees(db, partnerId!);
  const notYours = NOT_FOUND.event;

  m.post(
    API_PATHS.partnerEventCheckIns,
    {
      scope: 'check-ins:write',
      summary: 'Checks a ticket in at the door: a scanned code or a ticket chosen by hand',
      description:
        "Body `{ code }` (the text of the ticket's QR code, `PVT1.<ticket id>.<signature>`) or `{ ticketId }`, and `scannedAt` when a scanner that was offline made the scan earlier. Always 200 with `result`: CHECKED_IN (with the ticket, `checkedInAt` and `checkedInBy`), ALREADY_CHECKED_IN (when and by whom), CANCELLED (the ticket was cancelled, alone or with its whole order: when, in the event's time zone, and whether it was refunded; or its order was never paid), OTHER_EVENT (a ticket of another event; of another organiser's event nothing more is told) or INVALID (a code not signed by Pavilion, typed or forged, or no such ticket); `message` says it in words. Of two scans of one ticket at the same moment exactly one answers CHECKED_IN. The first scan by time wins: an offline scan earlier than the check-in recorded replaces it and names it in `replaced`; a scan time later than its arrival counts as its arrival.",
      params: ZCheckInParams,
      body: ZCheckInBody,
      response: ZCheckInAnswer,
      errors: { 404: notYours },
    },
    ({ auth, params, body }) =>
      checkIns(auth.partnerId).checkIn(params.id, body, {
        personId: auth.personId,
        name: `${auth.firstName} ${auth.surname}`.trim(),
        email: auth.email,
      }),
  );

  m.delete(
    API_PATHS.partnerEventCheckIn,
    {
      scope: 'check-ins:write',
      summary: 'Undoes a check-in',
      description:
        'The ticket reads as not checked in again; who undid it, when, and the check-in taken back are written to the audit log. Answers the attendee as the list shows it.',
      params: ZCheckInUndoParams,
      response: ZAttendee,
      errors: { 404: `${notYours}; ${NOT_FOUND.ticket}`, 409: M.notCheckedIn },
    },
    ({ auth, params }) => checkIns(auth.partnerId).undo(params.id, params.ticketId, actorOf(auth)),
  );

  m.get(
    API_PATHS.partnerEventCheckInSummary,
    {
      scope: 'attendees:read',
      summary: 'Live counts: checked in against sold, for the event and each ticket type',
      description:
        'Sold counts the valid tickets of paid orders. Cheap enough for a door screen to ask every few seconds.',
      params: ZCheckInParams,
      response: ZCheckInSummary,
      errors: { 404: notYours },
    },
    ({ auth, params }) => attendees(auth.partnerId).summary(params.id),
  );

  m.get(
    API_PATHS.partnerEventAttendees,
    {
      scope: 'attendees:read',
      summary: "The event's attendees with their check-in status, a page at a time or as CSV",
      description:
        'One row per valid ticket of a paid order. The list pattern: sort by `name` (surname, the default), `email`, `ticketType` or `checkedInAt`; `q` finds a name, an email or a ticket number (the start of the ticket id, dashes optional); `checkedIn=true|false` keeps those checked in or not yet. `format=csv` answers the whole filtered list (every page) as a CSV download instead; cells a spreadsheet would read as a formula start with an apostrophe.',
      params: ZCheckInParams,
      query: ZAttendeesQuery,
      response: ZAttendeesPage,
      produces: 'text/csv',
      errors: { 404: notYours },
    },
    async ({ auth, params, query, res }) => {
      const read = attendees(auth.partnerId);
      if (query.format !== 'csv') return read.list(params.id, query);
      const name = await read.eventName(params.id);
      const file = `${
        name
          .replace(/[^\w-]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .slice(0, 60) || 'event'
      }-check-in.csv`;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${file}"`);
      res.setHeader('Cache-Control', 'no-store');
      try {
        await read.writeCsv(params.id, query, res);
      } catch (err) {
        // Headers are gone: the download ends early rather than answering an error.
        logger.error({ err, eventId: params.id }, 'Attendee CSV export failed');
        res.destroy(err as Error);
      }
      // Answered: the helper sends nothing more once the headers are out.
      return undefined as never;
    },
  );
  return m;
}
