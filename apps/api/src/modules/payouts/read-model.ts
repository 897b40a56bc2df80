// What the partner reads about its money (built with the session's partner id): balances per
// currency, upcoming payouts, payouts and their statements; and what the admin reads: payouts due,
// held and failed, and the platform's revenue.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  fromMinor,
  PAYOUT_DELAY_BUSINESS_DAYS,
  PAYOUT_EVENT_NAMES,
  STATEMENT_LINE_LABELS,
  type TAdminFinances,
  type TAdminPayoutPage,
  type TAdminPayoutsQuery,
  type TBalance,
  type TCurrencyCode,
  type TFinances,
  type TPayoutDetail,
  type TPayoutListQuery,
  type TPayoutPage,
  type TPayoutSummary,
  type TRevenue,
  type TRevenueQuery,
  type TStatementLine,
  type TStatementLineKind,
  type TUpcomingPayout,
  UPCOMING_PAYOUT_DAYS,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { damageClaims, partnerBalances, partners, payoutHolds, payouts, refunds } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { listPage, notNull } from '../../platform/list';
import { feeRateFor, nextFeeRateFor } from '../ledger';
import { FINANCE_MESSAGES as M } from '@pavilion/domain';
import { blocksOf, payoutBlocks, payoutBlocksOf } from './blocks';
import { owedBalances, upcomingOwed } from './lines';
import { PartnerPlan } from './plans';
import type { Database } from '../../db/client';

type PayoutRow = typeof payouts.$inferSelect;

interface PayoutEvents {
  /** The first PAYOUT_EVENT_NAMES names, alphabetical. */
  names: string[];
  count: number;
}

/** The events each payout pays, by payout id: the first few names and how many in all. */
async function eventNamesOf(db: DbOrTx, ids: string[]): Promise<Map<string, PayoutEvents>> {
  const events = new Map<string, PayoutEvents>();
  if (!ids.length) return events;
  const rows = rowsOf<{ payout_id: string; names: string[]; count: number }>(
    await db.execute(sql`
      select st.payout_id::text as payout_id, count(distinct e.name)::int as count,
             (array_agg(distinct e.name order by e.name))[1:${PAYOUT_EVENT_NAMES}::int] as names
      from payout_statement_totals st
      join events e on e.id = st.event_id
      where st.payout_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by st.payout_id`),
  );
  for (const r of rows) events.set(r.payout_id, { names: r.names, count: Number(r.count) });
  return events;
}

