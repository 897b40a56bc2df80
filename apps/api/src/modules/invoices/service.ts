// Issuing invoices and credit notes, in the transaction of the money movement they document (the ledger
// calls these after posting its lines): an order's invoice when it is paid or invoiced for a bank
// transfer, a credit note per refund, an invoice per damage charge, and a credit note that cancels an
// unpaid transfer's invoice. Each takes the next number of its seller's sequence: the sequence row is
// locked until the commit, so concurrent documents of one seller take consecutive numbers and a rolled
// back one gives its number back. Locks: always after the partner's balance row (the ledger's), never
// before it. docs/decisions/0106-invoices-the-partner-sells-pavilion-collects-as.md, "Invoices: the partner sells, Pavilion collects as its agent".
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  invoiceNumberText,
  spreadMinor,
  vatIncludedMinor,
  type TCurrencyCode,
  type TInvoiceBuyer,
  type TInvoiceLine,
  type TInvoicePayment,
  type TInvoiceSeller,
  type TVatExemptReason,
} from '@pavilion/domain';
import type { Tx } from '../../db/client';
import { tellDocumentIssued } from '../webhooks';
import {
  countries,
  damageClaims,
  events,
  invoiceSequences,
  invoices,
  orders,
  partners,
  promoCodes,
  subEvents,
  ticketSubEvents,
  tickets,
  ticketTypes,
} from '../../db/schema';

type InvoiceRow = typeof invoices.$inferSelect;

/** Takes the seller's next number (the row stays locked until the commit). */
async function nextNumber(tx: Tx, partnerId: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ partnerId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.partnerId,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  return row.lastNumber;
}

async function sellerOf(tx: Tx, partnerId: number): Promise<TInvoiceSeller> {
  const [p] = await tx
    .select({
      name: partners.name,
      registeredName: partners.registeredCompanyName,
      registrationNumber: partners.registrationNumber,
      vatNumber: partners.vatNumber,
      address: partners.address,
      city: partners.city,
      zipCode: partners.zipCode,
      country: countries.name,
      countryCode: countries.code,
      email: partners.email,
    })
    .from(partners)
    .leftJoin(countries, eq(countries.id, partners.countryId))
    .where(eq(partners.id, partnerId));
  const place = [p.zipCode, p.city].filter(Boolean).join(' ');
  const address = [p.address, place].filter(Boolean).join(', ');
  return {
    name: p.registeredName || p.name,
    address: address || null,
    country: p.country ?? null,
    countryCode: p.countryCode ?? null,
    vatNumber: p.vatNumber ?? null,
    registrationNumber: p.registrationNumber ?? null,
    email: p.email,
  };
}

interface OrderHead {
  id: string;
  partnerId: number;
  eventId: number;
  currency: TCurrencyCode;
  totalMinor: number;
  discountMinor: number;
  promoCode: string | null;
  vatRate: number | null;
  vatExemptReason: TVatExemptReason | null;
  eventName: string;
  buyer: TInvoiceBuyer;
}

