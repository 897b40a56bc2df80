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
  API_PATHS,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { apiModule } from '../../platform/route';
import { OPTION_MESSAGES as M } from './messages';
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

export function optionsModule(ctx: ModuleContext) {
  const m = apiModule(ctx, { tag: 'Reference lists', access: 'public' });
  const lists = new ReferenceLists(ctx.db);

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

  m.get(
    API_PATHS.optionLocation,
    {
      summary: 'A location by id: its id and name',
      params: ZIdParam,
      response: ZLocation,
      errors: { 404: M.locationNotFound },
    },
    async ({ params }) => {
      const location = await lists.location(params.id);
      if (!location) throw notFound(M.locationNotFound);
      return location;
    },
  );

  m.get(
    API_PATHS.optionPlace,
    {
      summary: 'A venue or city by id, with its address, city, country and Google place id',
      params: ZIdParam,
      response: ZPlace,
      errors: { 404: M.placeNotFound },
    },
    async ({ params }) => {
      const place = await lists.place(params.id);
      if (!place) throw notFound(M.placeNotFound);
      return place;
    },
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
    async ({ body }) => ({
      results: placesQueryLongEnough(body.query) ? await lists.searchPlaces(body.query, body.kind) : [],
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
    async ({ query }) => ({
      results: placesQueryLongEnough(query.query) ? await lists.searchPlaces(query.query, query.kind) : [],
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
    async ({ query }) => ({
      results: placesQueryLongEnough(query.query) ? await lists.searchPlaces(query.query, 'venue') : [],
    }),
  );
  return m;
}