function summaryOf(row: PayoutRow, events: PayoutEvents | undefined): TPayoutSummary {
  return {
    id: row.id,
    status: row.status,
    amount: fromMinor(row.amountMinor, row.currency),
    currency: row.currency,
    payableOn: row.payableOn,
    bankAccount: row.bankAccountMasked,
    events: events?.names ?? [],
    eventCount: events?.count ?? 0,
    paidAt: row.paidAt?.toISOString() ?? null,
    failureMessage: row.status === 'failed' ? row.failureMessage : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The statement of one payout: per event its sales, refunds, fees and damage charges, then plan fees; they sum to the payout. */
export async function statementLines(db: DbOrTx, payoutId: string, currency: TCurrencyCode): Promise<TStatementLine[]> {
  const rows = rowsOf<{
    event_id: number | null;
    event_name: string | null;
    kind: string;
    account: string;
    plan_name: string | null;
    period: string | null;
    total: string;
  }>(
    await db.execute(sql`
      select st.event_id, e.name as event_name, st.kind::text as kind, st.account::text as account,
             lp.name as plan_name, to_char(pc.period, 'YYYY-MM-DD') as period, st.amount_minor::text as total
      from payout_statement_totals st
      left join events e on e.id = st.event_id
      left join plan_charges pc on pc.id = st.plan_charge_id
      left join listing_plans lp on lp.key = pc.plan_key
      where st.payout_id = ${payoutId}::uuid
      order by st.first_line_id, st.account`),
  );
  const order: Record<TStatementLineKind, number> = {
    sales: 0,
    refunds: 1,
    fees: 2,
    damage: 3,
    'plan-fee': 4,
    sponsorship: 5,
  };
  const lines = new Map<string, TStatementLine & { minor: number }>();
  for (const r of rows) {
    const kind: TStatementLineKind =
      r.account === 'plan_fees'
        ? 'plan-fee'
        : r.account === 'sponsorship_fees'
          ? 'sponsorship'
          : r.account === 'platform_fees'
            ? 'fees'
            : r.kind === 'refund'
              ? 'refunds'
              : r.kind === 'damage_charge'
                ? 'damage'
                : 'sales';
    const subject =
      kind === 'plan-fee'
        ? `${r.plan_name ?? 'Plan'}, ${r.period ? MONTH.format(new Date(`${r.period}T00:00:00Z`)) : ''}`
        : kind === 'sponsorship'
          ? 'sponsorships and their credits'
          : (r.event_name ?? 'Event');
    const key = `${r.event_id ?? ''}|${kind}|${subject}`;
    const line = lines.get(key) ?? {
      kind,
      description: `${STATEMENT_LINE_LABELS[kind]}: ${subject}`,
      eventId: r.event_id === null ? null : Number(r.event_id),
      amount: 0,
      minor: 0,
    };
    line.minor += Number(r.total);
    lines.set(key, line);
  }
  return [...lines.values()]
    .filter((l) => l.minor !== 0)
    .sort((a, b) => (a.eventId ?? Infinity) - (b.eventId ?? Infinity) || order[a.kind] - order[b.kind])
    .map(({ minor, ...l }) => ({ ...l, amount: fromMinor(minor, currency) }));
}

export class PartnerFinances {
  constructor(
    private readonly db: Database,
    private readonly partnerId: number,
    private readonly now: () => Date,
  ) {}

  async finances(): Promise<TFinances> {
    const now = this.now();
    const [balances, owed, upcoming, open, plan, rate, nextRate] = await Promise.all([
      this.db.select().from(partnerBalances).where(eq(partnerBalances.partnerId, this.partnerId)),
      owedBalances(this.db, this.partnerId, now),
      upcomingOwed(this.db, this.partnerId, now, UPCOMING_PAYOUT_DAYS),
      this.db
        .select()
        .from(payouts)
        .where(and(eq(payouts.partnerId, this.partnerId), sql`${payouts.status} <> 'paid'`))
        .orderBy(payouts.payableOn),
      new PartnerPlan(this.db, this.partnerId, this.now).read(),
      feeRateFor(this.db, this.partnerId),
      nextFeeRateFor(this.db, this.partnerId),
    ]);
    const currencies = new Set<TCurrencyCode>([...balances.map((b) => b.currency), ...owed.map((o) => o.currency)]);
    const answer: TBalance[] = [...currencies].sort().map((currency) => {
      const mine = owed.find((o) => o.currency === currency);
      const inPayouts = open.filter((p) => p.currency === currency).reduce((sum, p) => sum + p.amountMinor, 0);
      const total = balances.find((b) => b.currency === currency)?.balanceMinor ?? 0;
      return {
        currency,
        pending: fromMinor(mine?.pendingMinor ?? 0, currency),
        available: fromMinor(mine?.availableMinor ?? 0, currency),
        inPayouts: fromMinor(inPayouts, currency),
        total: fromMinor(total, currency),
      };
    });
    // Each currency with money coming is checked for a payout account in that currency.
    const withMoney = [...currencies].filter((currency) => {
      const mine = owed.find((o) => o.currency === currency);
      return (
        (mine?.pendingMinor ?? 0) > 0 ||
        (mine?.availableMinor ?? 0) > 0 ||
        open.some((p) => p.currency === currency && p.amountMinor > 0)
      );
    });
    const blocks = await payoutBlocks(this.db, this.partnerId, withMoney);
    const days = new Map<string, TUpcomingPayout & { minor: number }>();
    for (const u of upcoming) {
      const key = `${u.currency}|${u.payableOn}`;
      const day = days.get(key) ?? { currency: u.currency, payableOn: u.payableOn, amount: 0, minor: 0, events: [] };
      day.minor += u.owedMinor;
      day.events.push({ id: u.eventId, name: u.eventName });
      days.set(key, day);
    }
    const names = await eventNamesOf(
      this.db,
      open.map((p) => p.id),
    );
    return {
      balances: answer,
      upcoming: [...days.values()].map(({ minor, ...u }) => ({ ...u, amount: fromMinor(minor, u.currency) })),
      openPayouts: open.map((p) => summaryOf(p, names.get(p.id))),
      plan,
      fee: {
        percent: rate.percentBasisPoints / 100,
        fixedPerTicket: rate.fixedPerTicket,
        upcoming: nextRate && {
          percent: nextRate.rate.percentBasisPoints / 100,
          fixedPerTicket: nextRate.rate.fixedPerTicket,
          appliesFrom: nextRate.appliesFrom.toISOString(),
        },
      },
      blocks,
      payoutDelayBusinessDays: PAYOUT_DELAY_BUSINESS_DAYS,
    };
  }

  async list(query: TPayoutListQuery): Promise<TPayoutPage> {
    const where = and(
      eq(payouts.partnerId, this.partnerId),
      query.status ? eq(payouts.status, query.status) : undefined,
    );
    const page = await listPage(
      query,
      { createdAt: notNull(payouts.createdAt), amount: notNull(payouts.amountMinor) },
      payouts.id,
      {
        rows: ({ orderBy, limit, offset }) =>
          this.db
            .select()
            .from(payouts)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: () =>
          this.db
            .select({ n: count() })
            .from(payouts)
            .where(where)
            .then((r) => r[0].n),
      },
    );
    const names = await eventNamesOf(
      this.db,
      page.items.map((p) => p.id),
    );
    return { ...page, items: page.items.map((p) => summaryOf(p, names.get(p.id))) };
  }

  /** One of the partner's payouts with its statement; another partner's answers 404. */
  async detail(payoutId: string): Promise<TPayoutDetail> {
    const [row] = await this.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.id, payoutId), eq(payouts.partnerId, this.partnerId)));
    if (!row) throw notFound(M.payoutNotFound);
    const [names, lines] = await Promise.all([
      eventNamesOf(this.db, [row.id]),
      statementLines(this.db, row.id, row.currency),
    ]);
    return { ...summaryOf(row, names.get(row.id)), lines, reference: row.providerReference };
  }
}