async function orderHead(tx: Tx, orderId: string): Promise<OrderHead> {
  const [o] = await tx
    .select({
      order: orders,
      promoCode: promoCodes.code,
      vatRate: events.vatRate,
      vatExemptReason: events.vatExemptReason,
      eventName: events.name,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(eq(orders.id, orderId));
  const partnerId = o?.order.partnerId;
  if (!partnerId) throw new Error(`order ${orderId} has no seller to invoice for`);
  const { order } = o;
  const personName = `${order.buyerFirstName} ${order.buyerSurname}`.trim();
  return {
    id: order.id,
    partnerId,
    eventId: order.eventId,
    currency: order.currency,
    totalMinor: order.totalMinor,
    discountMinor: order.discountMinor,
    promoCode: o.promoCode,
    vatRate: o.vatRate === null ? null : Number(o.vatRate),
    vatExemptReason: o.vatRate === null ? (o.vatExemptReason ?? 'not_stated') : null,
    eventName: o.eventName,
    buyer: {
      name: order.companyName ?? personName,
      personName,
      email: order.buyerEmail,
      address: order.companyAddress,
      countryCode: order.companyCountryCode,
      vatNumber: order.companyVatNumber,
      reference: order.companyReference,
    },
  };
}

const withVat = (line: Omit<TInvoiceLine, 'vatMinor'>, rate: number | null): TInvoiceLine => ({
  ...line,
  vatMinor: vatIncludedMinor(line.amountMinor, rate),
});

/** Lines alike (same kind, name and unit price) as one line with their quantity, in first-seen order. */
function grouped(items: Array<{ kind: 'ticket' | 'extra'; description: string; unitMinor: number }>) {
  const lines = new Map<string, Omit<TInvoiceLine, 'vatMinor'>>();
  for (const item of items) {
    const key = `${item.kind}\u0000${item.description}\u0000${item.unitMinor}`;
    const line = lines.get(key) ?? { ...item, quantity: 0, amountMinor: 0 };
    line.quantity += 1;
    line.amountMinor += item.unitMinor;
    lines.set(key, line);
  }
  return [...lines.values()];
}

/** What each ticket of the order was sold as: its type's name, its price, its extras. */
async function soldTickets(tx: Tx, orderId: string) {
  const rows = await tx
    .select({
      id: tickets.id,
      typeName: ticketTypes.name,
      priceMinor: tickets.priceMinor,
      discountMinor: tickets.discountMinor,
      refundId: tickets.refundId,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.position), asc(tickets.id));
  const extras = rows.length
    ? await tx
        .select({ ticketId: ticketSubEvents.ticketId, name: subEvents.name, priceMinor: ticketSubEvents.priceMinor })
        .from(ticketSubEvents)
        .innerJoin(subEvents, eq(subEvents.id, ticketSubEvents.subEventId))
        .where(
          inArray(
            ticketSubEvents.ticketId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(subEvents.id))
    : [];
  return rows.map((r) => ({ ...r, extras: extras.filter((e) => e.ticketId === r.id) }));
}

function searchText(number: string, buyer: TInvoiceBuyer): string {
  return [number, buyer.name, buyer.personName, buyer.email, buyer.vatNumber ?? '']
    .join(' ')
    .toLowerCase()
    .slice(0, 700);
}

async function insertDocument(
  tx: Tx,
  doc: Omit<typeof invoices.$inferInsert, 'number' | 'searchText' | 'totalMinor' | 'vatMinor'>,
): Promise<InvoiceRow> {
  const lines = doc.lines as TInvoiceLine[];
  const totalMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  const vatMinor = lines.reduce((sum, l) => sum + l.vatMinor, 0);
  const number = await nextNumber(tx, doc.partnerId);
  const [row] = await tx
    .insert(invoices)
    .values({
      ...doc,
      number,
      totalMinor,
      vatMinor,
      searchText: searchText(invoiceNumberText(doc.partnerId, number), doc.buyer as TInvoiceBuyer),
    })
    .returning();
  // The seller's systems hear of it (invoice.issued, credit-note.issued), when an endpoint listens.
  await tellDocumentIssued(
    tx,
    row.partnerId,
    {
      id: row.id,
      number: invoiceNumberText(row.partnerId, row.number),
      kind: row.kind === 'invoice' ? 'invoice' : 'credit-note',
      orderId: row.orderId,
      creditedInvoiceId: row.creditedInvoiceId,
      issuedAt: row.issuedAt.toISOString(),
      currency: row.currency,
      totalMinor: row.totalMinor,
      vatMinor: row.vatMinor,
    },
    row.issuedAt,
  );
  return row;
}

/** The order's invoice (its sale), or null when it has none yet. */
export async function saleInvoiceOf(tx: Tx, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), isNull(invoices.damageClaimId)));
  return row ?? null;
}

/**
 * Issues the order's invoice: a line per ticket type and per extra at their price, the promo code's
 * discount, VAT per line at the event's rate. Once per order: asked again (a bank transfer's invoice,
 * then its payment), it answers the invoice already issued. `payment` is printed on a bank transfer's.
 */
export async function issueOrderInvoice(
  tx: Tx,
  orderId: string,
  at: Date,
  payment: TInvoicePayment | null = null,
): Promise<InvoiceRow> {
  const existing = await saleInvoiceOf(tx, orderId);
  if (existing) return existing;
  const head = await orderHead(tx, orderId);
  const sold = await soldTickets(tx, orderId);
  const items = sold.flatMap((t) => [
    { kind: 'ticket' as const, description: t.typeName, unitMinor: t.priceMinor },
    ...t.extras.map((e) => ({ kind: 'extra' as const, description: e.name, unitMinor: e.priceMinor })),
  ]);
  const lines = grouped(items).map((l) => withVat(l, head.vatRate));
  if (head.discountMinor > 0)
    lines.push(
      withVat(
        {
          kind: 'discount',
          description: head.promoCode ?? '',
          quantity: 1,
          unitMinor: -head.discountMinor,
          amountMinor: -head.discountMinor,
        },
        head.vatRate,
      ),
    );
  const total = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  if (total !== head.totalMinor)
    throw new Error(`order ${orderId}: its lines add up to ${total}, its total is ${head.totalMinor}`);
  return insertDocument(tx, {
    partnerId: head.partnerId,
    kind: 'invoice',
    orderId,
    issuedAt: at,
    currency: head.currency,
    seller: await sellerOf(tx, head.partnerId),
    buyer: head.buyer,
    lines,
    vatRate: head.vatRate,
    vatExemptReason: head.vatExemptReason,
    payment,
  });
}

