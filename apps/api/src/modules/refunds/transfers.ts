// Refunds of orders paid by bank transfer go back by transfer, not to a card: granted (the ledger owes
// the amount to the buyer, the credit note is issued) they wait for the buyer's account
// (awaiting_account), then for the finance team's transfer (to_pay_back), written into a SEPA credit
// transfer file (pain.001.001.03, by the `sepa` library) for the bank, until an administrator records
// them sent (refunded: the money leaves Pavilion's bank account in the ledger, the buyer is emailed).
// docs/decisions/0303-refunds-of-bank-transfers-go-back-by-transfer-through.md.
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { Document as SepaDocument } from 'sepa';
import {
  fromMinor,
  maskAccountNumber,
  NOT_FOUND,
  TRANSFER_REFUND_MESSAGES as TM,
  type TAdminTransferRefundPage,
  type TAdminTransferRefundsQuery,
  type TCurrencyCode,
  type TOrder,
  type TRefundAccountBody,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import { events, orders, partners, refunds } from '../../db/schema';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { listPage, notNull } from '../../platform/list';
import { lockOrders, retryingTransaction, shareEventsOfOrders } from '../../platform/locks';
import { amount as storedAmount, storedMessage } from '../../platform/stored-message';
import { recordRefunds, recordRefundTransfers } from '../ledger';
import { OrderViews, refundView } from '../orders';
import { refundSent, sendBuyerMessages, transferRefundGranted } from './emails';
import { mailOf, type RefundsDeps } from './types';

/** The one currency a SEPA credit transfer carries. */
export const SEPA_CURRENCY = 'EUR';
export const PAIN_FORMAT = 'pain.001.001.03';

type Account = { holder: string; iban: string; bic: string | null };
const accountOf = (r: typeof refunds.$inferSelect): Account | null =>
  r.payeeIban && r.payeeName ? { holder: r.payeeName, iban: r.payeeIban, bic: r.payeeBic } : null;

/**
 * Grants requested refunds of orders paid by bank transfer, in one transaction: each waits for its
 * buyer's account, or goes straight to be paid back when the buyer gave one for an earlier refund of
 * the order; the ledger owes its amount to the buyer (recordRefunds, refunds_owed) and the buyer is
 * told what happens next. A refund already granted is left as it is.
 */
export async function grantTransferRefunds(deps: RefundsDeps, refundIds: readonly string[]): Promise<void> {
  const { db, now: clock, config } = deps;
  await retryingTransaction(db, async (tx) => {
    const now = clock();
    const heads = await tx
      .select({ id: refunds.id, orderId: refunds.orderId })
      .from(refunds)
      .where(inArray(refunds.id, [...refundIds]));
    const orderOf = new Map(heads.map((h) => [h.id, h.orderId]));
    const orderIds = [...new Set(heads.map((h) => h.orderId))];
    // The locks of the sender (sender.ts): the orders' events shared, then the orders.
    await shareEventsOfOrders(tx, orderIds);
    await lockOrders(tx, orderIds);
    const given = await tx
      .selectDistinctOn([refunds.orderId], {
        orderId: refunds.orderId,
        name: refunds.payeeName,
        iban: refunds.payeeIban,
        bic: refunds.payeeBic,
      })
      .from(refunds)
      .where(and(inArray(refunds.orderId, orderIds), isNotNull(refunds.payeeIban)))
      .orderBy(refunds.orderId, desc(refunds.accountGivenAt));
    const accountOfOrder = new Map(given.map((g) => [g.orderId, g]));
    const granted: Array<{ row: typeof refunds.$inferSelect; account: Account | null }> = [];
    for (const id of refundIds) {
      const orderId = orderOf.get(id);
      if (!orderId) continue;
      const known = accountOfOrder.get(orderId);
      const [row] = await tx
        .update(refunds)
        .set(
          known
            ? {
                status: 'to_pay_back',
                payeeName: known.name,
                payeeIban: known.iban,
                payeeBic: known.bic,
                accountGivenAt: now,
                attempts: sql`${refunds.attempts} + 1`,
                updatedAt: now,
              }
            : { status: 'awaiting_account', attempts: sql`${refunds.attempts} + 1`, updatedAt: now },
        )
        .where(and(eq(refunds.id, id), inArray(refunds.status, ['requested', 'failed'])))
        .returning();
      if (row) granted.push({ row, account: accountOf(row) });
    }
    if (!granted.length) return;
    await recordRefunds(
      tx,
      granted.map(({ row }) => ({
        id: row.id,
        orderId: row.orderId,
        amountMinor: row.amountMinor,
        currency: row.currency,
      })),
      now,
    );
    const orderRows = await tx
      .select({ order: orders, name: events.name })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(inArray(orders.id, [...new Set(granted.map((g) => g.row.orderId))]));
    const headOf = new Map(orderRows.map((h) => [h.order.id, h]));
    await sendBuyerMessages(
      tx,
      granted.map(({ row, account }) => {
        const head = headOf.get(row.orderId)!;
        return transferRefundGranted(mailOf(head.order, head), { amountMinor: row.amountMinor, account }, config);
      }),
    );
  });
}

/**
 * The buyer's account for the bank transfer refunds of their order (PUT /api/orders/{orderId}/refund-account):
 * built with the session's person, so another buyer's order answers 404.
 */
export class BuyerRefundAccount {
  constructor(
    private readonly deps: Pick<RefundsDeps, 'db' | 'now'>,
    private readonly personId: number,
  ) {}

  /**
   * Gives (or corrects, until it is sent) the account the order's transfer refunds are paid to: each
   * waiting for it, or still to be paid back, is then to be paid back to it. Refused (409) when no
   * refund of the order waits to be paid back by transfer. Answers the order as it now reads.
   */
  async give(orderId: string, body: TRefundAccountBody): Promise<TOrder> {
    const { db, now: clock } = this.deps;
    await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, personId: orders.personId, eventId: orders.eventId })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order || order.personId !== this.personId) throw notFound(NOT_FOUND.order);
      await shareEventsOfOrders(tx, [orderId]);
      await lockOrders(tx, [orderId]);
      const now = clock();
      const changed = await tx
        .update(refunds)
        .set({
          status: 'to_pay_back',
          payeeName: body.accountHolder,
          payeeIban: body.iban,
          payeeBic: body.bic,
          accountGivenAt: now,
          updatedAt: now,
        })
        .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['awaiting_account', 'to_pay_back'])))
        .returning({ id: refunds.id });
      if (!changed.length) throw conflict(TM.noRefundAwaitingAccount);
    });
    const reads = new OrderViews(db, clock);
    const [view] = await reads.views(await reads.select().where(eq(orders.id, orderId)));
    return view;
  }
}

