// Ledger lines in bulk for the benchmarks, shaped as postLedgerTransaction writes them: three lines per
// sale or refund (the gateway, the platform's fee, what the partner is owed), a row in
// unsettled_payables per partner_payable line, the sums per (partner, currency, event) in
// owed_by_event and each partner's balance per currency in partner_balances. The orders are chosen by
// an SQL condition on `o` (orders).
import { sql, type SQL } from 'drizzle-orm';
import { type Database } from '@pavilion/api-testing/scripts';

/** The sale of each order as recordSale posts it: the gateway's payment, a 5 % + 0.50 per ticket fee, the rest owed. */
export function seedSaleLines(db: Database, orders: SQL) {
  return db.execute(sql`
    with s as (
      select o.id as order_id, o.partner_id, o.currency, o.total_minor as total,
             (round(o.total_minor * 0.05) + 50 * o.ticket_count)::bigint as fee, o.paid_at as at, gen_random_uuid() as tx
      from orders o where ${orders}
    ), l as (
      insert into ledger_entries (transaction_id, kind, account, partner_id, order_id, currency, amount_minor, created_at)
      select s.tx, 'sale', v.account, v.partner_id, s.order_id, s.currency, v.amount, s.at
      from s cross join lateral (values ('gateway'::ledger_account, null::int, s.total),
                                        ('platform_fees'::ledger_account, null::int, -s.fee),
                                        ('partner_payable'::ledger_account, s.partner_id, -(s.total - s.fee))) v(account, partner_id, amount)
      returning id, account, partner_id, order_id, currency, amount_minor, created_at
    )
    insert into unsettled_payables (ledger_entry_id, partner_id, currency, event_id, amount_minor, created_at)
    select l.id, l.partner_id, l.currency, o.event_id, l.amount_minor, l.created_at
    from l join orders o on o.id = l.order_id where l.account = 'partner_payable'`);
}

/** Half of each chosen order refunded a day after the sale (at most `limit`, by id), the fee given back in proportion. */
export function seedRefundLines(db: Database, orders: SQL, limit: number) {
  return db.execute(sql`
    with r as (
      select o.id as order_id, o.partner_id, o.currency, o.total_minor / 2 as amount,
             ((round(o.total_minor * 0.05) + 50 * o.ticket_count)::bigint / 2) as fee_back,
             o.paid_at + interval '1 day' as at, gen_random_uuid() as tx
      from orders o where ${orders}
      order by o.id limit ${limit}
    ), l as (
      insert into ledger_entries (transaction_id, kind, account, partner_id, order_id, currency, amount_minor, created_at)
      select r.tx, 'refund', v.account, v.partner_id, r.order_id, r.currency, v.amount, r.at
      from r cross join lateral (values ('gateway'::ledger_account, null::int, -r.amount),
                                        ('platform_fees'::ledger_account, null::int, r.fee_back),
                                        ('partner_payable'::ledger_account, r.partner_id, r.amount - r.fee_back)) v(account, partner_id, amount)
      returning id, account, partner_id, order_id, currency, amount_minor, created_at
    )
    insert into unsettled_payables (ledger_entry_id, partner_id, currency, event_id, amount_minor, created_at)
    select l.id, l.partner_id, l.currency, o.event_id, l.amount_minor, l.created_at
    from l join orders o on o.id = l.order_id where l.account = 'partner_payable'`);
}

/** owed_by_event and partner_balances from the lines written (run once, after every line). */
export async function seedOwedAndBalances(db: Database) {
  await db.execute(sql`
    insert into owed_by_event (partner_id, currency, event_id, amount_minor, lines)
    select partner_id, currency, event_id, sum(amount_minor), count(*) from unsettled_payables
    where event_id is not null group by partner_id, currency, event_id`);
  await db.execute(sql`
    insert into partner_balances (partner_id, currency, balance_minor)
    select partner_id, currency, -sum(amount_minor) from ledger_entries
    where account = 'partner_payable' group by partner_id, currency`);
}
