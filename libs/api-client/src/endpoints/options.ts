// Reference lists and autocompletes.
import type {
  TCountryOption,
  TLocation,
  TOptionSearchAnswer,
  TOptionsResponse,
  TPlacesAnswer,
  TPlacesQueryInput,
} from '@pavilion/domain';
import { api } from '../api';

export const optionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOptions: build.query<TOptionsResponse, void>({
      query: () => '/options/',
      providesTags: ['Options'],
      keepUnusedDataFor: 600,
    }),
    getCountries: build.query<TCountryOption[], void>({ query: () => '/options/countries/', keepUnusedDataFor: 600 }),
    searchOptions: build.query<TOptionSearchAnswer, { type: string; query: string }>({
      query: ({ type, query }) => `/options/${encodeURIComponent(type)}/${encodeURIComponent(query)}`,
    }),
    getLocation: build.query<TLocation, number>({ query: (id) => `/options/location/${id}` }),
    searchPlaces: build.query<TPlacesAnswer, TPlacesQueryInput>({
      query: (body) => ({ url: '/autocomplete/places-query', method: 'POST', body }),
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
