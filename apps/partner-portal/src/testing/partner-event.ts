// The event as GET /api/partner/events/{id} answers it, for the portal's page tests: the domain's sample
// event with what only its organiser reads (each ticket type's stock and waiting list, the extras'
// capacity, the versions).
import type { TEventDetail, TPartnerEventDetail, TPartnerTicketType } from '@pavilion/domain';
import { testEventDetail } from '@pavilion/domain/testing';

type PublicTicketType = TEventDetail['ticketTypes'][number];

/** The sample event's ticket types as the public reads them: Standard, then VIP. */
export const [STANDARD, VIP] = testEventDetail().ticketTypes as [PublicTicketType, PublicTicketType];

/** A ticket type with `quantity` seats, `sold` and `held` of them, on sale, its waiting list open and empty. */
export function withStock(type: PublicTicketType, quantity: number, sold = 0, held = 0): TPartnerTicketType {
  return {
    ...type,
    quantity,
    sold,
    held,
    available: quantity - sold - held,
    offered: true,
    waitingList: { open: true, waiting: 0, offered: 0 },
  };
}

/** The sample event, not yet public: 100 seats of each ticket type, extras without a capacity, no versions, its VAT not stated. */
export function testPartnerEvent(over: Partial<TPartnerEventDetail> = {}): TPartnerEventDetail {
  const base = testEventDetail();
  return {
    ...base,
    ticketTypes: base.ticketTypes.map((type) => withStock(type, 100)),
    subEvents: base.subEvents.map((s) => ({ ...s, capacity: null, held: 0, sold: 0, available: null })),
    versions: [],
    hasPendingChanges: false,
    isPublic: false,
    vat: { mode: 'none', reason: 'not_stated' },
    attendeeChangeCutoffHours: 24,
    ...over,
  };
}
