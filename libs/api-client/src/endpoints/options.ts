// Reference lists and autocompletes.
import { api } from '../api';

export interface OptionItem {
  id: number;
  name: string;
}
export interface SectorOption extends OptionItem {
  sectorSubtypes: OptionItem[];
}
export interface CountryOption extends OptionItem {
  code: string;
  dialCode: string;
  flag: string;
}
export interface PlaceOption extends OptionItem {
  kind?: 'city' | 'venue';
}

export interface OptionsAnswer {
  sectors: SectorOption[];
  countries: CountryOption[];
  eventTypes: OptionItem[];
  attendeeClasses: OptionItem[];
  jobTitles: OptionItem[];
  designations: OptionItem[];
  exhibitorTypes: OptionItem[];
  numAttendees: OptionItem[];
  numExhibitors: OptionItem[];
  audiences: OptionItem[];
  eventSizes: OptionItem[];
  organizationTypes: OptionItem[];
  subEventTypes: OptionItem[];
}

export const optionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOptions: build.query<OptionsAnswer, void>({
      query: () => '/options/',
      providesTags: ['Options'],
      keepUnusedDataFor: 600,
    }),
    getCountries: build.query<CountryOption[], void>({ query: () => '/options/countries/', keepUnusedDataFor: 600 }),
    searchOptions: build.query<OptionItem[], { type: string; query: string }>({
      query: ({ type, query }) => `/options/${encodeURIComponent(type)}/${encodeURIComponent(query)}`,
    }),
    getLocation: build.query<OptionItem, number>({ query: (id) => `/options/location/${id}` }),
    searchPlaces: build.query<{ results: PlaceOption[] }, { query: string; kind?: 'any' | 'city' | 'venue' }>({
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
