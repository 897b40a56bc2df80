// The event search filter: POST /api/events/filtered body, also kept whole in the /events URL.
import { z } from 'zod';
import '../common/zod-messages';
import { ZSortDirection } from '../common/list';
import {
  ATTENDANCE_TYPE_IDS,
  CANCELLATION_FILTER_IDS,
  DEFAULT_FILTER_TICKET_CURRENCY,
  DEFAULT_SIZE_METRIC,
  DEFAULT_SORT_CRITERIA,
  DEFAULT_SORT_DIRECTION,
  EVENT_DURATION_IDS,
  FILTER_DATE_MAX,
  FILTER_DATE_MIN,
  FILTER_TICKET_CURRENCIES,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_MAX_PAGE,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MAX_RESULTS,
  SEARCH_QUERY_MAX,
  SIZE_METRICS,
  SORT_CRITERIA,
  type TFilterTicketCurrency,
} from '../constants';
import { ZIsoDate, ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { whenPresent } from '../common/refine';
import { MESSAGES } from '../messages';
import { toMinor } from '../money';

export const ZAttendanceTypeId = z.literal(ATTENDANCE_TYPE_IDS, { error: () => MESSAGES.optionInvalid });
export const ZEventDurationId = z.literal(EVENT_DURATION_IDS, { error: () => MESSAGES.optionInvalid });
export const ZSortCriteria = z.enum(SORT_CRITERIA, { error: () => MESSAGES.optionInvalid });
export const ZSizeMetric = z.enum(SIZE_METRICS, { error: () => MESSAGES.optionInvalid });
export const ZFilterTicketCurrency = z.enum(FILTER_TICKET_CURRENCIES, { error: () => MESSAGES.currencyInvalid });

const idList = z.array(ZId);
/** Prices in the filter are MAJOR units, as typed (12.5 means $12.50); see filterPriceRangeMinor. */
const majorPrice = z
  .number({ error: () => MESSAGES.priceNonNegative })
  .nonnegative({ error: () => MESSAGES.priceNonNegative })
  .max(1e9);

/**
 * A day of the date range: 'YYYY-MM-DD', or an ISO date-time read as its UTC day
 * ('2030-04-10T22:00:00-05:00' is 2030-04-11), within FILTER_DATE_MIN..FILTER_DATE_MAX.
 */
export const ZFilterDate = z.string({ error: () => MESSAGES.filterDateInvalid }).transform((value, ctx) => {
  let day: string | null = null;
  if (ZIsoDate.safeParse(value).success) day = value;
  else if (ZIsoDateTime.safeParse(value).success) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) day = instant.toISOString().slice(0, 10);
  }
  if (day === null) {
    ctx.issues.push({ code: 'custom', message: MESSAGES.filterDateInvalid, input: value });
    return z.NEVER;
  }
  // ISO days compare as text; a year past 9999 is written '+010000-...' and sorts before '2...'.
  if (!/^\d{4}-/.test(day) || day < FILTER_DATE_MIN || day > FILTER_DATE_MAX) {
    ctx.issues.push({ code: 'custom', message: MESSAGES.filterDateOutOfRange, input: value });
    return z.NEVER;
  }
  return day;
});

