import { errorsOf, parseOk } from '../spec-helpers';
import { zNumberInput, zOptionalCountInput } from './numbers';

describe('zNumberInput', () => {
  const schema = zNumberInput({ required: 'req', invalid: 'bad', min: 0, max: 100, integer: true });

  it('parses typed text and numbers', () => {
    expect(parseOk(schema, '42')).toBe(42);
    expect(parseOk(schema, ' 7 ')).toBe(7);
    expect(parseOk(schema, 0)).toBe(0);
  });

  it('says required for blank and invalid otherwise, one message each', () => {
    expect(errorsOf(schema, '')).toEqual({ _: 'req' });
    expect(errorsOf(schema, undefined)).toEqual({ _: 'req' });
    for (const bad of ['abc', '-1', '101', '1.5']) expect(errorsOf(schema, bad)).toEqual({ _: 'bad' });
  });

  it('reads NaN (an empty input with valueAsNumber) as blank', () => {
    expect(errorsOf(schema, Number.NaN)).toEqual({ _: 'req' });
  });
});

describe('zOptionalCountInput', () => {
  it('blank is unknown (null); counts are whole and non-negative', () => {
    const schema = zOptionalCountInput('bad');
    expect(parseOk(schema, '')).toBeNull();
    expect(parseOk(schema, null)).toBeNull();
    expect(parseOk(schema, '120')).toBe(120);
    expect(errorsOf(schema, '-1')).toEqual({ _: 'bad' });
    expect(errorsOf(schema, '2.5')).toEqual({ _: 'bad' });
  });
});
