// GET /api/options/... (the reference lists) and the places autocomplete (POST and GET
// /api/autocomplete/places-query, GET /api/autocomplete/google-places-query).
import type { Response } from 'express';
import {
  ZCountriesAnswer,
  ZIdParam,
  ZLocation,
  ZOptionListAnswer,
  ZOptionListParams,
  ZOptionSearchAnswer,
  ZOptionSearchParams,
  ZOptionsResponse,
  ZPlace,
  ZPlacesAnswer,
  ZPlacesQuery,
  ZSectorsAnswer,
  ZSectorsQuery,
  ZVenueQuery,
  ZVenueLookupAnswer,
  ZVenueLookupQuery,
  ZVenueProposal,
  ZVenueRecord,
  VENUE_MESSAGES,
  API_PATHS,
  OPTION_MESSAGES as M,
  type TLocation,
  type TPlace,
} from '@pavilion/domain';
import type { AuthContext } from '../../platform/auth';
import type { ModuleContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { createPlacesProvider, PlacesProviderError } from '../../platform/places';
import { apiModule } from '../../platform/route';
import { LocalPlaces, PUBLIC_VIEWER, Venues, type PlaceViewer } from './venues';
import { ReferenceLists } from './read-model';
import {
  OPTION_SEARCH_LIMIT,
  placesQueryLongEnough,
  PLACES_SEARCH_LIMIT,
  resolveListName,
  resolveSearchableList,
} from './service';

/**
 * Administrators edit the lists: browsers and proxies ask again each time instead of keeping a copy
 * for a minute, so an added or removed value shows at once.
 */
const cacheable = (res: Response) => res.setHeader('Cache-Control', 'no-cache');

/** Who asks, for the places they may see: public routes run with or without a session. */
const viewerOf = (auth: AuthContext | undefined): PlaceViewer =>
  auth ? { partnerId: auth.partnerId ?? null, isAdmin: auth.isAdmin } : PUBLIC_VIEWER;

export function optionsModule(ctx: ModuleContext) {
  const m = apiModule(ctx, { tag: 'Reference lists', access: 'public' });
  const lists = new ReferenceLists(ctx.db);

  /**
   * One place by id, as `read` answers it for the one who asks (viewerOf); 404 with `missing` when there
   * is none they may see.
   */
  const placeById = (
    path: typeof API_PATHS.optionLocation | typeof API_PATHS.optionPlace,
    { summary, response, missing }: { summary: string; response: typeof ZLocation | typeof ZPlace; missing: string },
    read: (id: number, viewer: PlaceViewer) => Promise<TLocation | TPlace | null>,
  ) =>
    m.get(path, { summary, params: ZIdParam, response, errors: { 404: missing } }, async ({ params, auth }) => {
      const found = await read(params.id, viewerOf(auth));
      if (!found) throw notFound(missing);
      return found;
    });

  m.get(
    API_PATHS.options,
    {
      summary: 'Every option list the forms need, in one answer',
      description:
        'sectors (with sectorSubtypes), countries (id, name, code, dialCode, flag), eventTypes, attendeeClasses, jobTitles, designations, exhibitorTypes, numAttendees, numExhibitors, audiences, eventSizes, organizationTypes, subEventTypes; each `{ id, name }` in its order.',
      response: ZOptionsResponse,
    },
    ({ res }) => {
      cacheable(res);
      return lists.bundle();
    },
  );

  m.get(
    API_PATHS.optionsSectors,
    {
      summary: 'The sectors',
      description: "id and name; `detailed=true` adds each sector's `sectorSubtypes`.",
      query: ZSectorsQuery,
      response: ZSectorsAnswer,
    },
    ({ query, res }) => {
      cacheable(res);
      return lists.sectors(query.detailed === 'true');
    },
  );

  m.get(
    API_PATHS.optionsCountries,
    { summary: 'The countries: id, name, code, dialCode, flag', response: ZCountriesAnswer },
    ({ res }) => {
      cacheable(res);
      return lists.countries();
    },
  );

  placeById(
    API_PATHS.optionLocation,
    { summary: 'A location by id: its id and name', response: ZLocation, missing: M.locationNotFound },
    (id, viewer) => lists.location(id, viewer),
  );

  placeById(
    API_PATHS.optionPlace,
    {
      summary: 'A venue or city by id, with its address, city, country and Google place id',
      response: ZPlace,
      missing: M.placeNotFound,
    },
    (id, viewer) => lists.place(id, viewer),
  );

  m.get(
    API_PATHS.optionList,
    {
      summary: 'One option list by name',
      description:
        'camelCase or kebab-case, singular or plural: `organization-types`, `sub-event-types`, `jobTitles`, `job-title`. An unknown list answers 404.',
      params: ZOptionListParams,
      response: ZOptionListAnswer,
      errors: { 404: M.unknownList },
    },
    async ({ params, res }) => {
      const list = resolveListName(params.type);
      if (!list) throw notFound(M.unknownList);
      cacheable(res);
      return lists.list(list);
    },
  );

  m.get(
    API_PATHS.optionSearch,
    {
      summary: 'Autocomplete over an option list (countries among them)',
      description: `The first ${OPTION_SEARCH_LIMIT} items whose name contains the text, case-insensitive, those starting with it first; countries also match their two-letter code. Lists: the option lists by any of their names, countries, sectors, sector-subtypes. An unknown list answers 404.`,
      params: ZOptionSearchParams,
      response: ZOptionSearchAnswer,
      errors: { 404: M.unknownList },
    },
    ({ params }) => {
      const list = resolveSearchableList(params.type);
      if (!list) throw notFound(M.unknownList);
      return lists.search(list, params.query);
    },
  );

  const placesDescription = `Cities and venues whose "name, city, country" contains the text, names starting with it first, at most ${PLACES_SEARCH_LIMIT}; \`kind\` narrows to cities or venues. Fewer than 2 characters find nothing (\`{ results: [] }\`).`;

  m.post(
    API_PATHS.autocompletePlacesQuery,
    {
      summary: 'Location search (the search hero and filters)',
      description: placesDescription,
      body: ZPlacesQuery,
      response: ZPlacesAnswer,
    },
    async ({ body, auth }) => ({
      results: placesQueryLongEnough(body.query) ? await lists.searchPlaces(body.query, body.kind, viewerOf(auth)) : [],
    }),
  );

  m.get(
    API_PATHS.autocompletePlacesQuery,
    {
      summary: 'Location search, with the text in the query string',
      description: placesDescription,
      query: ZPlacesQuery,
      response: ZPlacesAnswer,
    },
    async ({ query, auth }) => ({
      results: placesQueryLongEnough(query.query)
        ? await lists.searchPlaces(query.query, query.kind, viewerOf(auth))
        : [],
    }),
  );

  m.get(
    API_PATHS.autocompleteGooglePlacesQuery,
    {
      summary: "Venue search (the partner's event form)",
      description: 'As the location search, venues only.',
      query: ZVenueQuery,
      response: ZPlacesAnswer,
    },
    async ({ query, auth }) => ({
      results: placesQueryLongEnough(query.query) ? await lists.searchPlaces(query.query, 'venue', viewerOf(auth)) : [],
    }),
  );

  // Venues a partner proposes, and the places provider behind the lookup ---------------------------
  const venues = new Venues(ctx.db);

  m.get(
    API_PATHS.partnerVenueLookup,
    {
      summary: 'Looks a venue up in the places provider (the propose-a-venue dialog)',
      description: `The configured provider (PLACES_PROVIDER: \`local\`, our own list, by default; \`nominatim\` or \`google\`) answers at most 10 places with their address and coordinates; \`venueId\` is set on those already ours. \`country\` (two letters) narrows to one country. Fewer than 2 characters find nothing. A provider that fails or does not answer in time answers 503 in words.`,
      access: 'partner',
      query: ZVenueLookupQuery,
      response: ZVenueLookupAnswer,
      errors: { 503: VENUE_MESSAGES.placesUnavailable },
    },
    async ({ query, auth }) => {
      const viewer = viewerOf(auth);
      const provider = createPlacesProvider(ctx.config, new LocalPlaces(ctx.db, viewer));
      if (!placesQueryLongEnough(query.query)) return { provider: provider.name, results: [] };
      try {
        return await venues.lookup(provider, viewer, query.query, query.country);
      } catch (err) {
        if (!(err instanceof PlacesProviderError)) throw err;
        ctx.logger.warn({ err, provider: err.provider }, 'places provider failed');
        throw new AppError('BUSY', VENUE_MESSAGES.placesUnavailable);
      }
    },
  );

  m.post(
    API_PATHS.partnerVenues,
    {
      summary: 'Proposes a new venue',
      description:
        "Name, street, postal code, city, country (`countryCode`, two letters), optional coordinates (both or neither), website and time zone (needed when the city is not one we know; else the city's), and `providerPlaceId` when picked from the lookup. The venue is usable at once for this partner's events and shows in their venue search only; an administrator sees it with the event, and approving the event approves the venue (docs/decisions/0295-proposed-venues.md). A place from the lookup that is already ours is answered instead of a copy.",
      access: 'partner',
      body: ZVenueProposal,
      response: ZVenueRecord,
      status: 201,
    },
    ({ body, auth }) => venues.propose(auth.partnerId!, body, ctx.now()),
  );

  m.get(
    API_PATHS.partnerVenue,
    {
      summary: 'A venue with its full address',
      description: "Approved venues, and this partner's own proposals; another partner's proposal answers 404.",
      access: 'partner',
      params: ZIdParam,
      response: ZVenueRecord,
      errors: { 404: VENUE_MESSAGES.venueNotFound },
    },
    async ({ params, auth }) => {
      const venue = await venues.record(params.id, viewerOf(auth));
      if (!venue) throw notFound(VENUE_MESSAGES.venueNotFound);
      return venue;
    },
  );
  return m;
}
