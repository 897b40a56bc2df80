import { errorsOf, parseOk } from '../spec-helpers';
import { whenPresent, zOptionalChoice } from './refine';

describe('zOptionalChoice', () => {
  const schema = zOptionalChoice(['a', 'b'], 'Pick one');

  it('maps the empty option to null and keeps valid choices', () => {
    expect(parseOk(schema, '')).toBeNull();
    expect(parseOk(schema, undefined)).toBeNull();
    expect(parseOk(schema, null)).toBeNull();
    expect(parseOk(schema, 'b')).toBe('b');
  });

  it('refuses other values', () => {
    expect(errorsOf(schema, 'c')).toEqual({ _: 'Pick one' });
  });
});

describe('whenPresent', () => {
  it('is true only when every key is there', () => {
    expect(whenPresent('a', 'b')({ value: { a: 1, b: '' } })).toBe(true);
    expect(whenPresent('a', 'b')({ value: { a: 1 } })).toBe(false);
    expect(whenPresent('a')({ value: null })).toBe(false);
  });
});
