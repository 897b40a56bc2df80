// The /events URL holds the whole filter: arrays as comma-separated ids, defaults and empties left
// out, so links are short and shareable. Works with URLSearchParams without depending on the DOM.
import { EVENT_FILTER_DEFAULTS, type TEventFilter, type TEventFilterInput, ZEventFilter } from './event-filter';

type TParamKind = 'text' | 'number' | 'idList' | 'textList';

/** How each filter key travels in the URL; `satisfies` makes a new filter key a compile error here. */
const FILTER_PARAM_KINDS = {
  query: 'text',
  minDate: 'text',
  maxDate: 'text',
  attendanceTypeIds: 'idList',
  eventTypeIds: 'idList',
  eventDurationIds: 'idList',
  numAttendeesIds: 'idList',
  eventSizeIds: 'idList',
  eventSizeMetric: 'text',
  numExhibitorsIds: 'idList',
  minPrice: 'number',
  maxPrice: 'number',
  ticketCurrency: 'text',
  attendeeCountryIds: 'idList',
  exhibitorCountryIds: 'idList',
  locationId: 'number',
  sectorIds: 'idList',
  sectorSubtypeIds: 'idList',
  attendeeJobTitleIds: 'idList',
  exhibitorTypeIds: 'idList',
  attendeeClassIds: 'idList',
  audienceIds: 'idList',
  minRating: 'number',
  cancellationPolicyIds: 'textList',
  sortCriteria: 'text',
  sortDirection: 'text',
  page: 'number',
  pageSize: 'number',
} as const satisfies Record<keyof TEventFilter, TParamKind>;

type TFilterKey = keyof typeof FILTER_PARAM_KINDS;
const FILTER_KEYS = Object.keys(FILTER_PARAM_KINDS) as TFilterKey[];

/** The home page links with `sectors=<id>` (empty when unset); it is read as sectorIds. */
export const HOME_SECTOR_PARAM = 'sectors';

/** Anything with URLSearchParams' `get`, a query string ('?a=1&b=2' or 'a=1'), or a plain record. */
export type TSearchParamsSource = string | { get(name: string): string | null } | Record<string, string | undefined>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The filter as URL parameters, in a stable order, leaving out empty values and defaults.
 * Pass the result to `new URLSearchParams(...)` or react-router's `setSearchParams`.
 */
export function eventFilterToParams(filter: TEventFilterInput): Record<string, string> {
  const parsed = ZEventFilter.parse(filter);
  const params: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = parsed[key];
    if (isEmpty(value) || value === EVENT_FILTER_DEFAULTS[key]) continue;
    params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
}

/** Like encodeURIComponent, but keeps commas readable ('sectorIds=1,2'). */
function encodeParam(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

/** 'sectorIds=1,2&sortCriteria=price' (no leading '?'); '' for the default filter. */
export function eventFilterToQueryString(filter: TEventFilterInput): string {
  return Object.entries(eventFilterToParams(filter))
    .map(([key, value]) => `${encodeParam(key)}=${encodeParam(value)}`)
    .join('&');
}

function parseQueryString(query: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const [rawKey = '', ...rest] = pair.split('=');
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return '';
      }
    };
    const key = decode(rawKey);
    if (!map.has(key)) map.set(key, decode(rest.join('=')));
  }
  return map;
}

function toGetter(source: TSearchParamsSource): (name: string) => string | null {
  if (typeof source === 'string') {
    const map = parseQueryString(source);
    return (name) => map.get(name) ?? null;
  }
  if (typeof (source as { get?: unknown }).get === 'function') {
    const params = source as { get(name: string): string | null };
    return (name) => params.get(name);
  }
  const record = source as Record<string, string | undefined>;
  return (name) => (Object.prototype.hasOwnProperty.call(record, name) ? (record[name] ?? null) : null);
}

function convert(kind: TParamKind, text: string): unknown {
  switch (kind) {
    case 'text':
      return text;
    case 'number':
      return Number(text);
    case 'idList':
      return text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d+$/.test(part))
        .map(Number);
    case 'textList':
      return text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
  }
}

/**
 * Reads the filter from the URL. Never throws: a value that fails validation (a hand-edited
 * `sortCriteria=popularity`, min above max) is dropped and its default used; unknown parameters
 * (utm_source and the like) are ignored.
 */
export function eventFilterFromParams(source: TSearchParamsSource): TEventFilter {
  const get = toGetter(source);
  const raw: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    let text = get(key);
    if ((text === null || text.trim() === '') && key === 'sectorIds') text = get(HOME_SECTOR_PARAM);
    if (text === null || text.trim() === '') continue;
    const value = convert(FILTER_PARAM_KINDS[key], text.trim());
    if (!isEmpty(value)) raw[key] = value;
  }
  for (let attempt = 0; attempt <= FILTER_KEYS.length; attempt += 1) {
    const result = ZEventFilter.safeParse(raw);
    if (result.success) return result.data;
    const offending = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    let dropped = false;
    for (const key of offending) {
      if (key in raw) {
        delete raw[key];
        dropped = true;
      }
    }
    if (!dropped) break;
  }
  return EVENT_FILTER_DEFAULTS;
}
