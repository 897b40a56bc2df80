import { EVENT_FILTER_DEFAULTS, type TEventFilterInput, ZEventFilter } from './event-filter';
import { eventFilterFromParams, eventFilterToParams, eventFilterToQueryString } from './event-filter-url';

/** A minimal URLSearchParams look-alike, so the tests need no DOM or Node globals. */
function searchParams(query: string) {
  const map = new Map(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [key = '', value = ''] = pair.split('=');
        return [decodeURIComponent(key), decodeURIComponent(value)] as const;
      }),
  );
  return { get: (name: string) => map.get(name) ?? null };
}

const busy: TEventFilterInput = {
  query: 'AI & data',
  minDate: '2025-03-01',
  maxDate: '2025-03-31',
  attendanceTypeIds: [1, 3],
  eventDurationIds: [2],
  sectorIds: [4, 8],
  minPrice: 12.5,
  maxPrice: 100,
  ticketCurrency: 'EUR',
  eventSizeMetric: 'sqft',
  locationId: 77,
  cancellationPolicyIds: ['free-cancellation'],
  sortCriteria: 'price',
  sortDirection: 'desc',
  page: 2,
  pageSize: 50,
};

describe('eventFilterToParams', () => {
  it('drops defaults and empties', () => {
    expect(eventFilterToParams({})).toEqual({});
    expect(
      eventFilterToParams({ sortCriteria: 'date', sortDirection: 'asc', page: 1, sectorIds: [], query: '' }),
    ).toEqual({});
    // Recommended is a choice, not the default: the URL names it.
    expect(eventFilterToParams({ sortCriteria: 'recommended' })).toEqual({ sortCriteria: 'recommended' });
  });

  it('writes arrays as comma-separated ids', () => {
    expect(eventFilterToParams({ sectorIds: [4, 8], attendanceTypeIds: [1] })).toEqual({
      attendanceTypeIds: '1',
      sectorIds: '4,8',
    });
  });

  it('writes every non-default value', () => {
    expect(eventFilterToParams(busy)).toEqual({
      query: 'AI & data',
      minDate: '2025-03-01',
      maxDate: '2025-03-31',
      attendanceTypeIds: '1,3',
      eventDurationIds: '2',
      eventSizeMetric: 'sqft',
      minPrice: '12.5',
      maxPrice: '100',
      ticketCurrency: 'EUR',
      locationId: '77',
      sectorIds: '4,8',
      cancellationPolicyIds: 'free-cancellation',
      sortCriteria: 'price',
      sortDirection: 'desc',
      page: '2',
      pageSize: '50',
    });
  });

  it('refuses an invalid filter rather than writing it', () => {
    expect(() => eventFilterToParams({ minPrice: 5, maxPrice: 1 })).toThrow();
  });
});

describe('eventFilterToQueryString', () => {
  it('encodes values but keeps commas readable', () => {
    expect(eventFilterToQueryString({ query: 'AI & data', sectorIds: [4, 8] })).toBe(
      'query=AI%20%26%20data&sectorIds=4,8',
    );
    expect(eventFilterToQueryString({})).toBe('');
  });
});

describe('round trip', () => {
  it.each([
    ['the default filter', {}],
    ['a busy filter', busy],
    ['a keyword only', { query: 'summit' }],
    ['a page only', { page: 5 }],
  ])('%s survives URL and back', (_label, filter) => {
    const parsed = ZEventFilter.parse(filter);
    expect(eventFilterFromParams(eventFilterToQueryString(filter))).toEqual(parsed);
    expect(eventFilterFromParams(searchParams(eventFilterToQueryString(filter)))).toEqual(parsed);
    expect(eventFilterFromParams(eventFilterToParams(filter))).toEqual(parsed);
  });
});

describe('eventFilterFromParams', () => {
  it("reads the home page's link (locationId and a single 'sectors' id, empty when unset)", () => {
    expect(eventFilterFromParams('?locationId=5&sectors=3')).toMatchObject({ locationId: 5, sectorIds: [3] });
    expect(eventFilterFromParams('locationId=5&sectors=')).toEqual({ ...EVENT_FILTER_DEFAULTS, locationId: 5 });
  });

  it('drops invalid values and keeps the rest', () => {
    expect(eventFilterFromParams('sortCriteria=popularity&sectorIds=2')).toEqual({
      ...EVENT_FILTER_DEFAULTS,
      sectorIds: [2],
    });
    expect(eventFilterFromParams('page=-1&pageSize=1000')).toEqual(EVENT_FILTER_DEFAULTS);
    expect(eventFilterFromParams('attendanceTypeIds=9')).toEqual(EVENT_FILTER_DEFAULTS);
  });

  it('drops the max price when it is below the min', () => {
    expect(eventFilterFromParams('minPrice=50&maxPrice=10')).toEqual({ ...EVENT_FILTER_DEFAULTS, minPrice: 50 });
  });

  it('skips junk inside id lists', () => {
    expect(eventFilterFromParams('sectorIds=1,abc,,2')).toMatchObject({ sectorIds: [1, 2] });
  });

  it('ignores unknown parameters and bad encodings', () => {
    expect(eventFilterFromParams('utm_source=mail&query=%E0%A4%A')).toEqual(EVENT_FILTER_DEFAULTS);
  });

  it('decodes + as a space', () => {
    expect(eventFilterFromParams('query=tech+summit').query).toBe('tech summit');
  });

  it('reads plain records', () => {
    expect(eventFilterFromParams({ sectorIds: '1,2', other: undefined })).toMatchObject({ sectorIds: [1, 2] });
  });
});
