// Money the platform owes a partner: listing plans, balances, payouts and their statements
// (GET /api/partner/finances, /api/partner/payouts, /api/partner/plans, PUT /api/partner/plan) and
// the admin's payouts and platform revenue. The payable-date rule lives here so the portal and the
// server count business days the same way.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDate, ZIsoDateTime } from '../common/dates';
import { ZId, ZUuid } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { ZCurrencyCode } from '../money';
import { FINANCE_MESSAGES, PAYOUT_TEXT } from '../messages';
import { PLAN_KEYS } from '../constants';

/** A payout becomes due on the third business day (Monday to Friday, UTC) after the day the event ends. */
export const PAYOUT_DELAY_BUSINESS_DAYS = 3;

/**
 * When an event's money becomes payable: 00:00 UTC of the third business day after the (UTC) day it
 * ends. An event ending on a Friday is payable on Wednesday; one ending on a Wednesday, on Monday.
 * Public holidays are not counted apart (docs/decisions/README.md "Payouts and plans").
 */
export function payableAt(eventEndsAt: Date): Date {
  const day = new Date(Date.UTC(eventEndsAt.getUTCFullYear(), eventEndsAt.getUTCMonth(), eventEndsAt.getUTCDate()));
  let counted = 0;
  while (counted < PAYOUT_DELAY_BUSINESS_DAYS) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return day;
}

/** The plan period a moment falls in: its calendar month in UTC, named by its first day ('2030-06-01'). */
export function planPeriodOf(at: Date): string {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)).toISOString().slice(0, 10);
}

/** The period after the one given ('2030-12-01' -> '2031-01-01'). */
export function nextPlanPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

// Listing plans ---------------------------------------------------------------------------------

/** The event statuses that count as live against a plan (with: not yet ended, not cancelled). */
export const LIVE_EVENT_STATUSES = ['PENDING', 'APPROVED'] as const;
export type TPlanKey = (typeof PLAN_KEYS)[number];

export const ZListingPlan = z.object({
  key: z.enum(PLAN_KEYS),
  name: z.string(),
  /** The monthly price, major units of `currency`. */
  monthlyPrice: z.number().nonnegative(),
  currency: ZCurrencyCode,
  /** How many events may be live at once (submitted or approved, not yet ended or cancelled); null: no limit. */
  maxLiveEvents: z.number().int().positive().nullable(),
});
export type TListingPlan = z.infer<typeof ZListingPlan>;

export const ZListingPlans = z.object({ items: z.array(ZListingPlan) });
export type TListingPlans = z.infer<typeof ZListingPlans>;

export const ZPartnerPlan = z.object({
  /** The plan of this period; null when the partner has never chosen one (no limit, no fee). */
  current: ZListingPlan.nullable(),
  /** The plan chosen for the next period, and from when it applies. */
  next: ZListingPlan.extend({ from: ZIsoDate }).nullable(),
  /** Events live now, counted against the current plan's limit. */
  liveEvents: z.number().int().nonnegative(),
});
export type TPartnerPlan = z.infer<typeof ZPartnerPlan>;

export const ZPlanChangeBody = z.object({
  plan: z.enum(PLAN_KEYS, { error: () => FINANCE_MESSAGES.plan }),
});
export type TPlanChangeBody = z.infer<typeof ZPlanChangeBody>;

// Payouts ---------------------------------------------------------------------------------------

export const PAYOUT_STATUSES = ['scheduled', 'processing', 'paid', 'failed'] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What stops a partner's payouts; PAYOUT_BLOCK_LABELS says each in words. */
export const PAYOUT_BLOCK_KEYS = [
  'held',
  'not-approved',
  'address-not-verified',
  'contract-not-signed',
  'no-payout-account',
  'no-payout-account-in-currency',
] as const;
export type TPayoutBlockKey = (typeof PAYOUT_BLOCK_KEYS)[number];

export const ZPayoutBlock = z.object({
  key: z.enum(PAYOUT_BLOCK_KEYS),
  label: z.string(),
  /** For a hold: the reason the administrator gave, or that the partner is suspended; for a currency: what to do. */
  detail: z.string().nullable(),
  /** The currency whose money it holds; null: it holds every payout. */
  currency: ZCurrencyCode.nullable(),
});
export type TPayoutBlock = z.infer<typeof ZPayoutBlock>;

