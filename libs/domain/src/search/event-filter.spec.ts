import { errorsOf, parseOk } from '../spec-helpers';
import { MESSAGES } from '../messages';
import {
  EVENT_FILTER_DEFAULTS,
  filterPriceRangeMinor,
  updateEventFilter,
  ZEventFilter,
  ZFilterDate,
} from './event-filter';

describe('ZEventFilter', () => {
  it('is all optional, with sort, paging, metric and currency defaults', () => {
    expect(parseOk(ZEventFilter, {})).toEqual({
      eventSizeMetric: 'sqm',
      ticketCurrency: 'USD',
      sortCriteria: 'date',
      sortDirection: 'asc',
      page: 1,
      pageSize: 20,
    });
    expect(EVENT_FILTER_DEFAULTS).toEqual(parseOk(ZEventFilter, {}));
  });

  it('accepts every spec field', () => {
    const filter = {
      query: 'fintech',
      minDate: '2025-01-01',
      maxDate: '2025-12-31',
      attendanceTypeIds: [1, 3],
      eventTypeIds: [2],
      eventDurationIds: [1, 2, 3],
      numAttendeesIds: [4],
      eventSizeIds: [5],
      eventSizeMetric: 'sqft',
      numExhibitorsIds: [6],
      minPrice: 10,
      maxPrice: 99.5,
      ticketCurrency: 'GBP',
      attendeeCountryIds: [44],
      exhibitorCountryIds: [33],
      locationId: 9,
      sectorIds: [1],
      sectorSubtypeIds: [11],
      attendeeJobTitleIds: [12],
      exhibitorTypeIds: [13],
      attendeeClassIds: [14],
      audienceIds: [15],
      cancellationPolicyIds: ['free-cancellation'],
      sortCriteria: 'price',
      sortDirection: 'desc',
      page: 3,
      pageSize: 50,
    };
    expect(parseOk(ZEventFilter, filter)).toEqual(filter);
  });

  it('rejects unknown keys', () => {
    expect(ZEventFilter.safeParse({ sectors: [1] }).success).toBe(false);
  });

  it('rejects an unknown sort', () => {
    expect(errorsOf(ZEventFilter, { sortCriteria: 'popularity' })).toEqual({
      sortCriteria: 'Please select a valid option',
    });
    expect(errorsOf(ZEventFilter, { sortDirection: 'up' })).toEqual({ sortDirection: 'Direction must be asc or desc' });
  });

  it('puts a min price above the max on maxPrice', () => {
    expect(errorsOf(ZEventFilter, { minPrice: 50, maxPrice: 10 })).toEqual({
      maxPrice: 'Maximum price must be greater than or equal to minimum price',
    });
    expect(ZEventFilter.safeParse({ minPrice: 10, maxPrice: 10 }).success).toBe(true);
    expect(ZEventFilter.safeParse({ minPrice: 10 }).success).toBe(true);
  });

  it('puts a min date after the max on maxDate', () => {
    expect(errorsOf(ZEventFilter, { minDate: '2025-02-01', maxDate: '2025-01-31' })).toEqual({
      maxDate: 'End date must be on or after start date',
    });
    expect(ZEventFilter.safeParse({ minDate: '2025-02-01', maxDate: '2025-02-01' }).success).toBe(true);
  });

  it('does not blame maxPrice when minPrice is not even a number', () => {
    expect(errorsOf(ZEventFilter, { minPrice: '50', maxPrice: 10 })).toEqual({
      minPrice: 'Price must be non-negative',
    });
  });

  it('still reports the price rule when another field is wrong', () => {
    expect(errorsOf(ZEventFilter, { minPrice: 50, maxPrice: 10, page: 0 })).toEqual({
      page: expect.any(String),
      maxPrice: 'Maximum price must be greater than or equal to minimum price',
    });
  });

  it('bounds the values', () => {
    for (const bad of [
      { attendanceTypeIds: [4] },
      { eventDurationIds: [0] },
      { eventTypeIds: [-1] },
      { minPrice: -1 },
      { page: 0 },
      { pageSize: 101 },
      { pageSize: 0 },
      { ticketCurrency: 'JPY' },
      { eventSizeMetric: 'acres' },
      { cancellationPolicyIds: ['flexible'] },
      { minDate: '2025-13-01' },
      { page: 100_001 },
      { minDate: '0000-01-01' },
      { maxDate: '9999-12-31' },
      { maxDate: '2030-01-01T25:00:00Z' },
      { query: 'x'.repeat(201) },
      { locationId: '5' },
    ]) {
      expect(ZEventFilter.safeParse(bad).success).toBe(false);
    }
  });
});

describe('ZFilterDate', () => {
  it('reads a date as it is and a date-time as its UTC day', () => {
    expect(ZFilterDate.parse('2030-04-10')).toBe('2030-04-10');
    expect(ZFilterDate.parse('2030-04-10T23:30:00Z')).toBe('2030-04-10');
    expect(ZFilterDate.parse('2030-04-10T22:00:00-05:00')).toBe('2030-04-11');
    expect(ZFilterDate.parse('2030-04-11T01:00:00+02:00')).toBe('2030-04-10');
  });

  it('keeps to 2000-2199 and names what it expects', () => {
    expect(ZFilterDate.parse('2000-01-01')).toBe('2000-01-01');
    expect(ZFilterDate.parse('2199-12-31T23:59:59Z')).toBe('2199-12-31');
    expect(errorsOf(ZFilterDate, '1999-12-31')).toEqual({ _: MESSAGES.filterDateOutOfRange });
    expect(errorsOf(ZFilterDate, '2200-01-01T00:00:00Z')).toEqual({ _: MESSAGES.filterDateOutOfRange });
    expect(errorsOf(ZFilterDate, 'next week')).toEqual({ _: MESSAGES.filterDateInvalid });
    expect(errorsOf(ZFilterDate, 20300410)).toEqual({ _: MESSAGES.filterDateInvalid });
  });
});

describe('updateEventFilter', () => {
  it('returns to page 1 on any filter change', () => {
    const onPage3 = { ...EVENT_FILTER_DEFAULTS, page: 3 };
    expect(updateEventFilter(onPage3, { sectorIds: [2] })).toMatchObject({ sectorIds: [2], page: 1 });
  });

  it('keeps the page when the change is the page', () => {
    expect(updateEventFilter(EVENT_FILTER_DEFAULTS, { page: 4 }).page).toBe(4);
  });
});

describe('filterPriceRangeMinor', () => {
  it('converts the typed major units into minor units of the ticket currency', () => {
    expect(filterPriceRangeMinor({ minPrice: 10, maxPrice: 99.99, ticketCurrency: 'GBP' })).toEqual({
      currency: 'GBP',
      min: 1000,
      max: 9999,
    });
    expect(filterPriceRangeMinor({ ticketCurrency: 'USD' })).toEqual({ currency: 'USD', min: null, max: null });
  });
});
