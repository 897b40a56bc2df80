// Reference option lists (GET /api/options/...) and the rules the pickers apply to them.
import { z } from 'zod';
import '../common/zod-messages';
import { ADMIN_EDITABLE_OPTION_LISTS, LOCATION_MIN_CHARS, OPTION_LIST_NAMES } from '../constants';
import { ZId } from '../common/ids';
import { MESSAGES } from '../messages';
import { optionListFromSlug } from './list-slugs';

// Kept in a module without schemas: the apps' API client imports them at start.
export { optionListFromSlug, optionListSlug } from './list-slugs';

export const ZOptionItem = z.object({ id: ZId, name: z.string() });
export type TOptionItem = z.infer<typeof ZOptionItem>;

export const ZSectorOption = ZOptionItem.extend({ sectorSubtypes: z.array(ZOptionItem).default([]) });
export type TSectorOption = z.output<typeof ZSectorOption>;

export const ZCountryOption = ZOptionItem.extend({
  code: z.string(),
  dialCode: z.string(),
  flag: z.string(),
});
export type TCountryOption = z.infer<typeof ZCountryOption>;

/** GET /api/options/: every list the public forms need, in one answer. */
export const ZOptionsResponse = z.object({
  sectors: z.array(ZSectorOption),
  countries: z.array(ZCountryOption),
  eventTypes: z.array(ZOptionItem),
  attendeeClasses: z.array(ZOptionItem),
  jobTitles: z.array(ZOptionItem),
  designations: z.array(ZOptionItem),
  exhibitorTypes: z.array(ZOptionItem),
  numAttendees: z.array(ZOptionItem),
  numExhibitors: z.array(ZOptionItem),
  audiences: z.array(ZOptionItem),
  eventSizes: z.array(ZOptionItem),
  organizationTypes: z.array(ZOptionItem),
  subEventTypes: z.array(ZOptionItem),
});
export type TOptionsResponse = z.output<typeof ZOptionsResponse>;

/** GET /api/options/sectors: id and name; `?detailed=true` adds each sector's subtypes. */
export const ZSectorsAnswer = z.array(ZOptionItem.extend({ sectorSubtypes: z.array(ZOptionItem).optional() }));
export type TSectorsAnswer = z.output<typeof ZSectorsAnswer>;

/** GET /api/options/countries/. */
export const ZCountriesAnswer = z.array(ZCountryOption);

/** GET /api/options/{list}: one list, in its order. */
export const ZOptionListAnswer = z.array(ZOptionItem);

/** GET /api/options/{type}/{query}: the best matches of a list (countries carry their code, dial code and flag). */
export const ZOptionSearchAnswer = z.array(z.union([ZCountryOption, ZOptionItem]));
export type TOptionSearchAnswer = z.output<typeof ZOptionSearchAnswer>;

export const ZOptionListName = z.enum(OPTION_LIST_NAMES, { error: () => MESSAGES.optionInvalid });
export const ZAdminEditableOptionList = z.enum(ADMIN_EDITABLE_OPTION_LISTS, { error: () => MESSAGES.optionInvalid });

/** A list named by its URL slug (job-titles, countries, ...); anything else fails with `message`. */
export const ZOptionTypeSlug = z.string({ error: () => MESSAGES.optionInvalid }).transform((slug, ctx) => {
  const name = optionListFromSlug(slug);
  if (!name) {
    ctx.issues.push({ code: 'custom', message: MESSAGES.optionInvalid, input: slug });
    return z.NEVER;
  }
  return name;
});

/** {listName} of POST/DELETE /api/admin/options/{listName}: a kebab slug of an admin-editable list. */
export const ZAdminOptionListParams = z.object({
  listName: ZOptionTypeSlug.pipe(ZAdminEditableOptionList),
});
export type TAdminOptionListParams = z.output<typeof ZAdminOptionListParams>;

// Locations and venues -------------------------------------------------------------------------

/** A search location (city or region): GET /api/options/location/{id}. */
export const ZLocation = ZOptionItem;
export type TLocation = TOptionItem;

/** A place is a city or a venue (a venue belongs to a city). */
export const ZPlaceKind = z.enum(['city', 'venue']);

/** A venue (GET /api/options/place/{venueId}). */
export const ZVenue = z.object({
  id: ZId,
  name: z.string(),
  googlePlaceId: z.string().nullable(),
  address: z.string().nullable().default(null),
});
export type TVenue = z.output<typeof ZVenue>;

/** GET /api/options/place/{id}: a city or venue with where it is; `label` reads "Name, City, Country". */
export const ZPlace = ZVenue.extend({
  kind: ZPlaceKind,
  cityId: ZId.nullable(),
  countryId: ZId,
  /** The same as googlePlaceId, under the name the partner's venue picker sends back. */
  placeId: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The IANA time zone the place's events are held in ('Europe/London'). */
  timeZone: z.string(),
  label: z.string(),
});
export type TPlace = z.output<typeof ZPlace>;

/** One hit of the places autocomplete: `name` is the label ("Name, City, Country"). */
export const ZPlaceSuggestion = ZOptionItem.extend({ kind: ZPlaceKind });
export type TPlaceSuggestion = z.output<typeof ZPlaceSuggestion>;

/** POST/GET /api/autocomplete/places-query and GET /api/autocomplete/google-places-query. */
export const ZPlacesAnswer = z.object({ results: z.array(ZPlaceSuggestion) });
export type TPlacesAnswer = z.output<typeof ZPlacesAnswer>;

/** A venue search hit: a known venue has an id; a new Google place has only its place id. */
export const ZVenueSuggestion = z.object({
  placeId: z.string().min(1),
  venueId: ZId.nullable(),
  name: z.string(),
});
export type TVenueSuggestion = z.infer<typeof ZVenueSuggestion>;

/** Location and venue search start at 2 characters (after trimming). */
export function shouldSearchLocation(query: string): boolean {
  return query.trim().length >= LOCATION_MIN_CHARS;
}

/** The hint under a location box: the "type more" text until the query is long enough. */
export function locationSearchHint(query: string): string | null {
  return shouldSearchLocation(query) ? null : MESSAGES.locationQueryTooShort;
}

/** Local, case-insensitive filtering by name (the home page's sector dropdown). */
export function filterOptionsByName<T extends { name: string }>(options: readonly T[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.name.toLowerCase().includes(needle));
}

/** Names for ids, in the order of the ids, skipping unknown ones (for chips and summaries). */
export function optionNames(options: readonly TOptionItem[], ids: readonly number[]): string[] {
  const byId = new Map(options.map((option) => [option.id, option.name]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [name];
  });
}
