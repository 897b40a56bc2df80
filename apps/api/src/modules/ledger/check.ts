// The ledger check (npm run ledger:check, and the test suite after the concurrency tests): every
// transaction and every currency sums to zero, each partner's kept balance equals minus the sum of
// its partner_payable lines, each such line is either unsettled or in one payout (never both, never
// neither), the sums kept per event equal their unsettled lines, each payout's statement sums to
// its amount, the platform's fee given back by each refund is the documented share of what was
// refunded (service.ts, recordRefunds), no order of a cancelled event keeps any of its payment, and the
// invoices agree with the ledger: per seller and currency, invoices less credit notes equal what the
// ledger says was sold (card and bank transfer sales and damage charges less refunds, a transfer's
// refund counted when granted, while it is still owed to its buyer) plus what is still awaited by bank
// transfer (receivables).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';

export interface LedgerCheck {
  ok: boolean;
  /** Per currency: the number of lines, the debits and the sum (zero when balanced), minor units. */
  currencies: Array<{ currency: string; lines: number; debitsMinor: number; sumMinor: number }>;
  /** Transactions whose lines do not sum to zero. */
  unbalancedTransactions: string[];
  /** Partners whose kept balance differs from their lines. */
  partnerMismatches: Array<{ partnerId: number; currency: string; balanceMinor: number; linesMinor: number }>;
  /** partner_payable lines that are in payout_lines and unsettled_payables both, or in neither, or differ there. */
  settlementMismatches: number[];
  /** Events (partner/currency/event) whose kept sum or count of unsettled lines differs from the lines. */
  eventSumMismatches: string[];
  /** Payouts whose statement does not sum to their amount. */
  statementMismatches: string[];
  /**
   * Orders where, after some refund (in the order they were recorded), the fee given back so far is not
   * floor(fee × refunded so far / paid): refunds recorded at the same moment that counted each other wrong.
   */
  feeBackMismatches: string[];
  /** Orders of a cancelled event whose refunds (requested or sent) do not give back all their sale took. */
  keptOrdersOfCancelledEvents: string[];
  /** Sellers and currencies whose invoices less credit notes differ from what the ledger sold and awaits. */
  invoiceMismatches: Array<{ partnerId: number; currency: string; invoicedMinor: number; ledgerMinor: number }>;
}