/** The admin's payouts: due (scheduled or processing, not held), held, failed, paid or all. */
/** The admin's payout filters, over payouts joined with their partner. */
function adminPayoutFilters(): Record<TAdminPayoutsQuery['status'], SQL | undefined> {
  const held = sql`(exists (select 1 from ${payoutHolds} h where h.partner_id = ${payouts.partnerId}) or ${partners.currentVettingStatus} = 'SUSPENDED')`;
  return {
    due: sql`${payouts.status} in ('scheduled', 'processing') and not ${held}`,
    held: sql`${payouts.status} <> 'paid' and ${held}`,
    failed: sql`${payouts.status} = 'failed'`,
    paid: sql`${payouts.status} = 'paid'`,
    all: undefined,
  };
}

export async function adminPayouts(db: Database, query: TAdminPayoutsQuery): Promise<TAdminPayoutPage> {
  const where = adminPayoutFilters()[query.status];
  const page = await listPage(
    query,
    { createdAt: notNull(payouts.createdAt), amount: notNull(payouts.amountMinor) },
    payouts.id,
    {
      rows: ({ orderBy, limit, offset }) =>
        db
          .select({ payout: payouts, partnerName: partners.name })
          .from(payouts)
          .innerJoin(partners, eq(partners.id, payouts.partnerId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: () =>
        db
          .select({ n: count() })
          .from(payouts)
          .innerJoin(partners, eq(partners.id, payouts.partnerId))
          .where(where)
          .then((r) => r[0].n),
    },
  );
  const names = await eventNamesOf(
    db,
    page.items.map((p) => p.payout.id),
  );
  const facts = await payoutBlocksOf(
    db,
    page.items.map((p) => p.payout.partnerId),
  );
  return {
    ...page,
    items: page.items.map(({ payout, partnerName }) => {
      const partner = facts.get(payout.partnerId);
      return {
        ...summaryOf(payout, names.get(payout.id)),
        partner: { id: payout.partnerId, name: partnerName },
        blocks: payout.status === 'paid' || !partner ? [] : blocksOf(partner, [payout.currency]),
      };
    }),
  };
}

/**
 * Platform revenue per month and currency between two days (both included, UTC): commissions net of
 * those given back, plan fees, and sponsorship net of the days credited back.
 */
export async function platformRevenue(db: DbOrTx, query: TRevenueQuery): Promise<TRevenue> {
  const rows = rowsOf<{
    period: string;
    currency: TCurrencyCode;
    fees: string;
    plan_fees: string;
    sponsorship: string;
  }>(
    await db.execute(sql`
      select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM-DD') as period, currency,
             (-coalesce(sum(amount_minor) filter (where account = 'platform_fees'), 0))::text as fees,
             (-coalesce(sum(amount_minor) filter (where account = 'plan_fees'), 0))::text as plan_fees,
             (-coalesce(sum(amount_minor) filter (where account = 'sponsorship_fees'), 0))::text as sponsorship
      from ledger_entries
      where account in ('platform_fees', 'plan_fees', 'sponsorship_fees')
        and created_at >= ${query.from}::date::timestamp at time zone 'UTC'
        and created_at < (${query.to}::date + 1)::timestamp at time zone 'UTC'
      group by 1, 2 order by 1, 2`),
  );
  type Sums = { fees: number; planFees: number; sponsorshipFees: number };
  const answer = (sums: Sums, currency: TCurrencyCode) => ({
    fees: fromMinor(sums.fees, currency),
    planFees: fromMinor(sums.planFees, currency),
    sponsorshipFees: fromMinor(sums.sponsorshipFees, currency),
    total: fromMinor(sums.fees + sums.planFees + sums.sponsorshipFees, currency),
  });
  const totals = new Map<TCurrencyCode, Sums>();
  const periods = rows.map((r) => {
    const sums = { fees: Number(r.fees), planFees: Number(r.plan_fees), sponsorshipFees: Number(r.sponsorship) };
    const t = totals.get(r.currency) ?? { fees: 0, planFees: 0, sponsorshipFees: 0 };
    totals.set(r.currency, {
      fees: t.fees + sums.fees,
      planFees: t.planFees + sums.planFees,
      sponsorshipFees: t.sponsorshipFees + sums.sponsorshipFees,
    });
    return { period: r.period, currency: r.currency, ...answer(sums, r.currency) };
  });
  return {
    from: query.from,
    to: query.to,
    periods,
    totals: [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]) => ({ currency, ...answer(t, currency) })),
  };
}

/**
 * The admin's finances: the revenue of the period and how many payouts are due, held and failed, how
 * many refunds are not yet paid back and how many disputed damage claims wait for a decision, counted
 * as the Payouts, Refunds and Damage claims lists count them.
 */
export async function adminFinances(db: DbOrTx, query: TRevenueQuery): Promise<TAdminFinances> {
  const filters = adminPayoutFilters();
  const payoutsWhere = (status: 'due' | 'held' | 'failed') =>
    sql`(select count(*)::int from ${payouts} join ${partners} on ${partners.id} = ${payouts.partnerId} where ${filters[status]})`;
  const [waiting] = rowsOf<TAdminFinances['waiting']>(
    await db.execute(sql`
      select ${payoutsWhere('due')} as "payoutsDue",
             ${payoutsWhere('held')} as "payoutsHeld",
             ${payoutsWhere('failed')} as "payoutsFailed",
             (select count(*)::int from ${refunds} where ${refunds.status} <> 'refunded') as "refunds",
             (select count(*)::int from ${damageClaims} where ${damageClaims.status} = 'disputed') as "damageClaims"`),
  );
  return { revenue: await platformRevenue(db, query), waiting };
}
