// The attendee's tickets: GET /api/tickets/, GET /api/tickets/{id} (with its check-in code) and each
// ticket's QR code and PDF.
import { ZOwnedTicketDetail, ZTicketsPage, ZTicketsQuery, ZUuidParam, API_PATHS, NOT_FOUND } from '@pavilion/domain';
import type { Response } from 'express';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { AttendeeTickets } from './read-model';
import { renderTicketPdf, ticketCode, ticketCodeKey, ticketQrSvg, type TicketDocument } from './service';

export function ticketsModule(ctx: ModuleContext) {
  const { db, config, now } = ctx;
  const m = apiModule(ctx, { tag: 'Tickets', access: 'attendee' });
  const codeKey = ticketCodeKey(config.jwtSecret);

  /**
   * A file made of one of the attendee's tickets and its check-in code (for the owner of a paid order
   * only), written to the answer by `send`.
   */
  const ticketFile = (
    path: typeof API_PATHS.ticketQr | typeof API_PATHS.ticketPdf,
    doc: { summary: string; description: string; produces: string },
    send: (res: Response, ticket: TicketDocument, code: string) => Promise<unknown>,
  ) =>
    m.get(path, { ...doc, params: ZUuidParam, errors: { 404: NOT_FOUND.ticket } }, async ({ auth, params, res }) => {
      const ticket = await new AttendeeTickets(db, auth.personId, now).document(params.id);
      await send(res, ticket, ticketCode(codeKey, ticket.id, ticket.holderVersion));
    });

  m.get(
    API_PATHS.tickets,
    {
      summary: "The attendee's tickets",
      description:
        "One page of the attendee's tickets, soonest event first by default (`sort`: eventStart, eventName, purchasedAt): the named tickets of their paid orders (`role: buyer`; a ticket bought to be named later shows on its order until it is named) and the tickets given to them by someone else's order, named for them through an assign link or by a change of attendee (`role: holder`). Each with its event, ticket type, price (major units of `ticketCurrency`), attendee, until when its attendee may be changed and the paths of its QR code and PDF. `when` keeps upcoming events (not yet ended) or past ones; `q` searches the event and attendee names.",
      query: ZTicketsQuery,
      response: ZTicketsPage,
    },
    ({ auth, query }) => new AttendeeTickets(db, auth.personId, now).list(query),
  );

  m.get(
    API_PATHS.ticket,
    {
      summary: "One of the attendee's tickets, with the code its QR carries",
      description:
        "The ticket as the list shows it, and `checkInCode`: the text the QR code encodes, `PVT1.<ticket id>.<signature>`, or `PVT2.<ticket id>.<version>.<signature>` once its attendee was named later or changed (each change makes a new code and the door refuses the ones before), signed with a key derived from the server secret; the door checks the signature, so a typed or made-up code is refused. For the buyer of a paid order or the ticket's holder, while the ticket is valid and named.",
      params: ZUuidParam,
      response: ZOwnedTicketDetail,
      errors: { 404: NOT_FOUND.ticket },
    },
    async ({ auth, params }) => {
      const { holderVersion, ...ticket } = await new AttendeeTickets(db, auth.personId, now).one(params.id);
      return { ...ticket, checkInCode: ticketCode(codeKey, ticket.id, holderVersion) };
    },
  );

  ticketFile(
    API_PATHS.ticketQr,
    {
      summary: "A ticket's QR code",
      description:
        "An SVG image of the code shown at the entrance (the ticket's current one: `PVT1.<ticket id>.<signature>`, or `PVT2.<ticket id>.<version>.<signature>` after a change of attendee), signed with a key derived from the server secret, so it names the ticket and its holder and cannot be made up. For the buyer of a paid order or the ticket's holder only.",
      produces: 'image/svg+xml',
    },
    async (res, _ticket, code) => res.type('image/svg+xml').send(await ticketQrSvg(code)),
  );

  ticketFile(
    API_PATHS.ticketPdf,
    {
      summary: 'A ticket as a PDF',
      description:
        "One A5 page with the event, the attendee, the ticket type and price, and the QR code. For the buyer of a paid order or the ticket's holder only.",
      produces: 'application/pdf',
    },
    async (res, ticket, code) => {
      const pdf = await renderTicketPdf(ticket, code);
      res
        .type('application/pdf')
        .setHeader('Content-Disposition', `inline; filename="ticket-${ticket.id.slice(0, 8)}.pdf"`);
      res.send(pdf);
    },
  );
  return m;
}
