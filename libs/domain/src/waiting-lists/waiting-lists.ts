// Waiting lists of sold-out ticket types: an attendee joins with a quantity and sees their place;
// when seats come back the first in line whose quantity fits gets an offer (the seats held for them
// until `offerExpiresAt`), taken up by an order that names the place (`offerId` in POST /api/orders/).
import { z } from 'zod';
import { zListQuery, zPaged } from '../common/list';
import '../common/zod-messages';
import { TICKET_QTY_MAX } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { MESSAGES } from '../messages';
import { formatSelectionParam, SELECTION_QUERY_PARAM } from '../checkout/ticket-selection';

/** Hours an offer holds its seats unless the event starts or the ticket type's sales end sooner. */
export const WAITING_LIST_OFFER_HOURS = 24;

/** waiting: in line; offered: seats held until offerExpiresAt; taken: an order took them; expired: the offer ran out. */
export const WAITING_LIST_STATUSES = ['waiting', 'offered', 'taken', 'expired'] as const;
export type TWaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

export const ZWaitingListQuantity = z
  .number()
  .int({ error: () => MESSAGES.ticketQuantityRange })
  .min(1, { error: () => MESSAGES.ticketQuantityRange })
  .max(TICKET_QTY_MAX, { error: () => MESSAGES.ticketQuantityRange });

/** POST /api/waiting-lists: join a sold-out ticket type's list. */
export const ZJoinWaitingListBody = z.object({ ticketTypeId: ZId, quantity: ZWaitingListQuantity });
export type TJoinWaitingListBody = z.output<typeof ZJoinWaitingListBody>;

export const ZWaitingListPlaceParams = z.object({ placeId: ZIdFromString });

/** One place of the attendee on a list, as their Registrations and Events page shows it. */
export const ZWaitingListPlace = z.object({
  id: ZId,
  status: z.enum(WAITING_LIST_STATUSES),
  eventId: ZId,
  eventName: z.string(),
  eventStartAt: ZIsoDateTime,
  eventTimeZone: z.string(),
  ticketTypeId: ZId,
  ticketTypeName: z.string(),
  quantity: z.number().int().min(1),
  /** 1 for the first in line; null once an offer was made. */
  place: z.number().int().min(1).nullable(),
  joinedAt: ZIsoDateTime,
  /** While offered: until when the seats are held. */
  offerExpiresAt: ZIsoDateTime.nullable(),
});
export type TWaitingListPlace = z.infer<typeof ZWaitingListPlace>;

/** GET /api/waiting-lists: the attendee's places still waiting or offered, a page at a time, in the order they joined. */
export const ZWaitingListsQuery = zListQuery({
  sorts: ['joinedAt'] as const,
  defaultSort: 'joinedAt',
  defaultDirection: 'asc',
  defaultPageSize: 10,
});
export type TWaitingListsQuery = z.output<typeof ZWaitingListsQuery>;
export type TWaitingListsQueryInput = z.input<typeof ZWaitingListsQuery>;
export const ZWaitingListPlaces = zPaged(ZWaitingListPlace);
export type TWaitingListPlaces = z.infer<typeof ZWaitingListPlaces>;

/** A ticket type's list as its partner sees it: whether it is open, who waits, how many hold an offer. */
export const ZPartnerWaitingList = z.object({
  /** The partner's switch: while off, nobody joins and no offers are made (places already made stay). */
  open: z.boolean(),
  /** People in line. */
  waiting: z.number().int().nonnegative(),
  /** People whose offer holds seats now. */
  offered: z.number().int().nonnegative(),
});
export type TPartnerWaitingList = z.infer<typeof ZPartnerWaitingList>;

/** PUT /api/partner/events/{id}/ticket-types/{ttId}/waiting-list: turns the list on or off. */
export const ZWaitingListSwitchBody = z.object({ open: z.boolean({ error: () => MESSAGES.optionInvalid }) });
export type TWaitingListSwitchBody = z.output<typeof ZWaitingListSwitchBody>;

/** The query value that carries an offer's id through checkout (beside the ticket selection). */
export const OFFER_QUERY_PARAM = 'offer';

/** The marketplace path that opens checkout on an offer (the link of the offer email and of the place's card). */
export function waitingListOfferPath(offer: { id: number; eventId: number; ticketTypeId: number; quantity: number }) {
  const query = `${SELECTION_QUERY_PARAM}=${formatSelectionParam({ [offer.ticketTypeId]: offer.quantity })}`;
  return `/events/${offer.eventId}/ticket-purchase-details?${query}&${OFFER_QUERY_PARAM}=${offer.id}`;
}
