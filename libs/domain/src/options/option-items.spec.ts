import { errorsOf, parseOk } from '../spec-helpers';
import {
  filterOptionsByName,
  locationSearchHint,
  optionListFromSlug,
  optionListSlug,
  optionNames,
  shouldSearchLocation,
  ZAdminOptionListParams,
  ZOptionAutocompleteParams,
  ZOptionsResponse,
  ZPlacesQueryBody,
  ZPlacesQueryResponse,
  ZSectorOption,
} from './option-items';

describe('option list slugs', () => {
  it('are kebab-case and map back', () => {
    expect(optionListSlug('subEventTypes')).toBe('sub-event-types');
    expect(optionListSlug('organizationTypes')).toBe('organization-types');
    expect(optionListSlug('sectors')).toBe('sectors');
    expect(optionListFromSlug('job-titles')).toBe('jobTitles');
    expect(optionListFromSlug('countries')).toBe('countries');
    expect(optionListFromSlug('jobTitles')).toBeUndefined();
  });

  it('autocomplete params accept any list, countries included', () => {
    expect(parseOk(ZOptionAutocompleteParams, { type: 'countries', query: 'fra' })).toEqual({
      type: 'countries',
      query: 'fra',
    });
    expect(errorsOf(ZOptionAutocompleteParams, { type: 'planets', query: 'x' })).toEqual({
      type: 'Please select a valid option',
    });
  });

  it('admin edits only the seven editable lists', () => {
    expect(parseOk(ZAdminOptionListParams, { listName: 'attendee-classes' })).toEqual({ listName: 'attendeeClasses' });
    for (const listName of [
      'num-attendees',
      'event-sizes',
      'organization-types',
      'sub-event-types',
      'countries',
      'nope',
    ]) {
      expect(ZAdminOptionListParams.safeParse({ listName }).success).toBe(false);
    }
  });
});

describe('option responses', () => {
  it('sectors default their subtypes to an empty list', () => {
    expect(parseOk(ZSectorOption, { id: 1, name: 'Tech' })).toEqual({ id: 1, name: 'Tech', sectorSubtypes: [] });
  });

  it('the options answer has every list', () => {
    const empty = {
      sectors: [],
      countries: [{ id: 1, name: 'France', code: 'FR', dialCode: '+33', flag: '🇫🇷' }],
      eventTypes: [],
      attendeeClasses: [],
      jobTitles: [],
      designations: [],
      exhibitorTypes: [],
      numAttendees: [],
      numExhibitors: [],
      audiences: [],
      eventSizes: [],
    };
    expect(ZOptionsResponse.safeParse(empty).success).toBe(true);
    const { audiences: _audiences, ...missing } = empty;
    expect(ZOptionsResponse.safeParse(missing).success).toBe(false);
  });
});

describe('places', () => {
  it("needs 2 characters, with the spec's hint", () => {
    expect(errorsOf(ZPlacesQueryBody, { query: ' a ' })).toEqual({ query: 'Enter at least 2 characters to search' });
    expect(parseOk(ZPlacesQueryBody, { query: 'Pa' })).toEqual({ query: 'Pa' });
    expect(shouldSearchLocation(' l ')).toBe(false);
    expect(shouldSearchLocation('lo')).toBe(true);
    expect(locationSearchHint('l')).toBe('Enter at least 2 characters to search');
    expect(locationSearchHint('lon')).toBeNull();
  });

  it('answers read the same as an array or as { results }', () => {
    const list = [{ id: 1, name: 'London' }];
    expect(parseOk(ZPlacesQueryResponse, list)).toEqual(list);
    expect(parseOk(ZPlacesQueryResponse, { results: list })).toEqual(list);
  });
});

describe('pickers', () => {
  const sectors = [
    { id: 1, name: 'Technology' },
    { id: 2, name: 'Healthcare' },
    { id: 3, name: 'FinTech' },
  ];

  it('filter by name, case-insensitive', () => {
    expect(filterOptionsByName(sectors, 'TECH').map((s) => s.id)).toEqual([1, 3]);
    expect(filterOptionsByName(sectors, '  ')).toHaveLength(3);
  });

  it('name ids in order, skipping unknown ones', () => {
    expect(optionNames(sectors, [3, 9, 1])).toEqual(['FinTech', 'Technology']);
  });
});
