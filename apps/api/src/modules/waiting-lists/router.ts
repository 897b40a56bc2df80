// POST and GET /api/waiting-lists, DELETE /api/waiting-lists/{placeId}: the attendee's places on the
// waiting lists of sold-out ticket types.
import {
  API_PATHS,
  ORDER_MESSAGES,
  WAITING_LIST_MESSAGES as M,
  ZJoinWaitingListBody,
  ZWaitingListPlace,
  ZWaitingListPlaceParams,
  ZWaitingListPlaces,
  ZWaitingListsQuery,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { AttendeeWaitingLists } from './service';

export function waitingListsModule(ctx: ModuleContext) {
  const { db, now, config } = ctx;
  const m = apiModule(ctx, { tag: 'Waiting lists', access: 'attendee' });
  const mine = (personId: number) =>
    new AttendeeWaitingLists(db, personId, now, { maxPerPerson: config.maxHeldTicketsPerPerson, links: config });

  m.post(
    API_PATHS.waitingLists,
    {
      summary: "Joins a sold-out ticket type's waiting list",
      description: `Body: ticketTypeId and quantity (1 to ${config.maxHeldTicketsPerPerson}, the most a person may hold of one event). One place per person and ticket type. When seats come back, the first in line whose quantity fits is offered them: the seats are held for them (24 hours, never past the event's start or the ticket type's sales end) and an email links to checkout, where an order with \`offerId\` takes them. The answer is the place, with \`place\` its position in line (1 is next).`,
      body: ZJoinWaitingListBody,
      response: ZWaitingListPlace,
      status: 201,
      errors: {
        404: M.ticketTypeNotFound,
        409: `${M.seatsFree({ name: 'Standard Pass' })}; ${M.listClosed({ name: 'Standard Pass' })}; ${M.notOnSale({ name: 'Standard Pass' })}; ${M.alreadyOnList({ name: 'Standard Pass' })}; ${M.quantityLimit({ limit: config.maxHeldTicketsPerPerson })}; ${ORDER_MESSAGES.eventCancelled}; ${ORDER_MESSAGES.eventStarted}`,
      },
    },
    ({ auth, body }) => mine(auth.personId).join(body),
  );

  m.get(
    API_PATHS.waitingLists,
    {
      summary: "The attendee's places on waiting lists",
      description:
        'Places still waiting (with `place`, the position in line) or offered (with `offerExpiresAt`, until when the seats are held), in the order they were joined; the list pattern (`page`, `pageSize`, 10 by default).',
      query: ZWaitingListsQuery,
      response: ZWaitingListPlaces,
    },
    ({ auth, query }) => mine(auth.personId).list(query),
  );

  m.delete(
    API_PATHS.waitingListPlace,
    {
      summary: 'Leaves a waiting list',
      description:
        "Removes the place; if it had an offer, the offer's seats go to the next in line at once. Another attendee's place, or one already taken or expired, answers 404.",
      params: ZWaitingListPlaceParams,
      status: 204,
      errors: { 404: M.placeNotFound },
    },
    async ({ auth, params }) => {
      await mine(auth.personId).leave(params.placeId);
    },
  );
  return m;
}
