// Creating orders: validate against the event, hold seats atomically (holds.ts, placements.ts). The
// attendee's orders are read through read-model.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  fromMinor,
  HOLD_MINUTES,
  holderOfTicketInput,
  type TCreatedOrder,
  type TCurrencyCode,
  type TCreateOrderBody,
  ORDER_MESSAGES as M,
  WAITING_LIST_MESSAGES,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Database } from '../../db/client';
import { events, orders, subEvents, ticketSubEvents, tickets, ticketTypes } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { expireDueOrders, holdSeats, type SeatLines, type Shortage } from './holds';
import { OrderPlacements } from './placements';
import { priceWithPromoCode, takePromoUse, type PromoCodeRow } from '../promo-codes';
import { openOfferOf, takeOffer, type OfferLinks } from '../waiting-lists';

export interface Buyer {
  personId: number;
  firstName: string;
  surname: string;
  email: string;
}

/** Rows per INSERT, well under PostgreSQL's 65,535 parameters per statement. */
const INSERT_CHUNK = 1000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type TicketTypeRow = {
  id: number;
  name: string;
  priceMinor: number;
  currency: TCurrencyCode;
  quantity: number;
  held: number;
  sold: number;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
};

const ticketTypeColumns = {
  id: ticketTypes.id,
  name: ticketTypes.name,
  priceMinor: ticketTypes.priceMinor,
  currency: ticketTypes.currency,
  quantity: ticketTypes.quantity,
  held: ticketTypes.held,
  sold: ticketTypes.sold,
  salesStartAt: ticketTypes.salesStartAt,
  salesEndAt: ticketTypes.salesEndAt,
  onSale: ticketTypes.onSale,
};

type ExtraRow = {
  id: number;
  name: string;
  priceMinor: number;
  currency: TCurrencyCode;
  capacity: number | null;
  held: number;
  sold: number;
  onSale: boolean;
};

type NewOrder = typeof orders.$inferInsert & {
  id: string;
  personId: number;
  eventId: number;
  currency: TCurrencyCode;
  totalMinor: number;
  holdExpiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
};
/** The company an order is bought for (modules/orders/company.ts). */
export type CompanyColumns = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'companyName'
    | 'companyAddress'
    | 'companyCountryCode'
    | 'companyVatNumber'
    | 'companyReference'
    | 'companyVatCheck'
  >
>;
type NewTicket = typeof tickets.$inferInsert & {
  id: string;
  eventId: number;
  ticketTypeId: number;
  priceMinor: number;
  discountMinor: number;
  currency: TCurrencyCode;
  position: number;
};
type NewLink = typeof ticketSubEvents.$inferInsert;

interface Selection {
  types: Map<number, TicketTypeRow>;
  extras: Map<number, ExtraRow>;
  currency: TCurrencyCode;
  /** The order's promo code and what it takes off one ticket of each eligible type (minor units). */
  promo: { row: PromoCodeRow; discounts: Map<number, number> } | null;
}

interface OrderDraft {
  order: NewOrder;
  tickets: NewTicket[];
  links: NewLink[];
  lines: SeatLines;
  /** Taken in the order's transaction, after its seats. */
  promo: PromoCodeRow | null;
  /** A waiting-list offer whose held seats become the order's (they are not in `lines`). */
  offer: { offerId: number; ticketTypeId: number; seats: number } | null;
}

/** Orders of at most this many tickets (one ticket type, no capped extras) take the one-statement path. */
const FAST_PATH_MAX_TICKETS = 500;

class ShortageError extends Error {
  constructor(readonly shortage: Shortage) {
    super('not enough seats');
  }
}

function selectionQuery(db: Database) {
  return db
    .select({
      id: events.id,
      status: events.status,
      published: events.published,
      partnerApproved: events.partnerApproved,
      cancelledAt: events.cancelledAt,
      startAt: events.startAt,
      type: ticketTypeColumns,
    })
    .from(events)
    .leftJoin(ticketTypes, eq(ticketTypes.eventId, events.id))
    .where(eq(events.id, sql.placeholder('eventId')))
    .prepare('checkout_selection');
}

