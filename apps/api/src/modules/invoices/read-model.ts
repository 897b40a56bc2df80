// Invoices and credit notes as their readers reach them: the buyer through their own orders, a partner
// its own documents as seller, an administrator every seller's. Another reader's document answers 404.
import { and, asc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  fromMinor,
  invoiceNumberText,
  supplyDays,
  type TAdminInvoicesQuery,
  type TAdminInvoiceSummary,
  type TInvoicesExportQuery,
  type TInvoicesQuery,
  type TInvoiceSummary,
  type TOrderDocument,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events, invoices, orders, partners } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { containsPattern, listPage, notNull } from '../../platform/list';
import { INVOICE_TEXT as T } from './messages';

export type InvoiceRow = typeof invoices.$inferSelect;

/** Who reads: a buyer (their orders), a partner (its documents as seller), or an administrator (all). */
export type InvoiceReader = { personId: number } | { partnerId: number } | { admin: true };

const credited = alias(invoices, 'credited');

function readerCondition(reader: InvoiceReader): SQL | undefined {
  if ('personId' in reader) return eq(orders.personId, reader.personId);
  if ('partnerId' in reader) return eq(invoices.partnerId, reader.partnerId);
  return undefined;
}

/** The UTC instant a day starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function listConditions(reader: InvoiceReader, query: Partial<TAdminInvoicesQuery>): SQL | undefined {
  return and(
    readerCondition(reader),
    query.partnerId ? eq(invoices.partnerId, query.partnerId) : undefined,
    query.kind ? eq(invoices.kind, query.kind) : undefined,
    query.from ? gte(invoices.issuedAt, dayStart(query.from)) : undefined,
    query.to ? lt(invoices.issuedAt, dayAfter(query.to)) : undefined,
    query.q ? ilike(invoices.searchText, containsPattern(query.q.toLowerCase())) : undefined,
  );
}

/** The event's days, for the date of supply (supplyDays). */
const eventDays = { eventStartAt: events.startAt, eventEndAt: events.endAt, eventTimeZone: events.timeZone };
type EventDays = { eventStartAt: Date; eventEndAt: Date; eventTimeZone: string };
const supplyOf = (row: EventDays) => supplyDays(row.eventStartAt, row.eventEndAt, row.eventTimeZone);

const summaryColumns = {
  invoice: invoices,
  creditedNumber: credited.number,
  eventName: events.name,
  eventId: events.id,
  ...eventDays,
  orderStatus: orders.status,
  partnerName: partners.name,
};

type SummaryRow = EventDays & {
  invoice: InvoiceRow;
  creditedNumber: number | null;
  eventName: string;
  eventId: number;
  orderStatus: (typeof orders.$inferSelect)['status'];
  partnerName: string;
};

function summaryOf(row: SummaryRow): TAdminInvoiceSummary {
  const i = row.invoice;
  return {
    id: i.id,
    kind: i.kind,
    number: invoiceNumberText(i.partnerId, i.number),
    issuedAt: i.issuedAt.toISOString(),
    orderId: i.orderId,
    eventId: row.eventId,
    eventName: row.eventName,
    ...supplyOf(row),
    buyerName: i.buyer.name,
    buyerEmail: i.buyer.email,
    buyerVatNumber: i.buyer.vatNumber,
    creditedNumber: row.creditedNumber === null ? null : invoiceNumberText(i.partnerId, row.creditedNumber),
    currency: i.currency,
    total: fromMinor(i.totalMinor, i.currency),
    vat: fromMinor(i.vatMinor, i.currency),
    awaitingPayment: i.kind === 'invoice' && !i.damageClaimId && row.orderStatus === 'awaiting_payment',
    partnerId: i.partnerId,
    partnerName: row.partnerName,
  };
}

const withoutSeller = ({ partnerId: _p, partnerName: _n, ...summary }: TAdminInvoiceSummary): TInvoiceSummary =>
  summary;

export class Invoices {
  constructor(
    private readonly db: DbOrTx,
    private readonly reader: InvoiceReader,
  ) {}

  private select() {
    return this.db
      .select(summaryColumns)
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(events, eq(events.id, orders.eventId))
      .innerJoin(partners, eq(partners.id, invoices.partnerId))
      .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId));
  }

  private async page(query: TAdminInvoicesQuery) {
    const where = listConditions(this.reader, query);
    return listPage(
      query,
      {
        // Documents issued at one instant follow their numbers.
        issuedAt: [notNull(invoices.issuedAt), notNull(invoices.partnerId), notNull(invoices.number)],
        number: [notNull(invoices.partnerId), notNull(invoices.number)],
        total: notNull(invoices.totalMinor),
      },
      invoices.id,
      {
        rows: async ({ orderBy, limit, offset }) =>
          (
            await this.select()
              .where(where)
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset)
          ).map(summaryOf),
        count: async () => {
          const [{ n }] = await this.db
            .select({ n: sql<number>`count(*)::int` })
            .from(invoices)
            .innerJoin(orders, eq(orders.id, invoices.orderId))
            .where(where);
          return n;
        },
      },
    );
  }

  /** A partner's documents (the list pattern). */
  async list(query: TInvoicesQuery) {
    const page = await this.page(query);
    return { ...page, items: page.items.map(withoutSeller) };
  }

  /** Every seller's (the administrator's list). */
  adminList(query: TAdminInvoicesQuery) {
    return this.page(query);
  }

  /** The documents of a period, oldest first, for the CSV export. */
  async period(query: TInvoicesExportQuery): Promise<PeriodDocument[]> {
    const rows = await this.select()
      .where(listConditions(this.reader, query))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number));
    return rows.map((r) => ({ invoice: r.invoice, eventName: r.eventName, supply: supplyOf(r) }));
  }

  /** The documents of one of the reader's orders, oldest first; another's order answers 404. */
  async ofOrder(orderId: string): Promise<TOrderDocument[]> {
    const [order] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.id, orderId), 'personId' in this.reader ? eq(orders.personId, this.reader.personId) : undefined),
      );
    if (!order) throw notFound(NOT_FOUND.order);
    const rows = await this.db
      .select({ invoice: invoices, ...eventDays })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number));
    return rows.map(({ invoice: i, ...days }) => ({
      id: i.id,
      kind: i.kind,
      number: invoiceNumberText(i.partnerId, i.number),
      issuedAt: i.issuedAt.toISOString(),
      ...supplyOf(days),
      currency: i.currency,
      total: fromMinor(i.totalMinor, i.currency),
    }));
  }

  /** One document the reader may read, with what its PDF prints besides itself; 404 otherwise. */
  async one(invoiceId: string, orderId?: string) {
    const [row] = await this.db
      .select({
        invoice: invoices,
        creditedNumber: credited.number,
        creditedIssuedAt: credited.issuedAt,
        eventName: events.name,
        ...eventDays,
        paidAt: orders.paidAt,
        orderStatus: orders.status,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(events, eq(events.id, orders.eventId))
      .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
      .where(
        and(
          eq(invoices.id, invoiceId),
          orderId ? eq(invoices.orderId, orderId) : undefined,
          readerCondition(this.reader),
        ),
      );
    if (!row) throw notFound(T.notFound);
    return { ...row, supply: supplyOf(row) };
  }
}

/** A document of a period's export, with its event's name and date of supply. */
export interface PeriodDocument {
  invoice: InvoiceRow;
  eventName: string;
  supply: { supplyFrom: string; supplyTo: string };
}

export type InvoiceDocument = Awaited<ReturnType<Invoices['one']>>;
