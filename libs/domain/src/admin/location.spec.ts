import { parseOk } from '../spec-helpers';
import { ZUpdateLocationBody } from './location';

describe('update location', () => {
  it('needs a venue id; the place id is optional', () => {
    expect(parseOk(ZUpdateLocationBody, { venueId: 4 })).toEqual({ venueId: 4 });
    expect(parseOk(ZUpdateLocationBody, { venueId: 4, placeId: 'ChIJ1' })).toEqual({ venueId: 4, placeId: 'ChIJ1' });
    expect(ZUpdateLocationBody.safeParse({ placeId: 'ChIJ1' }).success).toBe(false);
    expect(ZUpdateLocationBody.safeParse({ venueId: 4, placeId: '' }).success).toBe(false);
  });
});