/** One refund as the transfer file and the console read it: the refund, its order's buyer and event. */
type TransferRow = {
  refund: typeof refunds.$inferSelect;
  buyerEmail: string;
  buyerFirstName: string;
  buyerSurname: string;
  eventId: number;
  eventName: string;
  partnerId: number;
  partnerName: string;
};

/** Text as a SEPA file may carry it: Latin letters without accents, digits and / - ? : ( ) . , ' + and space. */
export function sepaText(text: string, max: number): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max).trim() || '-';
}

/**
 * The console's bank transfer refunds: the list, the SEPA credit transfer file of those to pay back,
 * and recording them sent. Every change is written to the audit log in its own transaction.
 */
export class AdminTransferRefunds {
  constructor(
    private readonly deps: Pick<RefundsDeps, 'db' | 'now'> & { config: Pick<Config, 'publicUrl' | 'bankTransfer'> },
  ) {}

  private select(db: Database | Tx) {
    return db
      .select({
        refund: refunds,
        buyerEmail: orders.buyerEmail,
        buyerFirstName: orders.buyerFirstName,
        buyerSurname: orders.buyerSurname,
        eventId: events.id,
        eventName: events.name,
        partnerId: partners.id,
        partnerName: partners.name,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(events, eq(events.id, orders.eventId))
      .innerJoin(partners, eq(partners.id, events.partnerId));
  }

  private static where(query: Pick<TAdminTransferRefundsQuery, 'status' | 'currency'>): SQL | undefined {
    const status: Record<TAdminTransferRefundsQuery['status'], SQL> = {
      to_pay_back: eq(refunds.status, 'to_pay_back'),
      awaiting_account: eq(refunds.status, 'awaiting_account'),
      sent: and(eq(refunds.status, 'refunded'), isNotNull(refunds.sentByPersonId))!,
      all: sql`(${refunds.status} in ('awaiting_account', 'to_pay_back') or ${refunds.sentByPersonId} is not null)`,
    };
    return and(status[query.status], query.currency ? eq(refunds.currency, query.currency) : undefined);
  }

  async list(query: TAdminTransferRefundsQuery): Promise<TAdminTransferRefundPage> {
    const { db } = this.deps;
    const where = AdminTransferRefunds.where(query);
    const page = await listPage(
      query,
      { createdAt: notNull(refunds.createdAt), amount: notNull(refunds.amountMinor) },
      refunds.id,
      {
        rows: ({ orderBy, limit, offset }) =>
          this.select(db)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: () =>
          db
            .select({ n: count() })
            .from(refunds)
            .where(where)
            .then((r) => r[0].n),
      },
    );
    return { ...page, items: page.items.map((r) => this.item(r)) };
  }

  private item(r: TransferRow) {
    return {
      ...refundView(r.refund, 'bank_transfer'),
      orderId: r.refund.orderId,
      buyerEmail: r.buyerEmail,
      buyerName: `${r.buyerFirstName} ${r.buyerSurname}`.trim(),
      event: { id: r.eventId, name: r.eventName },
      partner: { id: r.partnerId, name: r.partnerName },
      attempts: r.refund.attempts,
      failureMessage: r.refund.failureMessage,
      exportedAt: r.refund.exportedAt?.toISOString() ?? null,
    };
  }

  /**
   * The chosen refunds (every EUR refund to pay back when none are chosen) as a SEPA credit transfer
   * file from Pavilion's account: one payment each, to the buyer's account, with the refund's id as its
   * end-to-end reference. Each is marked exported (audited); its state does not change until it is
   * recorded as sent.
   */
  async sepaFile(refundIds: string[] | undefined, actor: AuditActor): Promise<{ fileName: string; xml: string }> {
    const { db, now: clock, config } = this.deps;
    return db.transaction(async (tx) => {
      const now = clock();
      const rows: TransferRow[] = await this.select(tx)
        .where(
          refundIds
            ? inArray(refunds.id, refundIds)
            : and(eq(refunds.status, 'to_pay_back'), eq(refunds.currency, SEPA_CURRENCY)),
        )
        .orderBy(asc(refunds.createdAt), asc(refunds.id))
        .for('update', { of: refunds });
      if (refundIds) {
        const found = new Set(rows.map((r) => r.refund.id));
        const wrong = [
          ...refundIds.filter((id) => !found.has(id)),
          ...rows.filter((r) => r.refund.status !== 'to_pay_back').map((r) => r.refund.id),
        ];
        if (wrong.length) throw conflict(TM.notToPayBack({ ids: wrong.join(', ') }));
        if (rows.some((r) => r.refund.currency !== SEPA_CURRENCY)) throw conflict(TM.sepaEurosOnly);
      }
      if (!rows.length) throw conflict(TM.nothingToExport);
      const stamp = now
        .toISOString()
        .replace(/[-:TZ.]/g, '')
        .slice(0, 14);
      const messageId = `PAVRF${stamp}${rows[0].refund.id.slice(0, 8).toUpperCase()}`;
      const doc = new SepaDocument(PAIN_FORMAT);
      doc.grpHdr.id = messageId;
      doc.grpHdr.created = now;
      doc.grpHdr.initiatorName = sepaText(config.bankTransfer.accountName, 70);
      const info = doc.createPaymentInfo();
      info.requestedExecutionDate = now;
      info.debtorIBAN = config.bankTransfer.iban;
      info.debtorBIC = config.bankTransfer.bic;
      info.debtorName = sepaText(config.bankTransfer.accountName, 70);
      doc.addPaymentInfo(info);
      for (const r of rows) {
        const payment = info.createTransaction();
        payment.creditorName = sepaText(r.refund.payeeName!, 70);
        payment.creditorIBAN = r.refund.payeeIban!;
        if (r.refund.payeeBic) payment.creditorBIC = r.refund.payeeBic;
        payment.amount = fromMinor(r.refund.amountMinor, r.refund.currency);
        payment.currency = r.refund.currency;
        payment.end2endId = r.refund.id.replace(/-/g, '');
        payment.remittanceInfo = sepaText(`Pavilion refund order ${r.refund.orderId} ${r.eventName}`, 140);
        info.addTransaction(payment);
      }
      const xml = doc.toString();
      const ids = rows.map((r) => r.refund.id);
      await tx.update(refunds).set({ exportedAt: now }).where(inArray(refunds.id, ids));
      for (const r of rows) {
        await recordAudit(tx, now, actor, {
          action: 'order.refund-transfer-file',
          entityType: 'order',
          entityId: r.refund.orderId,
          entityName: `${r.eventName}: ${r.buyerEmail}`,
          summary: storedMessage(A, 'refundTransferFile', {
            amount: storedAmount(r.refund.amountMinor, r.refund.currency),
            file: messageId,
          }),
          after: { refundId: r.refund.id, file: messageId, iban: maskAccountNumber(r.refund.payeeIban!) },
        });
      }
      return { fileName: `refund-transfers-${messageId}.xml`, xml };
    });
  }

  /**
   * Records the chosen refunds as sent by the bank: each becomes refunded, its amount leaves Pavilion's
   * bank account in the ledger, the buyer is emailed and the audit log keeps who recorded it. All or
   * nothing: a refund that is not to be paid back refuses the whole call (409, naming it).
   */
  async recordSent(refundIds: string[], actor: AuditActor): Promise<number> {
    const { db, now: clock, config } = this.deps;
    return retryingTransaction(db, async (tx) => {
      const now = clock();
      const heads = await tx
        .select({ id: refunds.id, orderId: refunds.orderId })
        .from(refunds)
        .where(inArray(refunds.id, refundIds));
      const orderIds = [...new Set(heads.map((h) => h.orderId))];
      await shareEventsOfOrders(tx, orderIds);
      await lockOrders(tx, orderIds);
      const rows: TransferRow[] = await this.select(tx).where(inArray(refunds.id, refundIds));
      const found = new Set(rows.map((r) => r.refund.id));
      const wrong = [
        ...refundIds.filter((id) => !found.has(id)),
        ...rows.filter((r) => r.refund.status !== 'to_pay_back').map((r) => r.refund.id),
      ];
      if (wrong.length) throw conflict(TM.notToPayBack({ ids: [...new Set(wrong)].join(', ') }));
      const ids = [...found];
      await tx
        .update(refunds)
        .set({ status: 'refunded', refundedAt: now, sentByPersonId: actor.personId, updatedAt: now })
        .where(inArray(refunds.id, ids));
      await recordRefundTransfers(
        tx,
        rows.map((r) => ({
          id: r.refund.id,
          orderId: r.refund.orderId,
          amountMinor: r.refund.amountMinor,
          currency: r.refund.currency as TCurrencyCode,
        })),
        now,
      );
      const orderRows = await tx
        .select({ order: orders, name: events.name })
        .from(orders)
        .innerJoin(events, eq(events.id, orders.eventId))
        .where(inArray(orders.id, orderIds));
      const headOf = new Map(orderRows.map((h) => [h.order.id, h]));
      await sendBuyerMessages(
        tx,
        rows.map((r) => {
          const head = headOf.get(r.refund.orderId)!;
          return refundSent(
            mailOf(head.order, head),
            { amountMinor: r.refund.amountMinor, refundedAt: now, account: accountOf(r.refund) },
            config,
          );
        }),
      );
      for (const r of rows) {
        await recordAudit(tx, now, actor, {
          action: 'order.refund-transfer-sent',
          entityType: 'order',
          entityId: r.refund.orderId,
          entityName: `${r.eventName}: ${r.buyerEmail}`,
          summary: storedMessage(A, 'refundTransferSent', {
            amount: storedAmount(r.refund.amountMinor, r.refund.currency),
          }),
          before: { refundId: r.refund.id, status: 'to_pay_back' },
          after: { refundId: r.refund.id, status: 'refunded', iban: maskAccountNumber(r.refund.payeeIban!) },
        });
      }
      return rows.length;
    });
  }
}