const zWholeNumber = (min: number, max: number, message: () => string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** min <= max when both are set; values of the wrong type are left to their own field's message. */
function inOrder(min: unknown, max: unknown): boolean {
  if (typeof min === 'number' && typeof max === 'number') return min <= max;
  if (typeof min === 'string' && typeof max === 'string') return min <= max;
  return true;
}

/**
 * Every key is optional; sort, paging, size metric and ticket currency default. Unknown keys are
 * rejected (a typo in a client must not silently widen a search).
 */
export const ZEventFilter = z
  .strictObject({
    query: z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX, { error: () => MESSAGES.tooLong({ max: SEARCH_QUERY_MAX }) })
      .optional(),
    minDate: ZFilterDate.optional(),
    maxDate: ZFilterDate.optional(),
    attendanceTypeIds: z.array(ZAttendanceTypeId).optional(),
    eventTypeIds: idList.optional(),
    eventDurationIds: z.array(ZEventDurationId).optional(),
    numAttendeesIds: idList.optional(),
    eventSizeIds: idList.optional(),
    eventSizeMetric: ZSizeMetric.default(DEFAULT_SIZE_METRIC),
    numExhibitorsIds: idList.optional(),
    minPrice: majorPrice.optional(),
    maxPrice: majorPrice.optional(),
    ticketCurrency: ZFilterTicketCurrency.default(DEFAULT_FILTER_TICKET_CURRENCY),
    attendeeCountryIds: idList.optional(),
    exhibitorCountryIds: idList.optional(),
    locationId: ZId.optional(),
    sectorIds: idList.optional(),
    sectorSubtypeIds: idList.optional(),
    attendeeJobTitleIds: idList.optional(),
    exhibitorTypeIds: idList.optional(),
    attendeeClassIds: idList.optional(),
    audienceIds: idList.optional(),
    /** At least this many stars on the card (0.5-5 in halves); events without reviews never match. */
    minRating: z
      .number({ error: () => MESSAGES.minRating })
      .min(0.5, { error: () => MESSAGES.minRating })
      .max(5, { error: () => MESSAGES.minRating })
      .refine((v) => Number.isInteger(v * 2), { error: () => MESSAGES.minRating })
      .optional(),
    cancellationPolicyIds: z.array(z.enum(CANCELLATION_FILTER_IDS, { error: () => MESSAGES.optionInvalid })).optional(),
    sortCriteria: ZSortCriteria.default(DEFAULT_SORT_CRITERIA),
    sortDirection: ZSortDirection.default(DEFAULT_SORT_DIRECTION),
    page: zWholeNumber(1, SEARCH_MAX_PAGE, () => MESSAGES.searchPage).default(1),
    pageSize: zWholeNumber(1, SEARCH_MAX_PAGE_SIZE, () => MESSAGES.searchPageSize).default(SEARCH_DEFAULT_PAGE_SIZE),
  })
  .refine((filter) => inOrder(filter.minPrice, filter.maxPrice), {
    error: () => MESSAGES.maxPriceBelowMin,
    path: ['maxPrice'],
    when: whenPresent('minPrice', 'maxPrice'),
  })
  .refine((filter) => inOrder(filter.minDate, filter.maxDate), {
    error: () => MESSAGES.maxDateBeforeMin,
    path: ['maxDate'],
    when: whenPresent('minDate', 'maxDate'),
  })
  // Every sort is paged within its first SEARCH_MAX_RESULTS results: no page costs more than that depth.
  .refine((filter) => (filter.page ?? 1) * (filter.pageSize ?? SEARCH_DEFAULT_PAGE_SIZE) <= SEARCH_MAX_RESULTS, {
    error: () => MESSAGES.searchDepth,
    path: ['page'],
    // Whatever else failed, once the filter is an object and both are whole numbers in their own ranges.
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const { page, pageSize } = value as { page?: unknown; pageSize?: unknown };
      const whole = (v: unknown, most: number) =>
        v === undefined || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= most);
      return whole(page, SEARCH_MAX_PAGE) && whole(pageSize, SEARCH_MAX_PAGE_SIZE);
    },
  });
export type TEventFilter = z.output<typeof ZEventFilter>;
export type TEventFilterInput = z.input<typeof ZEventFilter>;

/** A bound of the price filter as typed (major units, thousands commas allowed); blank is no bound. */
const typedPrice = z
  .string()
  .trim()
  .transform((text) => (text === '' ? undefined : Number(text.replace(/,/g, ''))));

/**
 * The search page's price form, read with the filter's own rules (not negative, minimum not above
 * maximum): the bounds and the ticket currency they are in.
 */
export const ZPriceRangeForm = z
  .object({
    minPrice: typedPrice.optional(),
    maxPrice: typedPrice.optional(),
    // Optional only as the filter takes it (its default); the form always holds one.
    ticketCurrency: ZFilterTicketCurrency.optional(),
  })
  .pipe(ZEventFilter)
  .transform(({ minPrice, maxPrice, ticketCurrency }) => ({ minPrice, maxPrice, ticketCurrency }));
export type TPriceRangeFormInput = z.input<typeof ZPriceRangeForm>;

/** The filter with nothing chosen: date ascending, page 1 of 20, sqm, USD. */
export const EVENT_FILTER_DEFAULTS: TEventFilter = ZEventFilter.parse({});

/**
 * Merges a change into the filter. Any change other than paging sends the user back to page 1,
 * because the old page number means nothing in the new result set.
 */
export function updateEventFilter(filter: TEventFilter, patch: Partial<TEventFilter>): TEventFilter {
  const next = { ...filter, ...patch };
  return 'page' in patch ? next : { ...next, page: 1 };
}

/** The price range in minor units of the filter's ticket currency, for the query. */
export function filterPriceRangeMinor(filter: Pick<TEventFilter, 'minPrice' | 'maxPrice' | 'ticketCurrency'>): {
  currency: TFilterTicketCurrency;
  min: number | null;
  max: number | null;
} {
  const currency = filter.ticketCurrency;
  return {
    currency,
    min: filter.minPrice === undefined ? null : toMinor(filter.minPrice, currency),
    max: filter.maxPrice === undefined ? null : toMinor(filter.maxPrice, currency),
  };
}
