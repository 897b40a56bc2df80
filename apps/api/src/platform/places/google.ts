// Google Places (New) text search (POST {url}/v1/places:searchText), mapped to our places. Asks only for
// the fields we keep (the field mask decides what Google bills).
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

const ZGooglePlace = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  addressComponents: z
    .array(z.object({ longText: z.string(), shortText: z.string().optional(), types: z.array(z.string()) }))
    .optional(),
});
const ZGoogleAnswer = z.object({ places: z.array(ZGooglePlace).optional() });

const FIELD_MASK = 'places.id,places.displayName,places.formattedAddress,places.location,places.addressComponents';

function toPlace(p: z.infer<typeof ZGooglePlace>): ProviderPlace {
  const part = (type: string, short = false) => {
    const c = p.addressComponents?.find((x) => x.types.includes(type));
    return c ? (short ? (c.shortText ?? c.longText) : c.longText) : null;
  };
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ') || null;
  return {
    providerPlaceId: `google:${p.id}`,
    venueId: null,
    name: p.displayName?.text ?? p.formattedAddress ?? p.id,
    street,
    postalCode: part('postal_code'),
    city: part('locality') ?? part('postal_town'),
    countryCode: part('country', true)?.toUpperCase() ?? null,
    address: p.formattedAddress ?? null,
    latitude: p.location?.latitude ?? null,
    longitude: p.location?.longitude ?? null,
    timeZone: null,
  };
}

export class GooglePlaces implements PlacesProvider {
  readonly name = 'google';

  constructor(private readonly options: PlaceProviderOptions & { apiKey: string; url: string }) {}

  async search(query: string, kind: PlaceKind, country?: string): Promise<ProviderPlace[]> {
    const body = await fetchJson(
      this.name,
      new URL('/v1/places:searchText', this.options.url),
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Goog-Api-Key': this.options.apiKey,
          'X-Goog-FieldMask': FIELD_MASK,
        },
        body: JSON.stringify({
          textQuery: query,
          pageSize: PROVIDER_RESULTS_LIMIT,
          ...(kind === 'city' ? { includedType: 'locality' } : {}),
          ...(country ? { regionCode: country } : {}),
        }),
      },
      this.options.timeoutMs,
    );
    const parsed = ZGoogleAnswer.safeParse(body);
    if (!parsed.success) throw new PlacesProviderError(this.name, 'google answered something other than places');
    return (parsed.data.places ?? []).map(toPlace);
  }
}
