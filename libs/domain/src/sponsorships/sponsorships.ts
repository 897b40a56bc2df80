// Sponsored placement: a partner buys a range of UTC days in which one of its events holds the
// sponsored place of the search (docs/decisions/README.md, "Sponsored placement"), at the price per day the
// administrator sets. The request, its rules (one schema for the portal's form and the server), the
// answers and the status of a sponsorship on a given day.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDate, ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import {
  SPONSORSHIP_FILTERS,
  SPONSORSHIP_MAX_DAYS,
  SPONSORSHIP_PRICE_MAX,
  SPONSORSHIP_REASON_MAX,
  SPONSORSHIP_STATUSES,
} from '../constants';
import { SPONSORSHIP_MESSAGES as M } from '../messages';
import { formatIsoDay } from '../i18n/formats';
import { ZCurrencyCode, ZMajorAmount } from '../money';

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, 'YYYY-MM-DD'. */
export const utcDayOf = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);

/** The day `n` days after a 'YYYY-MM-DD' day (before, when negative). */
export const addUtcDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** How many days from `first` to `last`, both included (0 when `last` is before `first`). */
export const daysInRange = (first: string, last: string): number =>
  Math.max(0, Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1);

/**
 * The range a partner asks for, checked alone: two real days in order, at most SPONSORSHIP_MAX_DAYS.
 * The route reads the body with it; the days that depend on the clock and the event are
 * sponsorshipRangeSchema's.
 */
export const ZSponsorshipBody = z
  .object({
    firstDay: z.iso.date({ error: () => M.firstDayInvalid }),
    lastDay: z.iso.date({ error: () => M.lastDayInvalid }),
  })
  .superRefine((body, ctx) => {
    if (body.lastDay < body.firstDay) ctx.addIssue({ code: 'custom', path: ['lastDay'], message: M.lastBeforeFirst });
    else if (daysInRange(body.firstDay, body.lastDay) > SPONSORSHIP_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['lastDay'], message: M.tooLong });
  });
export type TSponsorshipBody = z.infer<typeof ZSponsorshipBody>;

/**
 * Every rule of a range for one event on one day: ZSponsorshipBody's, the first day today (UTC) or
 * later and the last day no later than the event's last day (UTC). The portal's form and the server's
 * purchase check the same schema.
 */
export function sponsorshipRangeSchema({ today, eventLastDay }: { today: string; eventLastDay: string }) {
  return ZSponsorshipBody.superRefine((body, ctx) => {
    if (body.firstDay < today)
      ctx.addIssue({ code: 'custom', path: ['firstDay'], message: M.firstDayPast({ today: formatIsoDay(today) }) });
    if (body.lastDay > eventLastDay)
      ctx.addIssue({
        code: 'custom',
        path: ['lastDay'],
        message: M.afterEventEnd({ lastDay: formatIsoDay(eventLastDay) }),
      });
  });
}

export const ZSponsorshipStatus = z.enum(SPONSORSHIP_STATUSES);
export type TSponsorshipStatus = z.infer<typeof ZSponsorshipStatus>;

/** A sponsorship's status on `today` (UTC): ended early wins, then by its days. */
export function sponsorshipStatus(
  s: { firstDay: string; lastDay: string; endedAt: string | null },
  today: string,
): TSponsorshipStatus {
  if (s.endedAt) return 'endedEarly';
  if (today < s.firstDay) return 'scheduled';
  return today <= s.lastDay ? 'active' : 'ended';
}

/** The price per day the administrator sets (major units of `currency`). */
export const ZSponsorshipPrice = z.object({
  pricePerDay: ZMajorAmount,
  currency: ZCurrencyCode,
  updatedAt: ZIsoDateTime,
});
export type TSponsorshipPrice = z.infer<typeof ZSponsorshipPrice>;

