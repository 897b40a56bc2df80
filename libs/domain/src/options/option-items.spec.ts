import { errorsOf, parseOk } from '../spec-helpers';
import {
  filterOptionsByName,
  locationSearchHint,
  optionListFromSlug,
  optionListSlug,
  optionNames,
  shouldSearchLocation,
  ZAdminOptionListParams,
  ZOptionSearchAnswer,
  ZOptionsResponse,
  ZOptionTypeSlug,
  ZPlace,
  ZSectorOption,
  ZSectorsAnswer,
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

  it('a list slug names any list, countries included', () => {
    expect(parseOk(ZOptionTypeSlug, 'countries')).toBe('countries');
    expect(parseOk(ZOptionTypeSlug, 'sub-event-types')).toBe('subEventTypes');
    expect(errorsOf(ZOptionTypeSlug, 'planets')).toEqual({ _: 'Please select a valid option' });
    expect(errorsOf(ZOptionTypeSlug, 7)).toEqual({ _: 'Please select a valid option' });
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
      organizationTypes: [],
      subEventTypes: [],
    };
    expect(ZOptionsResponse.safeParse(empty).success).toBe(true);
    const { audiences: _audiences, ...missing } = empty;
    expect(ZOptionsResponse.safeParse(missing).success).toBe(false);
  });

  it('sectors carry their subtypes only when asked for them', () => {
    expect(parseOk(ZSectorsAnswer, [{ id: 1, name: 'Tech' }])).toEqual([{ id: 1, name: 'Tech' }]);
    expect(ZSectorsAnswer.safeParse([{ id: 1, name: 'Tech', sectorSubtypes: [{ id: 2, name: 'AI' }] }]).success).toBe(
      true,
    );
  });

  it('an autocomplete answer keeps what a country carries', () => {
    const france = { id: 1, name: 'France', code: 'FR', dialCode: '+33', flag: '🇫🇷' };
    expect(parseOk(ZOptionSearchAnswer, [france, { id: 2, name: 'CTO' }])).toEqual([france, { id: 2, name: 'CTO' }]);
  });

  it('a place says what kind it is and where', () => {
    const venue = {
      id: 3,
      name: 'ExCeL',
      kind: 'venue',
      address: 'Royal Victoria Dock',
      cityId: 1,
      countryId: 44,
      googlePlaceId: null,
      placeId: null,
      latitude: 51.5,
      longitude: 0.03,
      timeZone: 'Europe/London',
      label: 'ExCeL, London, United Kingdom',
    };
    expect(parseOk(ZPlace, venue)).toEqual(venue);
    expect(ZPlace.safeParse({ ...venue, kind: 'planet' }).success).toBe(false);
  });
});

describe('places', () => {
  it("needs 2 characters, with the spec's hint", () => {
    expect(shouldSearchLocation(' l ')).toBe(false);
    expect(shouldSearchLocation('lo')).toBe(true);
    expect(locationSearchHint('l')).toBe('Enter at least 2 characters to search');
    expect(locationSearchHint('lon')).toBeNull();
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
