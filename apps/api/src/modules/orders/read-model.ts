// The attendee's own orders as the API answers them (ZOrder, ZOrdersPage). AttendeeOrders is built with
// the attendee's person id, so every query is scoped to its owner by construction.
import { and, asc, count, eq, gt, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  attendeeChangesUntil,
  formatCardExpiry,
  fromMinor,
  maskCardNumber,
  maskedRefundAccount,
  type TEventChange,
  type TOrder,
  type TOrderRefund,
  type TOrderStatus,
  type TOrdersPage,
  type TOrdersQuery,
  ticketAssignPath,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import {
  countries,
  eventImages,
  events,
  orders,
  payments,
  places,
  promoCodes,
  refunds,
  subEvents,
  ticketSubEvents,
  tickets,
  ticketTypes,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import { countryNamed } from '../../platform/reference-names';
import { containsPattern, listPage } from '../../platform/list';
import { claimsOfOrders } from '../damage-claims';
import { EVENT_SCHEDULE_COLUMNS, fileUrl } from '../events';
import { openChangeOffers } from './change-offers';
import { assignToken } from '../tickets';

export type OwnedOrderRow = typeof orders.$inferSelect;

/** The card of a paid order as read back: masked to its last 4 digits, never a CVV; none for a bank transfer. */
function paymentDetailsView(p: typeof payments.$inferSelect, countryName: string | null): TOrder['paymentDetails'] {
  if (
    !p.cardLast4 ||
    !p.cardBrand ||
    !p.expiryMonth ||
    !p.expiryYear ||
    !p.cardholderName ||
    !p.cardholderAddress ||
    !p.cardholderZipCode
  )
    return null;
  return {
    id: p.id,
    cardNumber: maskCardNumber(p.cardLast4),
    cardBrand: p.cardBrand,
    expiryDate: formatCardExpiry(p.expiryMonth, p.expiryYear),
    cardholderName: p.cardholderName,
    cardholderAddress: p.cardholderAddress,
    cardholderZipCode: p.cardholderZipCode,
    cardholderCountry: countryName ?? '',
  };
}

interface OrderHead {
  order: OwnedOrderRow;
  eventName: string;
  eventStartAt: Date;
  eventEndAt: Date;
  eventTimeZone: string;
  venueName: string | null;
  venueAddress: string | null;
  eventCancelledAt: Date | null;
  eventCancellationReason: string | null;
  thumbnailFileId: string | null;
  attendeeCutoffHours: number;
}

/** The signed-in attendee's orders. Every query filters by the person id given at construction. */
export class AttendeeOrders {
  private readonly reads: OrderViews;

  /**
   * `assignKey` (tickets' ticketAssignKey): the buyer's own reading, with the assign link of each ticket
   * of a paid order that is not named yet; without it, none.
   */
  constructor(
    private readonly db: DbOrTx,
    private readonly personId: number,
    private readonly now: () => Date,
    assignKey?: Buffer,
  ) {
    this.reads = new OrderViews(db, now, assignKey);
  }

  /** The order row if it is this attendee's. */
  async find(orderId: string): Promise<OwnedOrderRow | null> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.personId, this.personId)));
    return row ?? null;
  }

  /** The owner's orders, narrowed further by `extra`. */
  private mine(extra?: SQL): SQL {
    return and(eq(orders.personId, this.personId), extra) as SQL;
  }

  /**
   * A status as the attendee reads it: a pending order past its hold is already expired (the worker
   * records it within seconds), so the filter follows effectiveStatus().
   */
  private statusIs(status: TOrderStatus, now: Date): SQL {
    const pastHold = lte(orders.holdExpiresAt, now);
    if (status === 'pending') return and(eq(orders.status, 'pending'), gt(orders.holdExpiresAt, now)) as SQL;
    if (status === 'expired')
      return or(eq(orders.status, 'expired'), and(eq(orders.status, 'pending'), pastHold)) as SQL;
    return eq(orders.status, status);
  }

  /** One page of the owner's orders: newest first unless asked otherwise; `q` searches the event's name. */
  async list(query: TOrdersQuery): Promise<TOrdersPage> {
    const now = this.now();
    const where = this.mine(
      and(
        query.status ? this.statusIs(query.status, now) : undefined,
        query.q ? ilike(events.name, containsPattern(query.q)) : undefined,
      ),
    );
    return listPage(
      query,
      { createdAt: orders.createdAt, total: orders.totalMinor, eventStart: [events.startAt, orders.createdAt] },
      orders.id,
      {
        rows: async ({ orderBy, limit, offset }) =>
          this.views(
            await this.select()
              .where(where)
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset),
          ),
        count: async () =>
          (
            await this.db
              .select({ n: count() })
              .from(orders)
              .innerJoin(events, eq(events.id, orders.eventId))
              .where(where)
          )[0].n,
      },
    );
  }

  async get(orderId: string): Promise<TOrder> {
    const [view] = await this.views(await this.select().where(this.mine(eq(orders.id, orderId))));
    if (!view) throw notFound(NOT_FOUND.order);
    return view;
  }

  private select() {
    return this.reads.select();
  }

  private views(rows: OrderHead[]): Promise<TOrder[]> {
    return this.reads.views(rows);
  }
}

