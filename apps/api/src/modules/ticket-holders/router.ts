// Tickets named later and attendees changed: PUT /api/tickets/{id}/attendee (the buyer or the holder),
// GET and POST /api/ticket-assignments/{token} (whoever holds a ticket's assign link, no sign-in) and
// GET /api/partner/orders/{orderId}/attendee-changes (the organiser's list of an order's changes).
import {
  API_PATHS,
  ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT,
  EVENT_CANCELLATION_MESSAGES,
  TICKET_HOLDER_MESSAGES as M,
  ZAssignTokenParams,
  ZAttendeeChangesPage,
  ZAttendeeChangesQuery,
  ZOrderIdParams,
  ZTicketAssigned,
  ZTicketAssignment,
  ZTicketAttendeeChanged,
  ZTicketHolder,
  ZUuidParam,
  NOT_FOUND,
  TICKET_STATE,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { actorOf } from '../../platform/audit';
import { apiModule } from '../../platform/route';
import { PartnerAttendeeChanges } from './read-model';
import { TicketHolders } from './service';

export function ticketHoldersModule(ctx: ModuleContext) {
  const { db, now, config } = ctx;
  const m = apiModule(ctx, { tag: 'Ticket holders', access: 'attendee' });
  const holders = new TicketHolders({ db, now, config });
  const changed =
    'The ticket and its attendee: `change` is `named` for a ticket that had none, `changed` for a new attendee.';

  m.put(
    API_PATHS.ticketAttendee,
    {
      summary: "Names a ticket's attendee, or gives the ticket to someone else",
      description: `Body: firstName, surname, email, company, jobTitle (each required, as at checkout). For the buyer of the ticket's paid order and for the ticket's holder (a person it was named for through its link or by a change, whose account has the attendee's email); anyone else gets 404. A ticket bought to be named later can be named until the event ends; a named ticket's attendee can be changed until the organiser's cutoff (by default ${ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT} hours before the start; \`attendeeChangesUntil\` on the order and the ticket), not once the ticket was checked in. Each naming or change gives the ticket a new QR code (the door refuses the one before, saying the ticket was passed on), emails the new attendee their ticket with it, tells the attendee before that their code stopped working, puts the ticket among the new attendee's tickets if their account has that email, and is written to the audit log and the organiser's list of the order's changes. ${changed}`,
      params: ZUuidParam,
      body: ZTicketHolder,
      response: ZTicketAttendeeChanged,
      errors: {
        404: NOT_FOUND.ticket,
        409: `${M.changesClosed({ hours: 24, until: 'Jun 9, 2026, 09:00 BST' })}; ${M.checkedIn}; ${TICKET_STATE.cancelled}; ${M.orderNotPaid}; ${EVENT_CANCELLATION_MESSAGES.cancelledByOrganiser}; ${M.eventOver}; ${M.nothingChanged}`,
      },
    },
    ({ auth, params, body }) => holders.change(actorOf(auth), params.id, body),
  );

  m.get(
    API_PATHS.ticketAssignment,
    {
      summary: 'The ticket an assign link names',
      description:
        'For whoever holds the link (no sign-in): the event, the ticket type and who bought it, so the colleague it was sent to can name themselves. The token is signed by the server; it is never written to a log. A link whose ticket is named already answers 410 (`reason: used`), as does one whose ticket was cancelled (`cancelled`), whose order is not paid (`unpaid`) or whose event was cancelled (`event-cancelled`) or is over (`over`).',
      access: 'public',
      params: ZAssignTokenParams,
      response: ZTicketAssignment,
      errors: {
        400: M.linkInvalid,
        404: M.linkInvalid,
        410: `${M.linkUsed}; ${TICKET_STATE.cancelled}; ${M.eventOver}`,
      },
    },
    ({ params }) => holders.assignment(params.token),
  );

  m.post(
    API_PATHS.ticketAssignment,
    {
      summary: 'Names the ticket an assign link names',
      description:
        "Body: firstName, surname, email, company, jobTitle (each required, as at checkout). Whoever holds the link names the ticket once: it gets its attendee and a QR code, its email goes to that address, the ticket shows among the tickets of the account with that email if there is one, the buyer is told in their notifications and the change is written to the audit log and the organiser's list of the order's changes. A link used already answers 410 in words, and so do the other cases of the GET; nothing is written on a refusal.",
      access: 'public',
      params: ZAssignTokenParams,
      body: ZTicketHolder,
      response: ZTicketAssigned,
      errors: {
        400: M.linkInvalid,
        404: M.linkInvalid,
        410: `${M.linkUsed}; ${TICKET_STATE.cancelled}; ${M.eventOver}`,
      },
    },
    ({ params, body }) => holders.assign(params.token, body),
  );

  m.get(
    API_PATHS.partnerOrderAttendeeChanges,
    {
      summary: "The changes of attendee on an order of the partner's events",
      description:
        "The list pattern, newest first by default (`sort`: at): each ticket named after checkout (through its assign link or by the buyer) and each change of attendee (by the buyer or the ticket's holder), when, by whom (`by`: buyer, holder or link, and the name they acted under), the ticket's type and the attendee before (null when it had none) and after.",
      access: 'partner',
      params: ZOrderIdParams,
      query: ZAttendeeChangesQuery,
      response: ZAttendeeChangesPage,
      errors: { 404: NOT_FOUND.order },
    },
    ({ auth, params, query }) => new PartnerAttendeeChanges(db, auth.partnerId!).list(params.orderId, query),
  );
  return m;
}
