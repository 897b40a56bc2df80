import { errorsOf, parseOk } from '../spec-helpers';
import { ZOptionSearchParams, ZPlacesQuery, ZSectorsQuery, ZTopEventsParams } from './params';

describe('public route params', () => {
  it('option search needs a query', () => {
    expect(parseOk(ZOptionSearchParams, { type: 'countries', query: ' fra ' })).toEqual({
      type: 'countries',
      query: 'fra',
    });
    expect(errorsOf(ZOptionSearchParams, { type: 'countries', query: ' ' })).toEqual({
      query: 'Enter something to search',
    });
  });

  it('places query defaults to any kind and an empty query', () => {
    expect(parseOk(ZPlacesQuery, {})).toEqual({ query: '', kind: 'any' });
    expect(parseOk(ZPlacesQuery, { query: 'Lon', kind: 'city' })).toEqual({ query: 'Lon', kind: 'city' });
    expect(ZPlacesQuery.safeParse({ kind: 'planet' }).success).toBe(false);
  });

  it('sectors may ask for the detailed list', () => {
    expect(parseOk(ZSectorsQuery, { detailed: 'true' })).toEqual({ detailed: 'true' });
    expect(ZSectorsQuery.safeParse({ detailed: 'yes' }).success).toBe(false);
  });

  it('top events count is 1-12', () => {
    expect(parseOk(ZTopEventsParams, { count: '4' })).toEqual({ count: 4 });
    expect(errorsOf(ZTopEventsParams, { count: '13' })).toEqual({ count: 'At most 12 events' });
    expect(ZTopEventsParams.safeParse({ count: '0' }).success).toBe(false);
  });
});
