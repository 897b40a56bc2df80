// Reference lists and autocompletes.
import { API_PATHS } from '@pavilion/domain';
import type {
  TCountryOption,
  TLocation,
  TOptionSearchAnswer,
  TOptionsResponse,
  TPlacesAnswer,
  TPlacesQueryInput,
} from '@pavilion/domain';
import { api } from '../api';

export const optionsApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getOptions: build.query<TOptionsResponse, void>({
      query: () => API_PATHS.options,
      providesTags: ['Options'],
      keepUnusedDataFor: 600,
    }),
    getCountries: build.query<TCountryOption[], void>({
      query: () => API_PATHS.optionsCountries,
      keepUnusedDataFor: 600,
    }),
    searchOptions: build.query<TOptionSearchAnswer, { type: string; query: string }>({
      query: ({ type, query }) => API_PATHS.optionSearch({ type, query }),
    }),
    getLocation: build.query<TLocation, number>({ query: (id) => API_PATHS.optionLocation({ id }) }),
    searchPlaces: build.query<TPlacesAnswer, TPlacesQueryInput>({
      query: (body) => ({ url: API_PATHS.autocompletePlacesQuery, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetOptionsQuery,
  useGetCountriesQuery,
  useSearchOptionsQuery,
  useLazySearchOptionsQuery,
  useGetLocationQuery,
  useSearchPlacesQuery,
  useLazySearchPlacesQuery,
} = optionsApi;