/**
 * Credit notes for refunds recorded as sent, one each, crediting the order's invoice: a line per ticket
 * the refund cancelled, sharing the amount by what each ticket paid; a refund that cancelled no ticket
 * (an amount given back on the order) is shared over the invoice's ticket and extra lines. VAT at the
 * invoice's rate.
 */
export async function issueCreditNotes(
  tx: Tx,
  refunds: ReadonlyArray<{ id: string; orderId: string; amountMinor: number }>,
  at: Date,
): Promise<void> {
  for (const refund of refunds) {
    const invoice = await saleInvoiceOf(tx, refund.orderId);
    if (!invoice) throw new Error(`order ${refund.orderId} has no invoice to credit`);
    const cancelled = (await soldTickets(tx, refund.orderId)).filter((t) => t.refundId === refund.id);
    const rate = invoice.vatRate === null ? null : Number(invoice.vatRate);
    let parts: Array<Omit<TInvoiceLine, 'amountMinor' | 'vatMinor' | 'unitMinor'> & { weight: number }>;
    if (cancelled.length) {
      parts = cancelled.map((t) => ({
        kind: 'ticket',
        description: t.typeName,
        quantity: 1,
        weight: t.priceMinor - t.discountMinor + t.extras.reduce((sum, e) => sum + e.priceMinor, 0),
      }));
    } else {
      parts = (invoice.lines as TInvoiceLine[])
        .filter((l) => l.amountMinor > 0)
        .map((l) => ({ kind: l.kind, description: l.description, quantity: l.quantity, weight: l.amountMinor }));
    }
    const amounts = spreadMinor(
      refund.amountMinor,
      parts.map((p) => p.weight),
    );
    const lines = parts
      .map(({ weight: _weight, ...p }, i) =>
        withVat({ ...p, quantity: 1, unitMinor: amounts[i], amountMinor: amounts[i] }, rate),
      )
      .filter((l) => l.amountMinor > 0);
    await insertDocument(tx, {
      partnerId: invoice.partnerId,
      kind: 'credit_note',
      orderId: refund.orderId,
      refundId: refund.id,
      creditedInvoiceId: invoice.id,
      issuedAt: at,
      currency: invoice.currency,
      seller: invoice.seller,
      buyer: invoice.buyer,
      lines,
      vatRate: invoice.vatRate,
      vatExemptReason: invoice.vatExemptReason,
    });
  }
}

/**
 * The credit note that cancels an invoice in full (a bank transfer not paid by its due day): its lines
 * as they were. Once per invoice.
 */
export async function issueCancellingCreditNote(tx: Tx, orderId: string, at: Date): Promise<void> {
  const invoice = await saleInvoiceOf(tx, orderId);
  if (!invoice) return;
  const lines = (invoice.lines as TInvoiceLine[]).filter((l) => l.amountMinor !== 0);
  await insertDocument(tx, {
    partnerId: invoice.partnerId,
    kind: 'credit_note',
    orderId,
    creditedInvoiceId: invoice.id,
    issuedAt: at,
    currency: invoice.currency,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines,
    vatRate: invoice.vatRate,
    vatExemptReason: invoice.vatExemptReason,
  });
}

/**
 * The invoice of a damage charge: one line, the claim's description, outside the scope of VAT
 * (compensation for damage is not the price of a supply).
 */
export async function issueDamageInvoice(
  tx: Tx,
  claim: { id: string; orderId: string; partnerId: number; chargeAmountMinor: number; currency: TCurrencyCode },
  at: Date,
): Promise<void> {
  const [row] = await tx
    .select({ description: damageClaims.description })
    .from(damageClaims)
    .where(eq(damageClaims.id, claim.id));
  const head = await orderHead(tx, claim.orderId);
  await insertDocument(tx, {
    partnerId: claim.partnerId,
    kind: 'invoice',
    orderId: claim.orderId,
    damageClaimId: claim.id,
    issuedAt: at,
    currency: claim.currency,
    seller: await sellerOf(tx, claim.partnerId),
    buyer: head.buyer,
    lines: [
      {
        kind: 'damage',
        description: row?.description ?? '',
        quantity: 1,
        unitMinor: claim.chargeAmountMinor,
        amountMinor: claim.chargeAmountMinor,
        vatMinor: 0,
      },
    ],
    vatRate: null,
    vatExemptReason: 'outside_scope',
  });
}