export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const [currencies, unbalanced, mismatches, settlement, eventSums, statements, feeBack, kept, invoiced] =
    await Promise.all([
      db.execute(sql`
      select currency, count(*)::int as lines,
             coalesce(sum(amount_minor) filter (where amount_minor > 0), 0)::text as debits,
             sum(amount_minor)::text as total
      from ledger_entries group by currency order by currency`),
      db.execute(sql`
      select transaction_id::text as id from ledger_entries
      group by transaction_id having sum(amount_minor) <> 0 limit 100`),
      db.execute(sql`
      select coalesce(b.partner_id, l.partner_id) as partner_id, coalesce(b.currency, l.currency) as currency,
             coalesce(b.balance_minor, 0)::text as balance, coalesce(-l.total, 0)::text as lines
      from partner_balances b
      full join (
        select partner_id, currency, sum(amount_minor) as total from ledger_entries
        where account = 'partner_payable' group by partner_id, currency
      ) l on l.partner_id = b.partner_id and l.currency = b.currency
      where coalesce(b.balance_minor, 0) <> coalesce(-l.total, 0)
      limit 100`),
      db.execute(sql`
      select l.id::text as id from ledger_entries l
      left join unsettled_payables u on u.ledger_entry_id = l.id
      left join payout_lines pl on pl.ledger_entry_id = l.id
      where l.account = 'partner_payable' and l.kind <> 'payout'
        and ((u.ledger_entry_id is null) = (pl.ledger_entry_id is null)
          or u.amount_minor <> l.amount_minor or u.partner_id <> l.partner_id or u.currency <> l.currency)
      union all
      select u.ledger_entry_id::text from unsettled_payables u join ledger_entries l on l.id = u.ledger_entry_id
      where l.account <> 'partner_payable' or l.kind = 'payout'
      limit 100`),
      db.execute(sql`
      select concat_ws('/', coalesce(ob.partner_id, u.partner_id), coalesce(ob.currency, u.currency),
                       coalesce(ob.event_id, u.event_id)) as key
      from (select * from owed_by_event where lines <> 0 or amount_minor <> 0) ob
      full join (
        select partner_id, currency, event_id, sum(amount_minor) as amount, count(*) as lines
        from unsettled_payables where event_id is not null group by partner_id, currency, event_id
      ) u on u.partner_id = ob.partner_id and u.currency = ob.currency and u.event_id = ob.event_id
      where ob.amount_minor is distinct from u.amount or ob.lines is distinct from u.lines
      limit 100`),
      db.execute(sql`
      select p.id::text as id from payouts p
      left join (select payout_id, sum(amount_minor) as total from payout_statement_totals group by payout_id) st
        on st.payout_id = p.id
      where coalesce(st.total, 0) <> p.amount_minor
      limit 100`),
      db.execute(sql`
      with sale as (
        select order_id,
               sum(amount_minor) filter (where account in ('gateway', 'bank')) as paid,
               -coalesce(sum(amount_minor) filter (where account = 'platform_fees'), 0) as fee
        from ledger_entries where kind = 'sale' group by order_id
      ), refund as (
        select order_id, transaction_id, min(id) as first_line,
               -sum(amount_minor) filter (where account in ('gateway', 'bank', 'refunds_owed')) as amount,
               coalesce(sum(amount_minor) filter (where account = 'platform_fees'), 0) as fee_back
        from ledger_entries where kind = 'refund' group by order_id, transaction_id
      ), running as (
        select order_id,
               sum(amount) over w as refunded,
               sum(fee_back) over w as fee_back
        from refund
        window w as (partition by order_id order by first_line rows unbounded preceding)
      )
      select distinct r.order_id::text as id from running r join sale s on s.order_id = r.order_id
      where s.paid > 0 and r.fee_back <> floor(s.fee * r.refunded / s.paid)
      limit 100`),
      db.execute(sql`
      select o.id::text as id from orders o
      join events e on e.id = o.event_id and e.cancelled_at is not null
      join (select order_id, sum(amount_minor) as paid from ledger_entries
            where kind = 'sale' and account in ('gateway', 'bank') group by order_id) s on s.order_id = o.id
      where s.paid > (select coalesce(sum(r.amount_minor), 0) from refunds r where r.order_id = o.id)
      limit 100`),
      db.execute(sql`
      with docs as (
        select partner_id, currency,
               sum(case kind when 'invoice' then total_minor else -total_minor end) as total
        from invoices group by partner_id, currency
      ), books as (
        select o.partner_id, l.currency, sum(l.amount_minor) as total
        from ledger_entries l join orders o on o.id = l.order_id
        where l.account in ('gateway', 'bank', 'receivables', 'refunds_owed') and l.kind <> 'payout'
        group by o.partner_id, l.currency
      )
      select coalesce(d.partner_id, b.partner_id) as partner_id, coalesce(d.currency, b.currency) as currency,
             coalesce(d.total, 0)::text as invoiced, coalesce(b.total, 0)::text as ledger
      from docs d full join books b on b.partner_id = d.partner_id and b.currency = d.currency
      where coalesce(d.total, 0) <> coalesce(b.total, 0)
      limit 100`),
    ]);
  const result: LedgerCheck = {
    currencies: rowsOf<{ currency: string; lines: number; debits: string; total: string }>(currencies).map((r) => ({
      currency: r.currency,
      lines: Number(r.lines),
      debitsMinor: Number(r.debits),
      sumMinor: Number(r.total),
    })),
    unbalancedTransactions: rowsOf<{ id: string }>(unbalanced).map((r) => r.id),
    partnerMismatches: rowsOf<{ partner_id: number; currency: string; balance: string; lines: string }>(mismatches).map(
      (r) => ({
        partnerId: Number(r.partner_id),
        currency: r.currency,
        balanceMinor: Number(r.balance),
        linesMinor: Number(r.lines),
      }),
    ),
    settlementMismatches: rowsOf<{ id: string }>(settlement).map((r) => Number(r.id)),
    eventSumMismatches: rowsOf<{ key: string }>(eventSums).map((r) => r.key),
    statementMismatches: rowsOf<{ id: string }>(statements).map((r) => r.id),
    feeBackMismatches: rowsOf<{ id: string }>(feeBack).map((r) => r.id),
    keptOrdersOfCancelledEvents: rowsOf<{ id: string }>(kept).map((r) => r.id),
    invoiceMismatches: rowsOf<{ partner_id: number; currency: string; invoiced: string; ledger: string }>(invoiced).map(
      (r) => ({
        partnerId: Number(r.partner_id),
        currency: r.currency,
        invoicedMinor: Number(r.invoiced),
        ledgerMinor: Number(r.ledger),
      }),
    ),
    ok: false,
  };
  result.ok =
    result.currencies.every((c) => c.sumMinor === 0) &&
    !result.unbalancedTransactions.length &&
    !result.partnerMismatches.length &&
    !result.settlementMismatches.length &&
    !result.eventSumMismatches.length &&
    !result.statementMismatches.length &&
    !result.feeBackMismatches.length &&
    !result.invoiceMismatches.length &&
    !result.keptOrdersOfCancelledEvents.length;
  return result;
}
