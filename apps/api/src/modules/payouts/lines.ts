// What a partner is owed line by line: the partner_payable lines of sales, refunds and plan fees not
// yet in a payout, each with the moment it becomes payable (an order's: payout_payable_at of its
// event's end, migration 0020; a plan fee's: when it was charged).
import { sql, type SQL } from 'drizzle-orm';
import type { TCurrencyCode } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';

export interface OwedLine {
  id: number;
  currency: TCurrencyCode;
  /** What the line owes the partner (minus its ledger amount), minor units. */
  owedMinor: number;
  eventId: number | null;
  eventName: string | null;
  /** 'YYYY-MM-DD' of the payable moment (UTC). */
  payableOn: string;
  payable: boolean;
}

/** The partner's lines not yet in a payout; `where` narrows them (a currency, payable only). */
export async function unsettledLines(
  db: DbOrTx,
  partnerId: number,
  now: Date,
  where: { currency?: TCurrencyCode; payableOnly?: boolean } = {},
): Promise<OwedLine[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const filters: SQL[] = [];
  if (where.currency) filters.push(sql`and l.currency = ${where.currency}`);
  const rows = rowsOf<{
    id: string;
    currency: TCurrencyCode;
    amount: string;
    event_id: number | null;
    event_name: string | null;
    payable_on: string;
    payable: boolean;
  }>(
    await db.execute(sql`
      select id::text, currency, amount::text, event_id, event_name,
             to_char(payable_at at time zone 'UTC', 'YYYY-MM-DD') as payable_on, payable_at <= ${at} as payable
      from (
        select l.id, l.currency, l.amount_minor as amount, o.event_id, e.name as event_name,
               case when o.event_id is null then l.created_at else payout_payable_at(e.end_at) end as payable_at
        from ledger_entries l
        left join orders o on o.id = l.order_id
        left join events e on e.id = o.event_id
        where l.partner_id = ${partnerId} and l.account = 'partner_payable' and l.kind <> 'payout'
          and not exists (select 1 from payout_lines pl where pl.ledger_entry_id = l.id)
          ${sql.join(filters, sql` `)}
      ) lines
      ${where.payableOnly ? sql`where payable_at <= ${at}` : sql``}
      order by payable_at, id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    currency: r.currency,
    owedMinor: -Number(r.amount),
    eventId: r.event_id === null ? null : Number(r.event_id),
    eventName: r.event_name,
    payableOn: r.payable_on,
    payable: r.payable === true || (r.payable as unknown) === 't',
  }));
}

/** Partners and currencies with money payable and not yet in a payout. */
export async function partnersWithPayableMoney(
  db: DbOrTx,
  now: Date,
  limit: number,
): Promise<Array<{ partnerId: number; currency: TCurrencyCode }>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = rowsOf<{ partner_id: number; currency: TCurrencyCode }>(
    await db.execute(sql`
      select distinct l.partner_id, l.currency
      from ledger_entries l
      left join orders o on o.id = l.order_id
      left join events e on e.id = o.event_id
      where l.account = 'partner_payable' and l.kind <> 'payout'
        and not exists (select 1 from payout_lines pl where pl.ledger_entry_id = l.id)
        and (case when o.event_id is null then l.created_at else payout_payable_at(e.end_at) end) <= ${at}
      order by 1, 2
      limit ${limit}`),
  );
  return rows.map((r) => ({ partnerId: Number(r.partner_id), currency: r.currency }));
}
