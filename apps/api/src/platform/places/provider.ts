// The places provider behind the venue search: our own list in the database (the embedded default), an
// OpenStreetMap Nominatim server, or Google Places, chosen by PLACES_PROVIDER (config.ts). A provider
// answers places in one shape; the options module marks those already ours and turns a picked new one
// into a venue the partner proposes.

/** A place as a provider knows it. `providerPlaceId` is stable within the provider ('osm:node/123'). */
export interface ProviderPlace {
  providerPlaceId: string;
  /** Set when the place is already one of our venues (the local provider, or a matched provider id). */
  venueId: number | null;
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string | null;
  /** One line as people read it. */
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** IANA time zone when the provider says (Nominatim does not; Google's text search does not either). */
  timeZone: string | null;
}

export type PlaceKind = 'venue' | 'city';

export interface PlacesProvider {
  /** Which provider this is, as the answer names it: 'local', 'nominatim', 'google'. */
  readonly name: string;
  search(query: string, kind: PlaceKind, country?: string): Promise<ProviderPlace[]>;
}

/** The provider did not answer in time, or answered something other than places: the caller says so in words. */
export class PlacesProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PlacesProviderError';
  }
}

/** What every network provider is given. */
export interface PlaceProviderOptions {
  /** Given up after this long: the venue search must not hang on a slow provider. */
  timeoutMs: number;
}

/** How many places a provider answers at most. */
export const PROVIDER_RESULTS_LIMIT = 10;

/** GET `url` as JSON through global fetch, given up after `timeoutMs`; any failure is a PlacesProviderError. */
export async function fetchJson(provider: string, url: URL | string, init: RequestInit, timeoutMs: number) {
  let res: Response;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    res = await fetch(url, { ...init, signal });
  } catch (err) {
    throw new PlacesProviderError(
      provider,
      signal.aborted ? `${provider} did not answer within ${timeoutMs} ms` : `${provider} could not be reached`,
      { cause: err },
    );
  }
  if (!res.ok) throw new PlacesProviderError(provider, `${provider} answered ${res.status}`);
  try {
    return (await res.json()) as unknown;
  } catch (err) {
    throw new PlacesProviderError(provider, `${provider} answered something other than JSON`, { cause: err });
  }
}