export const ZPayoutSummary = z.object({
  id: ZUuid,
  status: z.enum(PAYOUT_STATUSES),
  amount: z.number(),
  currency: ZCurrencyCode,
  /** The day the money became payable (the latest payable date of what it pays). */
  payableOn: ZIsoDate,
  /** The payout account's number, masked but its last 4 characters; null before an account is set. */
  bankAccount: z.string().nullable(),
  /** Events it pays, by name: the first PAYOUT_EVENT_NAMES in alphabetical order. */
  events: z.array(z.string()),
  /** How many events (by name) it pays in all: more than `events` lists when it pays many. */
  eventCount: z.number().int().nonnegative(),
  paidAt: ZIsoDateTime.nullable(),
  /** Why the last attempt failed, in the provider's words. */
  failureMessage: z.string().nullable(),
  createdAt: ZIsoDateTime,
});
export type TPayoutSummary = z.infer<typeof ZPayoutSummary>;

/** The events a payout pays, in words: "Summit A, Summit B and 1,695 more"; empty when it pays none. */
export function payoutEventsText(p: Pick<TPayoutSummary, 'events' | 'eventCount'>): string {
  const more = p.eventCount - p.events.length;
  const events = p.events.join(', ');
  return more > 0 ? PAYOUT_TEXT.eventsAndMore({ events, more }) : events;
}

export const STATEMENT_LINE_KINDS = ['sales', 'refunds', 'fees', 'damage', 'plan-fee', 'sponsorship'] as const;
export type TStatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export const ZStatementLine = z.object({
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** 'Ticket sales: Future of Logistics Summit', 'Listing plan: Growth, June 2030'. */
  description: z.string(),
  eventId: ZId.nullable(),
  /** Signed: money to the partner is positive, deductions negative. The lines sum to the payout. */
  amount: z.number(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

export const ZPayoutDetail = ZPayoutSummary.extend({
  lines: z.array(ZStatementLine),
  /** The provider's reference once paid. */
  reference: z.string().nullable(),
});
export type TPayoutDetail = z.infer<typeof ZPayoutDetail>;

export const ZPayoutListQuery = zListQuery({
  sorts: ['createdAt', 'amount'],
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  filters: {
    status: z.enum(PAYOUT_STATUSES, { error: () => PAYOUT_TEXT.statusInvalid }).optional(),
  },
});
export type TPayoutListQuery = z.output<typeof ZPayoutListQuery>;
export type TPayoutListQueryInput = z.input<typeof ZPayoutListQuery>;
export const ZPayoutPage = zPaged(ZPayoutSummary);
export type TPayoutPage = z.infer<typeof ZPayoutPage>;

export const ZPayoutIdParams = z.object({ id: ZUuid });

/** GET /api/partner/payouts/{id}: the statement as JSON (the default), or as a CSV or PDF download. */
export const STATEMENT_FORMATS = ['json', 'csv', 'pdf'] as const;
export const ZPayoutDetailQuery = z.object({
  format: z.enum(STATEMENT_FORMATS, { error: () => FINANCE_MESSAGES.statementFormat }).default('json'),
});
export type TPayoutDetailQuery = z.output<typeof ZPayoutDetailQuery>;

// Finances --------------------------------------------------------------------------------------

export const ZBalance = z.object({
  currency: ZCurrencyCode,
  /** Sales of events not yet payable (less their refunds and fees). */
  pending: z.number(),
  /** Payable and not yet in a payout: negative when refunds after a payout exceed new money. */
  available: z.number(),
  /** In payouts scheduled, processing or failed. */
  inPayouts: z.number(),
  /** Everything owed: pending + available + inPayouts. */
  total: z.number(),
});
export type TBalance = z.infer<typeof ZBalance>;

/** How many event names a payout's summary lists (eventCount says how many it pays in all). */
export const PAYOUT_EVENT_NAMES = 5;
/** How many payable days ahead Finances lists as upcoming (the balances count every day). */
export const UPCOMING_PAYOUT_DAYS = 12;

export const ZUpcomingPayout = z.object({
  currency: ZCurrencyCode,
  /** The day the money becomes payable. */
  payableOn: ZIsoDate,
  /** What is owed for these events today (refunds before then lower it). */
  amount: z.number(),
  events: z.array(z.object({ id: ZId, name: z.string() })),
});
export type TUpcomingPayout = z.infer<typeof ZUpcomingPayout>;

export const ZFinances = z.object({
  balances: z.array(ZBalance),
  /** Money that becomes payable on a later day: the next UPCOMING_PAYOUT_DAYS days with money, soonest first. */
  upcoming: z.array(ZUpcomingPayout),
  openPayouts: z.array(ZPayoutSummary),
  plan: ZPartnerPlan,
  fee: z.object({
    percent: z.number(),
    fixedPerTicket: z.number(),
    /** The partner's next rate, announced ahead, and when it applies; null when none is. */
    upcoming: z.object({ percent: z.number(), fixedPerTicket: z.number(), appliesFrom: ZIsoDateTime }).nullable(),
  }),
  /** What stops payouts now; empty when nothing does. */
  blocks: z.array(ZPayoutBlock),
  payoutDelayBusinessDays: z.number().int(),
});
export type TFinances = z.infer<typeof ZFinances>;

// Admin -----------------------------------------------------------------------------------------

export const ADMIN_PAYOUT_FILTERS = ['due', 'held', 'failed', 'paid', 'all'] as const;
export type TAdminPayoutFilter = (typeof ADMIN_PAYOUT_FILTERS)[number];

export const ZAdminPayoutsQuery = zListQuery({
  sorts: ['createdAt', 'amount'],
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  filters: {
    status: z.enum(ADMIN_PAYOUT_FILTERS, { error: () => FINANCE_MESSAGES.payoutStatus }).default('due'),
  },
});
export type TAdminPayoutsQuery = z.output<typeof ZAdminPayoutsQuery>;
export type TAdminPayoutsQueryInput = z.input<typeof ZAdminPayoutsQuery>;

export const ZAdminPayout = ZPayoutSummary.extend({
  partner: z.object({ id: ZId, name: z.string() }),
  /** Why it is not sent: an admin hold or a suspension, or the partner's missing steps. */
  blocks: z.array(ZPayoutBlock),
});
export type TAdminPayout = z.infer<typeof ZAdminPayout>;
export const ZAdminPayoutPage = zPaged(ZAdminPayout);
export type TAdminPayoutPage = z.infer<typeof ZAdminPayoutPage>;

export const ZPayoutHoldBody = z.object({
  reason: z
    .string({ error: () => FINANCE_MESSAGES.holdReason })
    .trim()
    .min(5, { error: () => FINANCE_MESSAGES.holdReason })
    .max(500, { error: () => FINANCE_MESSAGES.holdReason }),
});
export type TPayoutHoldBody = z.infer<typeof ZPayoutHoldBody>;

/** POST /api/admin/partners/{id}/payout-hold: `{ held: true, reason }` holds, `{ held: false }` releases. */
export const ZPayoutHoldChangeBody = z
  .object({
    held: z.boolean({ error: () => FINANCE_MESSAGES.holdHeld }),
    reason: z
      .string({ error: () => FINANCE_MESSAGES.holdReason })
      .trim()
      .max(500, { error: () => FINANCE_MESSAGES.holdReason })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.held && (body.reason ?? '').length < 5) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: FINANCE_MESSAGES.holdReason });
    }
  });
