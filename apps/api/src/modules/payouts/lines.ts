// What a partner is owed and not yet paid out: the rows of unsettled_payables (each posting adds its
// partner_payable lines, the payout run takes them out) and their sums per event (owed_by_event). A
// line of an order is payable from payout_payable_at of its event's end (migration 0020), a plan fee
// from when it was charged.
import { sql } from 'drizzle-orm';
import type { TCurrencyCode } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';

/** What the partner is owed and not yet paid out in one currency, minor units. */
export interface OwedBalance {
  currency: TCurrencyCode;
  /** Payable now (the payout run gathers it). */
  availableMinor: number;
  /** Payable on a later day (its event has not ended 3 business days ago). */
  pendingMinor: number;
}

/** What an event owes the partner and not yet paid out, payable on a later day. */
export interface UpcomingOwed {
  currency: TCurrencyCode;
  /** 'YYYY-MM-DD' of the payable moment (UTC). */
  payableOn: string;
  owedMinor: number;
  eventId: number;
  eventName: string;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Each event's money waiting (owed_by_event, one row per event) with the moment it becomes payable. */
const owedPerEvent = (partnerId: number) => sql`
  select ob.currency, ob.amount_minor as amount, ob.lines, ob.event_id, e.name as event_name,
         payout_payable_at(e.end_at) as payable_at
  from owed_by_event ob join events e on e.id = ob.event_id
  where ob.partner_id = ${partnerId} and ob.lines > 0`;

/**
 * What the partner is owed and not yet paid out, per currency, available and pending: summed in SQL
 * over one row per event with money waiting (owed_by_event) and one per plan fee, however many orders
 * the events sold.
 */
export async function owedBalances(db: DbOrTx, partnerId: number, now: Date): Promise<OwedBalance[]> {
  const rows = rowsOf<{ currency: TCurrencyCode; available: string; pending: string }>(
    await db.execute(sql`
      select currency, coalesce(sum(amount) filter (where payable_at <= ${at(now)}), 0)::text as available,
             coalesce(sum(amount) filter (where payable_at > ${at(now)}), 0)::text as pending
      from (
        select currency, amount, payable_at from (${owedPerEvent(partnerId)}) per_event
        union all
        select u.currency, u.amount_minor, u.created_at from unsettled_payables u
        where u.partner_id = ${partnerId} and u.event_id is null
      ) owed
      group by currency order by currency`),
  );
  return rows.map((r) => ({
    currency: r.currency,
    availableMinor: -Number(r.available),
    pendingMinor: -Number(r.pending),
  }));
}

/** The events' money payable on the next `days` payable days (per currency) after now, soonest first. */
export async function upcomingOwed(db: DbOrTx, partnerId: number, now: Date, days: number): Promise<UpcomingOwed[]> {
  const rows = rowsOf<{
    currency: TCurrencyCode;
    payable_on: string;
    amount: string;
    event_id: number;
    event_name: string;
  }>(
    await db.execute(sql`
      with later as (
        select * from (${owedPerEvent(partnerId)}) per_event where payable_at > ${at(now)}
      ), next_days as (
        select currency, payable_at from later group by currency, payable_at order by payable_at, currency limit ${days}
      )
      select l.currency, to_char(l.payable_at at time zone 'UTC', 'YYYY-MM-DD') as payable_on, l.amount::text,
             l.event_id, l.event_name
      from later l join next_days d on d.currency = l.currency and d.payable_at = l.payable_at
      order by l.payable_at, l.currency, l.event_name, l.event_id`),
  );
  return rows.map((r) => ({
    currency: r.currency,
    payableOn: r.payable_on,
    owedMinor: -Number(r.amount),
    eventId: Number(r.event_id),
    eventName: r.event_name,
  }));
}

/** The partner's events in one currency whose money waiting is payable now. */
const payableEvents = (partnerId: number, currency: TCurrencyCode, now: Date) => sql`
  select * from (${owedPerEvent(partnerId)}) per_event
  where currency = ${currency} and payable_at <= ${at(now)}`;

/** What is payable now to the partner in one currency: the sum owed, the latest payable day and how many lines. */
export async function payableNowTotal(
  db: DbOrTx,
  partnerId: number,
  currency: TCurrencyCode,
  now: Date,
): Promise<{ owedMinor: number; payableOn: string | null; lines: number }> {
  const [row] = rowsOf<{ amount: string | null; payable_on: string | null; lines: string | null }>(
    await db.execute(sql`
      select sum(amount)::text as amount, sum(lines)::text as lines,
             to_char(max(payable_at) at time zone 'UTC', 'YYYY-MM-DD') as payable_on
      from (
        select amount, lines, payable_at from (${payableEvents(partnerId, currency, now)}) events_payable
        union all
        select u.amount_minor, 1, u.created_at from unsettled_payables u
        where u.partner_id = ${partnerId} and u.currency = ${currency} and u.event_id is null
          and u.created_at <= ${at(now)}
      ) x`),
  );
  return { owedMinor: -Number(row?.amount ?? 0), payableOn: row?.payable_on ?? null, lines: Number(row?.lines ?? 0) };
}

/**
 * Moves the lines payable now into the payout: out of unsettled_payables (and their events' sums),
 * into payout_lines, and their other sides summed into the payout's statement. Answers how many lines
 * it moved. The caller holds the partner's balance row for the currency.
 */
export async function moveIntoPayout(
  db: DbOrTx,
  payoutId: string,
  partnerId: number,
  currency: TCurrencyCode,
  now: Date,
): Promise<number> {
  const [row] = rowsOf<{ moved: string }>(
    await db.execute(sql`
      with of_events as (
        delete from unsettled_payables u
        where u.partner_id = ${partnerId} and u.currency = ${currency}
          and u.event_id = any(array(select event_id from (${payableEvents(partnerId, currency, now)}) events_payable))
        returning u.ledger_entry_id, u.event_id, u.amount_minor
      ), plan_fees as (
        delete from unsettled_payables u
        where u.partner_id = ${partnerId} and u.currency = ${currency} and u.event_id is null
          and u.created_at <= ${at(now)}
        returning u.ledger_entry_id, u.event_id, u.amount_minor
      ), taken as (
        select * from of_events union all select * from plan_fees
      ), sums as (
        update owed_by_event ob
        set amount_minor = ob.amount_minor - t.amount, lines = ob.lines - t.lines
        from (select event_id, sum(amount_minor) as amount, count(*)::int as lines from of_events group by event_id) t
        where ob.partner_id = ${partnerId} and ob.currency = ${currency} and ob.event_id = t.event_id
      ), paid as (
        insert into payout_lines (ledger_entry_id, payout_id)
        select ledger_entry_id, ${payoutId}::uuid from taken
      ), statement as (
        insert into payout_statement_totals (payout_id, event_id, kind, account, plan_charge_id, amount_minor, first_line_id)
        select ${payoutId}::uuid, taken.event_id, le.kind, le.account, p.plan_charge_id, sum(le.amount_minor), min(p.id)
        from taken
        join ledger_entries p on p.id = taken.ledger_entry_id
        join ledger_entries le on le.transaction_id = p.transaction_id and le.account <> 'partner_payable'
        group by taken.event_id, le.kind, le.account, p.plan_charge_id
        on conflict (payout_id, coalesce(event_id, 0), kind, account, coalesce(plan_charge_id, 0))
        do update set amount_minor = payout_statement_totals.amount_minor + excluded.amount_minor
      )
      select count(*)::text as moved from taken`),
  );
  return Number(row?.moved ?? 0);
}

/** Partners and currencies with money payable and not yet in a payout. */
export async function partnersWithPayableMoney(
  db: DbOrTx,
  now: Date,
  limit: number,
): Promise<Array<{ partnerId: number; currency: TCurrencyCode }>> {
  const rows = rowsOf<{ partner_id: number; currency: TCurrencyCode }>(
    await db.execute(sql`
      select ob.partner_id, ob.currency from owed_by_event ob join events e on e.id = ob.event_id
      where ob.lines > 0 and payout_payable_at(e.end_at) <= ${at(now)}
      union
      select u.partner_id, u.currency from unsettled_payables u
      where u.event_id is null and u.created_at <= ${at(now)}
      order by 1, 2
      limit ${limit}`),
  );
  return rows.map((r) => ({ partnerId: Number(r.partner_id), currency: r.currency }));
}