/**
 * Orders as their owner reads them, from order rows already chosen (the attendee's own; the orders of a
 * partner's events): tickets, extras, the payment with the card masked, refunds and damage claims.
 */
export class OrderViews {
  /** `assignKey`: for the buyer only, the key the assign links of their unnamed tickets are signed with. */
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
    private readonly assignKey?: Buffer,
  ) {}

  select() {
    return this.db
      .select({
        order: orders,
        ...EVENT_SCHEDULE_COLUMNS,
        thumbnailFileId: eventImages.fileId,
        attendeeCutoffHours: events.attendeeChangeCutoffHours,
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .leftJoin(places, eq(places.id, events.venueId))
      .leftJoin(eventImages, eq(eventImages.id, events.thumbnailImageId))
      .$dynamic();
  }

  /** The whole answer for order rows already read, in their order. */
  async views(rows: OrderHead[]): Promise<TOrder[]> {
    if (!rows.length) return [];
    const orderIds = rows.map((r) => r.order.id);
    const paidIds = rows.filter((r) => r.order.status === 'paid').map((r) => r.order.id);
    const promoIds = [...new Set(rows.flatMap((r) => (r.order.promoCodeId === null ? [] : [r.order.promoCodeId])))];
    const [ticketRows, paymentRows, refundRows, promoRows, claimsByOrder, offers] = await Promise.all([
      this.db
        .select({ ticket: tickets, typeName: ticketTypes.name })
        .from(tickets)
        .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
        .where(inArray(tickets.orderId, orderIds))
        .orderBy(asc(tickets.position)),
      paidIds.length
        ? this.db
            .select({ payment: payments, countryName: countries.name, countryCode: countries.code })
            .from(payments)
            .innerJoin(countries, eq(countries.id, payments.cardholderCountryId))
            .where(and(inArray(payments.orderId, paidIds), eq(payments.status, 'succeeded')))
        : Promise.resolve([]),
      this.db
        .select()
        .from(refunds)
        .where(inArray(refunds.orderId, orderIds))
        .orderBy(asc(refunds.createdAt), asc(refunds.id)),
      promoIds.length
        ? this.db
            .select({ id: promoCodes.id, code: promoCodes.code })
            .from(promoCodes)
            .where(inArray(promoCodes.id, promoIds))
        : Promise.resolve([]),
      claimsOfOrders(this.db, orderIds),
      openChangeOffers(this.db, paidIds, this.now()),
    ]);
    const promoCodeOf = new Map(promoRows.map((p) => [p.id, p.code]));
    const extraRows = ticketRows.length
      ? await this.db
          .select({
            ticketId: ticketSubEvents.ticketId,
            id: subEvents.id,
            name: subEvents.name,
            price: ticketSubEvents.priceMinor,
          })
          .from(ticketSubEvents)
          .innerJoin(subEvents, eq(subEvents.id, ticketSubEvents.subEventId))
          .where(
            inArray(
              ticketSubEvents.ticketId,
              ticketRows.map((r) => r.ticket.id),
            ),
          )
          .orderBy(asc(subEvents.startAt), asc(subEvents.id))
      : [];

    const extrasByTicket = groupBy(extraRows, (r) => r.ticketId);
    const ticketsByOrder = groupBy(ticketRows, (r) => r.ticket.orderId);
    const refundsByOrder = groupBy(refundRows, (r) => r.orderId);
    const paymentByOrder = new Map(paymentRows.map((r) => [r.payment.orderId, r]));
    const now = this.now();
    return rows.map((row) => {
      const { order, eventName, eventStartAt, eventEndAt, eventTimeZone, thumbnailFileId } = row;
      const payment = paymentByOrder.get(order.id);
      // A paid order's unnamed tickets can be named until its event ends (unless it was cancelled).
      const namingOpen = order.status === 'paid' && !row.eventCancelledAt && eventEndAt.getTime() > now.getTime();
      return {
        id: order.id,
        eventId: order.eventId,
        createdAt: order.createdAt.toISOString(),
        status: effectiveStatus(order, now),
        firstName: order.buyerFirstName,
        surname: order.buyerSurname,
        purchasingUserEmail: order.buyerEmail,
        event: {
          id: order.eventId,
          name: eventName,
          imageUrl: fileUrl(thumbnailFileId),
          startDateTime: eventStartAt.toISOString(),
          endDateTime: eventEndAt.toISOString(),
          timeZone: eventTimeZone,
          venue: row.venueName === null ? null : { name: row.venueName, address: row.venueAddress },
          cancelledAt: row.eventCancelledAt?.toISOString() ?? null,
          cancellationReason: row.eventCancelledAt ? row.eventCancellationReason : null,
        },
        tickets: (ticketsByOrder.get(order.id) ?? []).map(({ ticket, typeName }) => ({
          id: ticket.id,
          ticketType: {
            id: ticket.ticketTypeId,
            name: typeName,
            eventName,
            price: { amount: fromMinor(ticket.priceMinor, ticket.currency), currency: { code: ticket.currency } },
          },
          discount: fromMinor(ticket.discountMinor, ticket.currency),
          attendee:
            ticket.firstName === null || ticket.surname === null || ticket.email === null
              ? null
              : {
                  person: {
                    firstName: ticket.firstName,
                    surname: ticket.surname,
                    email: ticket.email,
                    companyName: ticket.company,
                    jobTitle: ticket.jobTitle,
                  },
                },
          assignPath:
            this.assignKey && ticket.firstName === null && ticket.status === 'valid' && namingOpen
              ? ticketAssignPath(assignToken(this.assignKey, ticket.id))
              : null,
          // An extra is priced in the order's currency (a free one may carry another; 0 is 0 in any).
          subEvents: (extrasByTicket.get(ticket.id) ?? []).map((e) => ({
            id: e.id,
            name: e.name,
            price: fromMinor(e.price, order.currency),
          })),
          status: ticket.status,
          cancelledAt: ticket.cancelledAt?.toISOString() ?? null,
        })),
        paymentDetails: payment
          ? paymentDetailsView(payment.payment, countryNamed(payment.countryCode, payment.countryName))
          : null,
        total: fromMinor(order.totalMinor, order.currency),
        currency: order.currency,
        promoCode:
          order.promoCodeId === null
            ? null
            : {
                code: promoCodeOf.get(order.promoCodeId) ?? '',
                discount: fromMinor(order.discountMinor, order.currency),
              },
        holdExpiresAt: order.holdExpiresAt.toISOString(),
        refunds: (refundsByOrder.get(order.id) ?? []).map((r) => refundView(r, order.paymentMethod)),
        changeOffer: changeOfferView(offers.get(order.id)),
        damageClaims: claimsByOrder.get(order.id) ?? [],
        damageConsentAt: order.damageConsentAt?.toISOString() ?? null,
        company:
          order.companyName === null || order.companyAddress === null || order.companyCountryCode === null
            ? null
            : {
                name: order.companyName,
                address: order.companyAddress,
                countryCode: order.companyCountryCode,
                vatNumber: order.companyVatNumber,
                reference: order.companyReference,
                vatNumberCheck: order.companyVatCheck,
              },
        attendeeChangesUntil: attendeeChangesUntil(eventStartAt, row.attendeeCutoffHours),
      };
    });
  }
}

/** A refund as the order's readers see it: major units, and when a failed one is tried again. */
/** A refund as read; a bank transfer's with the buyer's account, its number masked. */
export function refundView(refund: typeof refunds.$inferSelect, paymentMethod: 'card' | 'bank_transfer'): TOrderRefund {
  return {
    id: refund.id,
    amount: fromMinor(refund.amountMinor, refund.currency),
    currency: refund.currency,
    status: refund.status,
    requestedBy: refund.requestedBy,
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    refundedAt: refund.refundedAt?.toISOString() ?? null,
    nextAttemptAt: refund.status === 'failed' ? refund.nextAttemptAt.toISOString() : null,
    payBack: paymentMethod === 'bank_transfer' ? 'transfer' : 'card',
    account:
      refund.payeeIban && refund.payeeName
        ? maskedRefundAccount({ holder: refund.payeeName, iban: refund.payeeIban, bic: refund.payeeBic })
        : null,
  };
}

/** A pending order past its hold is expired even before the worker's next sweep records it. */
export function effectiveStatus(order: Pick<OwnedOrderRow, 'status' | 'holdExpiresAt'>, now: Date): TOrderStatus {
  return order.status === 'pending' && order.holdExpiresAt.getTime() <= now.getTime() ? 'expired' : order.status;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** An open full-refund offer as the order carries it (only while it is open, so only with a valid ticket to cancel). */
function changeOfferView(offer: { changes: TEventChange[]; expiresAt: Date } | undefined): TOrder['changeOffer'] {
  return offer ? { changes: offer.changes, expiresAt: offer.expiresAt.toISOString() } : null;
}