/** Tickets in this person's unpaid orders for this event whose hold has not ended. */
function heldByPersonQuery(db: Database) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(
      and(
        eq(orders.personId, sql.placeholder('personId')),
        eq(orders.eventId, sql.placeholder('eventId')),
        eq(orders.status, 'pending'),
        sql`${orders.holdExpiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare('checkout_held_by_person');
}

/**
 * Runs the tasks of one key one after another (the others' run freely), so the seat cap's "count what
 * the person holds, then hold more" cannot be raced by the same person's parallel requests here.
 */
class PerKey {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

export interface OrderRules {
  /** A payment 'processing' longer than this was interrupted (its process died). */
  paymentStaleAfterMs: number;
  /** The most tickets one person may hold at once for one event. */
  maxHeldPerPerson: number;
  /** Where the offers of seats given back (an expired hold) link to. */
  links: OfferLinks;
}

export class OrderService {
  /** The event with all its ticket types (a handful): built once, run on every order. */
  private readonly selection: ReturnType<typeof selectionQuery>;
  private readonly heldByPerson: ReturnType<typeof heldByPersonQuery>;
  /** Simple orders, placed by place_orders() in batches per ticket type. */
  private readonly placements: OrderPlacements;
  private readonly perBuyerAndEvent = new PerKey();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly rules: OrderRules,
  ) {
    this.selection = selectionQuery(db);
    this.heldByPerson = heldByPersonQuery(db);
    this.placements = new OrderPlacements(db);
  }

  /** `company`: the order's company columns, checked (orderCompanyColumns); left out: none. */
  async create(buyer: Buyer, body: TCreateOrderBody, company: CompanyColumns = {}): Promise<TCreatedOrder> {
    return this.perBuyerAndEvent.run(`${buyer.personId}:${body.eventId}`, () => this.place(buyer, body, company));
  }

  private async place(buyer: Buyer, body: TCreateOrderBody, company: CompanyColumns): Promise<TCreatedOrder> {
    const now = this.now();
    const [selection, [{ n: held }]] = await Promise.all([
      this.readSelection(body, now),
      this.heldByPerson.execute({ personId: buyer.personId, eventId: body.eventId, now: now.toISOString() }),
    ]);
    const limit = this.rules.maxHeldPerPerson;
    if (held + body.tickets.length > limit) {
      const extra = { limit, held, requested: body.tickets.length };
      throw conflict(
        held === 0 ? M.holdLimit({ limit }) : M.holdLimitWithHeld({ limit, held, left: Math.max(0, limit - held) }),
        undefined,
        extra,
      );
    }
    const draft = draftOrder(buyer, body, now, selection, company);
    if (body.offerId !== undefined) await this.useOffer(draft, body.offerId, buyer.personId, selection, now);
    const place = isSimple(draft) ? () => this.placeInOneStatement(draft) : () => this.placeInTransaction(draft);

    // The read above already shows what is left: a request that cannot fit is refused without
    // touching the rows. Seats themselves are only ever taken by the conditional UPDATE.
    let shortage = firstShortage(draft.lines, selection);
    for (let attempt = 0; ; attempt += 1) {
      if (!shortage) {
        shortage = await place();
        if (!shortage)
          return {
            id: draft.order.id,
            holdExpiresAt: draft.order.holdExpiresAt.toISOString(),
            total: fromMinor(draft.order.totalMinor, draft.order.currency),
            currency: draft.order.currency,
            promoCode: draft.promo
              ? { code: draft.promo.code, discount: fromMinor(draft.order.discountMinor ?? 0, draft.order.currency) }
              : null,
          };
      }
      // Lazy release: expired holds of this event give their seats back now, not at the next sweep.
      const released =
        attempt === 0
          ? await expireDueOrders(this.db, now, this.rules.paymentStaleAfterMs, this.rules.links, {
              eventId: body.eventId,
              limit: 100,
            })
          : 0;
      const short = await this.shortLine(shortage);
      // Once more if seats came back (released here, or freed since the read); otherwise refuse.
      if (attempt === 0 && (released > 0 || short.remaining >= requested(draft.lines, shortage))) shortage = null;
      else throw refusal(shortage, short, draft.lines);
    }
  }

  /**
   * An order that names the buyer's waiting-list offer: every ticket of the offer's ticket type, at
   * most as many as it holds. Those seats are already held, so they leave the lines to hold; the
   * order's transaction takes the offer (takeOffer) or refuses if it ran out meanwhile.
   */
  private async useOffer(draft: OrderDraft, offerId: number, personId: number, selection: Selection, now: Date) {
    const offer = await openOfferOf(this.db, offerId, personId, now);
    if (!offer) throw conflict(WAITING_LIST_MESSAGES.offerNotOpen);
    const seats = draft.lines.ticketTypes.get(offer.ticketTypeId) ?? 0;
    if (seats === 0 || seats !== draft.tickets.length || seats > offer.quantity) {
      const name =
        selection.types.get(offer.ticketTypeId)?.name ??
        (await this.shortLine({ kind: 'ticketType', id: offer.ticketTypeId })).name;
      throw conflict(WAITING_LIST_MESSAGES.offerMismatch({ count: offer.quantity, name }), undefined, {
        ticketTypeId: offer.ticketTypeId,
        quantity: offer.quantity,
      });
    }
    draft.lines.ticketTypes.delete(offer.ticketTypeId);
    draft.offer = { offerId, ticketTypeId: offer.ticketTypeId, seats };
  }

  /** The event and the chosen ticket types and extras, checked: visible, on sale, one currency. */
  private async readSelection(body: TCreateOrderBody, now: Date): Promise<Selection> {
    const typeIds = new Set(body.tickets.map((t) => t.ticketTypeId));
    const extraIds = [...new Set(body.tickets.flatMap((t) => t.subEventIds))];
    const [eventRows, extraRows] = await Promise.all([
      this.selection.execute({ eventId: body.eventId }),
      extraIds.length ? this.readExtras(body.eventId, extraIds) : Promise.resolve([] as ExtraRow[]),
    ]);
    const event = eventRows[0];
    // Only approved, published events of approved partners are visible; anything else does not exist for a buyer.
    if (!event || event.status !== 'APPROVED' || !event.published || !event.partnerApproved)
      throw notFound(NOT_FOUND.event);
    if (event.cancelledAt) throw conflict(M.eventCancelled);
    if (event.startAt.getTime() <= now.getTime()) throw conflict(M.eventStarted);
    const typeRows = eventRows.flatMap((r) => (r.type && typeIds.has(r.type.id) ? [r.type] : []));
    const types = new Map(typeRows.map((r) => [r.id, r]));
    const extras = new Map(extraRows.map((r) => [r.id, r]));

    const fields: Record<string, string> = {};
    body.tickets.forEach((t, i) => {
      if (!types.has(t.ticketTypeId)) fields[`tickets.${i}.ticketTypeId`] = M.ticketTypeNotInEvent;
      if (t.subEventIds.some((id) => !extras.has(id))) fields[`tickets.${i}.subEventIds`] = M.extraNotInEvent;
    });
    const firstField = Object.values(fields)[0];
    if (firstField) throw new AppError('VALIDATION', firstField, fields);

    for (const type of typeRows) {
      if (!type.onSale) throw conflict(M.salesEnded({ name: type.name }), undefined, { ticketTypeId: type.id });
      if (type.salesStartAt && now < type.salesStartAt)
        throw conflict(M.notOnSaleYet({ name: type.name }), undefined, { ticketTypeId: type.id });
      if (type.salesEndAt && now >= type.salesEndAt)
        throw conflict(M.salesEnded({ name: type.name }), undefined, { ticketTypeId: type.id });
    }
    for (const extra of extraRows)
      if (!extra.onSale) throw conflict(M.extraNotOnSale({ name: extra.name }), undefined, { subEventId: extra.id });
    const currency = types.get(body.tickets[0].ticketTypeId)!.currency;
    const priced = [
      ...typeRows.map((r) => r.currency),
      ...extraRows.filter((r) => r.priceMinor > 0).map((r) => r.currency),
    ];
    if (priced.some((c) => c !== currency)) throw conflict(M.mixedCurrencies);
    const promo = body.promoCode
      ? await priceWithPromoCode(this.db, body.eventId, body.promoCode, typeRows, now)
      : null;
    return { types, extras, currency, promo };
  }

  /**
   * Any other order in one transaction: inserts first and the holds last, so the ticket type rows
   * stay locked only from their UPDATE to the commit. A hold that does not fit rolls everything back.
   */
  private placeInTransaction({
    order,
    tickets: ticketRows,
    links,
    lines,
    promo,
    offer,
  }: OrderDraft): Promise<Shortage | null> {
    return attempt(() =>
      this.db.transaction(async (tx) => {
        await tx.insert(orders).values(order);
        for (const part of chunks(ticketRows, INSERT_CHUNK)) await tx.insert(tickets).values(part);
        for (const part of chunks(links, INSERT_CHUNK)) await tx.insert(ticketSubEvents).values(part);
        if (offer) {
          // The offer's place first, then its ticket type (seats it does not need go on), then the extras.
          const taken = await takeOffer(
            tx,
            { ...offer, personId: order.personId, orderId: order.id },
            order.createdAt,
            this.rules.links,
          );
          if (!taken.ok) throw conflict(WAITING_LIST_MESSAGES.offerNotOpen);
        }
        const shortage = await holdSeats(tx, lines);
        if (shortage) throw new ShortageError(shortage);
        // Last, after the ticket types, the order an expiry releases them in: the two never wait on each other.
        if (promo) await takePromoUse(tx, promo, order.createdAt);
      }),
    );
  }

  private readExtras(eventId: number, ids: number[]): Promise<ExtraRow[]> {
    return this.db
      .select({
        id: subEvents.id,
        name: subEvents.name,
        priceMinor: subEvents.priceMinor,
        currency: subEvents.currency,
        capacity: subEvents.capacity,
        held: subEvents.held,
        sold: subEvents.sold,
        onSale: subEvents.onSale,
      })
      .from(subEvents)
      .where(and(eq(subEvents.eventId, eventId), inArray(subEvents.id, ids)));
  }

  /**
   * The common order (one ticket type, no capped extras) through place_orders(), together with the
   * other orders for its ticket type that are waiting (placements.ts). The call is one statement:
   * the hot row is locked from its UPDATE to the commit with no round trip to this process between,
   * and the commit does not wait for the WAL flush (see docs/decisions/README.md, "Checkout"): a hold lost
   * to a database crash takes its order with it, and every payment commit is fully durable.
   */
  private async placeInOneStatement(draft: OrderDraft): Promise<Shortage | null> {
    const [[typeId]] = [...draft.lines.ticketTypes];
    return (await this.placements.place(typeId, draft)) ? null : { kind: 'ticketType', id: typeId };
  }

  /** The short line's name and what is left of it now. */
  private async shortLine(shortage: Shortage): Promise<{ name: string; remaining: number }> {
    const table = shortage.kind === 'ticketType' ? ticketTypes : subEvents;
    const capacity = shortage.kind === 'ticketType' ? ticketTypes.quantity : sql`coalesce(${subEvents.capacity}, 0)`;
    const [row] = await this.db
      .select({ name: table.name, left: sql<number>`${capacity} - ${table.held} - ${table.sold}` })
      .from(table)
      .where(eq(table.id, shortage.id));
    return { name: row.name, remaining: Math.max(0, Number(row.left)) };
  }
}

/** A shortage visible in the rows just read (the cheap refusal once a ticket type has sold out). */
function firstShortage(lines: SeatLines, { types, extras }: Selection): Shortage | null {
  for (const [id, n] of [...lines.ticketTypes].sort(([a], [b]) => a - b)) {
    const t = types.get(id)!;
    if (t.quantity - t.held - t.sold < n) return { kind: 'ticketType', id };
  }
  for (const [id, n] of [...lines.subEvents].sort(([a], [b]) => a - b)) {
    const e = extras.get(id)!;
    if ((e.capacity ?? 0) - e.held - e.sold < n) return { kind: 'subEvent', id };
  }
  return null;
}

/** 409 naming what is short and how many remain. */
function refusal(
  shortage: Shortage,
  { name, remaining }: { name: string; remaining: number },
  lines: SeatLines,
): AppError {
  const asked = requested(lines, shortage);
  if (shortage.kind === 'ticketType') {
    return conflict(remaining === 0 ? M.soldOut({ name }) : M.onlyTicketsLeft({ remaining, name }), undefined, {
      ticketTypeId: shortage.id,
      remaining,
      requested: asked,
    });
  }
  return conflict(remaining === 0 ? M.extraFull({ name }) : M.onlyPlacesLeft({ remaining, name }), undefined, {
    subEventId: shortage.id,
    remaining,
    requested: asked,
  });
}

const requested = (lines: SeatLines, shortage: Shortage) =>
  (shortage.kind === 'ticketType' ? lines.ticketTypes : lines.subEvents).get(shortage.id) ?? 0;

/** One ticket type, no capped extras and no promo code: the order that takes the one-statement path. */
// An order for a company goes the transaction's way: place_orders() writes the common columns only.
const isSimple = ({ order, lines, tickets: ticketRows, promo, offer }: OrderDraft) =>
  !order.companyName &&
  // place_orders() writes the common columns only: an order with a source goes the general way.
  !order.source &&
  !promo &&
  !offer &&
  lines.ticketTypes.size === 1 &&
  lines.subEvents.size === 0 &&
  ticketRows.length <= FAST_PATH_MAX_TICKETS;

/** The rows of the new order, priced from the selection, and the seats it needs. */
function draftOrder(
  buyer: Buyer,
  body: TCreateOrderBody,
  now: Date,
  { types, extras, currency, promo }: Selection,
  company: CompanyColumns,
): OrderDraft {
  const lines: SeatLines = { ticketTypes: new Map(), subEvents: new Map() };
  let total = 0;
  let discount = 0;
  const orderId = randomUUID();
  const ticketRows: NewTicket[] = body.tickets.map((t, position) => {
    const type = types.get(t.ticketTypeId)!;
    lines.ticketTypes.set(type.id, (lines.ticketTypes.get(type.id) ?? 0) + 1);
    const off = promo?.discounts.get(type.id) ?? 0;
    total += type.priceMinor - off;
    discount += off;
    return {
      id: randomUUID(),
      orderId,
      eventId: body.eventId,
      ticketTypeId: type.id,
      priceMinor: type.priceMinor,
      discountMinor: off,
      currency,
      // A ticket named later has no attendee (all five null) until its buyer or a colleague names it.
      ...(holderOfTicketInput(t) ?? { firstName: null, surname: null, email: null, company: null, jobTitle: null }),
      position,
    };
  });
  const links: NewLink[] = body.tickets.flatMap((t, i) =>
    [...new Set(t.subEventIds)].map((subEventId) => {
      const extra = extras.get(subEventId)!;
      total += extra.priceMinor;
      if (extra.capacity !== null) lines.subEvents.set(extra.id, (lines.subEvents.get(extra.id) ?? 0) + 1);
      return { ticketId: ticketRows[i].id, subEventId, priceMinor: extra.priceMinor };
    }),
  );
  const order: NewOrder = {
    id: orderId,
    personId: buyer.personId,
    eventId: body.eventId,
    status: 'pending',
    currency,
    totalMinor: total,
    promoCodeId: promo?.row.id ?? null,
    discountMinor: discount,
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    buyerFirstName: buyer.firstName,
    buyerSurname: buyer.surname,
    buyerEmail: buyer.email,
    ...company,
    source: body.source ?? null,
    createdAt: now,
    updatedAt: now,
  };
  return { order, tickets: ticketRows, links, lines, promo: promo?.row ?? null, offer: null };
}

async function attempt(placeOrder: () => Promise<void>): Promise<Shortage | null> {
  try {
    await placeOrder();
    return null;
  } catch (err) {
    if (err instanceof ShortageError) return err.shortage;
    throw err;
  }
}
