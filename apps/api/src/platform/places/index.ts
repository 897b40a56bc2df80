// The places provider the venue search asks, chosen by configuration (PLACES_PROVIDER). The local list
// lives in the database, which the options module owns: it passes its own provider in as the default.
import { GooglePlaces } from './google';
import { NominatimPlaces } from './nominatim';
import type { PlacesProvider } from './provider';

export * from './provider';
export { GooglePlaces } from './google';
export { NominatimPlaces } from './nominatim';

/** The provider settings config.ts reads from PLACES_PROVIDER, NOMINATIM_*, GOOGLE_PLACES_* and PLACES_TIMEOUT_MS. */
export interface PlacesSettings {
  provider: 'local' | 'nominatim' | 'google';
  nominatimUrl?: string;
  nominatimUserAgent?: string;
  googleApiKey?: string;
  googleUrl: string;
  timeoutMs: number;
}

export function createPlacesProvider(config: { places: PlacesSettings }, local: PlacesProvider): PlacesProvider {
  const p = config.places;
  if (p.provider === 'nominatim') {
    return new NominatimPlaces({ url: p.nominatimUrl!, userAgent: p.nominatimUserAgent!, timeoutMs: p.timeoutMs });
  }
  if (p.provider === 'google') {
    return new GooglePlaces({ apiKey: p.googleApiKey!, url: p.googleUrl, timeoutMs: p.timeoutMs });
  }
  return local;
}