export type TPayoutHoldChangeBody = z.output<typeof ZPayoutHoldChangeBody>;

export const ZPayoutHold = z.object({
  partnerId: ZId,
  held: z.boolean(),
  reason: z.string().nullable(),
  heldAt: ZIsoDateTime.nullable(),
});
export type TPayoutHold = z.infer<typeof ZPayoutHold>;

export const ZRevenueQuery = z
  .object({
    from: z.iso.date({ error: () => FINANCE_MESSAGES.revenueFrom }),
    to: z.iso.date({ error: () => FINANCE_MESSAGES.revenueTo }),
  })
  .refine((q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 5 * 366 * 86_400_000, {
    message: FINANCE_MESSAGES.revenueRange,
    path: ['to'],
    // The range is read once both are dates: a bad date gets its own message only.
    when: (payload) => payload.issues.length === 0,
  });
export type TRevenueQuery = z.infer<typeof ZRevenueQuery>;

export const ZRevenue = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  /**
   * Per month (its first day) and currency: commissions net of those given back, plan fees, and
   * sponsorship net of the days credited back.
   */
  periods: z.array(
    z.object({
      period: ZIsoDate,
      currency: ZCurrencyCode,
      fees: z.number(),
      planFees: z.number(),
      sponsorshipFees: z.number(),
      total: z.number(),
    }),
  ),
  totals: z.array(
    z.object({
      currency: ZCurrencyCode,
      fees: z.number(),
      planFees: z.number(),
      sponsorshipFees: z.number(),
      total: z.number(),
    }),
  ),
});
export type TRevenue = z.infer<typeof ZRevenue>;

/**
 * GET /api/admin/finances (`from` and `to` as for the revenue): the platform revenue of the period and
 * what waits for someone now: payouts due, held and failed, refunds not yet paid back, disputed damage
 * claims waiting for a decision.
 */
export const ZAdminFinances = z.object({
  revenue: ZRevenue,
  waiting: z.object({
    payoutsDue: z.number().int().nonnegative(),
    payoutsHeld: z.number().int().nonnegative(),
    payoutsFailed: z.number().int().nonnegative(),
    refunds: z.number().int().nonnegative(),
    damageClaims: z.number().int().nonnegative(),
  }),
});
export type TAdminFinances = z.infer<typeof ZAdminFinances>;