/** GET /api/admin/sponsorship-price: the price, or null before any was set. */
export const ZSponsorshipPriceAnswer = z.object({ price: ZSponsorshipPrice.nullable() });
export type TSponsorshipPriceAnswer = z.infer<typeof ZSponsorshipPriceAnswer>;

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** PUT /api/admin/sponsorship-price. */
const pricePerDayRule = () => M.pricePerDay({ max: SPONSORSHIP_PRICE_MAX });
export const ZSponsorshipPriceBody = z.object({
  pricePerDay: z
    .number({ error: pricePerDayRule })
    .gt(0, { error: pricePerDayRule })
    .max(SPONSORSHIP_PRICE_MAX, { error: pricePerDayRule })
    .refine(twoDecimals, { error: pricePerDayRule }),
});
export type TSponsorshipPriceBody = z.infer<typeof ZSponsorshipPriceBody>;

/** The console's price form: the amount as typed, read into ZSponsorshipPriceBody. */
export const ZSponsorshipPriceForm = z
  .object({
    pricePerDay: z
      .string()
      .trim()
      .transform((text) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN)),
  })
  .pipe(ZSponsorshipPriceBody);
export type TSponsorshipPriceFormInput = z.input<typeof ZSponsorshipPriceForm>;

/** One sponsorship as the partner and the administrator read it; amounts in major units. */
export const ZSponsorship = z.object({
  id: ZId,
  event: z.object({ id: ZId, name: z.string() }),
  partner: z.object({ id: ZId, name: z.string() }),
  firstDay: ZIsoDate,
  lastDay: ZIsoDate,
  days: z.number().int().min(1),
  pricePerDay: ZMajorAmount,
  amount: ZMajorAmount,
  currency: ZCurrencyCode,
  status: ZSponsorshipStatus,
  createdAt: ZIsoDateTime,
  endedAt: ZIsoDateTime.nullable(),
  endReason: z.string().nullable(),
  /** Whole days given back by an early end, and their credit; null while not ended early. */
  creditedDays: z.number().int().nonnegative().nullable(),
  credited: ZMajorAmount.nullable(),
});
export type TSponsorship = z.infer<typeof ZSponsorship>;

/**
 * GET /api/partner/events/{id}/sponsorship-offer: what the buy form needs, apart from the list: what a day
 * costs (null: not on sale yet) and the days the event may be sponsored in (today and its last day, UTC).
 */
export const ZSponsorshipOffer = z.object({
  price: ZSponsorshipPrice.nullable(),
  today: ZIsoDate,
  eventLastDay: ZIsoDate,
});
export type TSponsorshipOffer = z.infer<typeof ZSponsorshipOffer>;

const sponsorshipStatusFilter = () => z.enum(SPONSORSHIP_FILTERS, { error: () => M.statusInvalid }).default('all');

/**
 * GET /api/partner/events/{id}/sponsorships: the event's sponsorships a page at a time, newest days first
 * by default, narrowed by their status today. There is no search: they are all of one event.
 */
export const ZPartnerSponsorshipsQuery = zListQuery({
  sorts: ['firstDay', 'createdAt', 'amount'] as const,
  defaultSort: 'firstDay',
  defaultDirection: 'desc',
  filters: { status: sponsorshipStatusFilter() },
});
export type TPartnerSponsorshipsQuery = z.output<typeof ZPartnerSponsorshipsQuery>;
export type TPartnerSponsorshipsQueryInput = z.input<typeof ZPartnerSponsorshipsQuery>;

/** GET /api/admin/sponsorships: every partner's, searched by event or partner name. */
export const ZAdminSponsorshipsQuery = zListQuery({
  sorts: ['createdAt', 'firstDay', 'amount'] as const,
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  filters: { status: sponsorshipStatusFilter() },
});
export type TAdminSponsorshipsQuery = z.output<typeof ZAdminSponsorshipsQuery>;
export type TAdminSponsorshipsQueryInput = z.input<typeof ZAdminSponsorshipsQuery>;
export type TSponsorshipFilter = (typeof SPONSORSHIP_FILTERS)[number];

export const ZSponsorshipPage = zPaged(ZSponsorship);
export type TSponsorshipPage = z.infer<typeof ZSponsorshipPage>;

/** POST /api/admin/sponsorships/{id}/end. */
export const ZEndSponsorshipBody = z.object({
  reason: z
    .string({ error: () => M.reasonRequired })
    .trim()
    .min(1, { error: () => M.reasonRequired })
    .max(SPONSORSHIP_REASON_MAX, { error: () => M.reasonRequired }),
});
export type TEndSponsorshipBody = z.infer<typeof ZEndSponsorshipBody>;
