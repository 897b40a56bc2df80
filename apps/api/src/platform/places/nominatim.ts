// An OpenStreetMap Nominatim server (https://nominatim.org/release-docs/latest/api/Search/): its /search
// with format=jsonv2 and addressdetails=1, mapped to our places. The public server's usage policy asks for
// an identifying User-Agent and at most one request a second: run your own server for real traffic.
import { z } from 'zod';
import {
  fetchJson,
  PlacesProviderError,
  PROVIDER_RESULTS_LIMIT,
  type PlaceKind,
  type PlaceProviderOptions,
  type PlacesProvider,
  type ProviderPlace,
} from './provider';

const ZNominatimPlace = z.object({
  place_id: z.union([z.number(), z.string()]),
  osm_type: z.string().optional(),
  osm_id: z.union([z.number(), z.string()]).optional(),
  lat: z.string(),
  lon: z.string(),
  name: z.string().optional(),
  display_name: z.string(),
  category: z.string().optional(),
  type: z.string().optional(),
  addresstype: z.string().optional(),
  address: z.record(z.string(), z.string()).optional(),
});
type TNominatimPlace = z.infer<typeof ZNominatimPlace>;

/** Nominatim names the place's town by its size: the first of these the address has. */
const CITY_KEYS = ['city', 'town', 'village', 'municipality', 'hamlet', 'suburb'];

function toPlace(p: TNominatimPlace): ProviderPlace {
  const a = p.address ?? {};
  const street = [a.house_number, a.road].filter(Boolean).join(' ') || null;
  const city = CITY_KEYS.map((k) => a[k]).find(Boolean) ?? null;
  const name = p.name || p.display_name.split(',')[0].trim();
  const postalCode = a.postcode ?? null;
  const address = [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;
  const lat = Number(p.lat);
  const lon = Number(p.lon);
  return {
    providerPlaceId: p.osm_type && p.osm_id !== undefined ? `osm:${p.osm_type}/${p.osm_id}` : `nominatim:${p.place_id}`,
    venueId: null,
    name,
    street,
    postalCode,
    city,
    countryCode: a.country_code ? a.country_code.toUpperCase() : null,
    address,
    latitude: Number.isFinite(lat) ? lat : null,
    longitude: Number.isFinite(lon) ? lon : null,
    timeZone: null,
  };
}

export class NominatimPlaces implements PlacesProvider {
  readonly name = 'nominatim';

  constructor(private readonly options: PlaceProviderOptions & { url: string; userAgent: string }) {}

  async search(query: string, kind: PlaceKind, country?: string): Promise<ProviderPlace[]> {
    const url = new URL('search', this.options.url.endsWith('/') ? this.options.url : `${this.options.url}/`);
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('limit', String(PROVIDER_RESULTS_LIMIT));
    if (kind === 'city') url.searchParams.set('featureType', 'city');
    if (country) url.searchParams.set('countrycodes', country.toLowerCase());
    const body = await fetchJson(
      this.name,
      url,
      { headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json', 'Accept-Language': 'en' } },
      this.options.timeoutMs,
    );
    const parsed = z.array(ZNominatimPlace).safeParse(body);
    if (!parsed.success) throw new PlacesProviderError(this.name, 'nominatim answered something other than places');
    return parsed.data.map(toPlace);
  }
}
