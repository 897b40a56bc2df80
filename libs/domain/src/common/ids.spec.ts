import { errorsOf, parseOk } from '../spec-helpers';
import {
  ID_MAX,
  toSingleIdList,
  ZId,
  ZIdFromString,
  ZIdList,
  ZIdParam,
  zOptionalSelectId,
  zSelectId,
  ZSingleIdList,
  ZTokenParam,
  ZUuidParam,
} from './ids';

describe('ZId', () => {
  it('accepts positive integers up to the int4 maximum', () => {
    expect(ZId.safeParse(1).success).toBe(true);
    expect(ZId.safeParse(ID_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, ID_MAX + 1, '1', null]) expect(ZId.safeParse(bad).success).toBe(false);
  });
});

describe('ZIdFromString / ZIdParam', () => {
  it('turns digit strings into numbers', () => {
    expect(parseOk(ZIdParam, { id: '42' })).toEqual({ id: 42 });
  });

  it.each(['0', '-1', '1.5', '1e3', ' 1', '01', 'abc', '', '99999999999'])('refuses %p with "Invalid id"', (value) => {
    expect(errorsOf(ZIdFromString, value)).toEqual({ _: 'Invalid id' });
  });
});

describe('zSelectId', () => {
  const schema = zSelectId('Country is required');

  it('accepts a select value or a number, giving a number', () => {
    expect(parseOk(schema, '7')).toBe(7);
    expect(parseOk(schema, 7)).toBe(7);
  });

  it.each(['', '  ', 'x', '0', '-2', '1.5', null, undefined])('refuses %p with its message', (value) => {
    expect(errorsOf(schema, value)).toEqual({ _: 'Country is required' });
  });
});

describe('zOptionalSelectId', () => {
  const schema = zOptionalSelectId();

  it('treats blank as none (null) and keeps ids', () => {
    expect(parseOk(schema, '')).toBeNull();
    expect(parseOk(schema, null)).toBeNull();
    expect(parseOk(schema, undefined)).toBeNull();
    expect(parseOk(schema, '3')).toBe(3);
  });

  it('refuses garbage', () => {
    expect(errorsOf(schema, 'x')).toEqual({ _: 'Please select a valid option' });
  });
});

describe('id lists', () => {
  it('convert numeric strings', () => {
    expect(parseOk(ZIdList, ['1', 2])).toEqual([1, 2]);
    expect(ZIdList.safeParse(['a']).success).toBe(false);
  });

  it('single lists hold at most one id', () => {
    expect(parseOk(ZSingleIdList, [4])).toEqual([4]);
    expect(parseOk(ZSingleIdList, [])).toEqual([]);
    expect(ZSingleIdList.safeParse([1, 2]).success).toBe(false);
  });

  it('toSingleIdList wraps a select value', () => {
    expect(toSingleIdList('5')).toEqual([5]);
    expect(toSingleIdList(5)).toEqual([5]);
    expect(toSingleIdList('')).toEqual([]);
    expect(toSingleIdList(null)).toEqual([]);
    expect(toSingleIdList('x')).toEqual([]);
  });
});

describe('uuid and token params', () => {
  it('accepts a uuid', () => {
    expect(ZUuidParam.safeParse({ id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' }).success).toBe(true);
    expect(errorsOf(ZUuidParam, { id: 'nope' })).toEqual({ id: 'Invalid id' });
  });

  it('requires a non-blank token', () => {
    expect(parseOk(ZTokenParam, { token: ' abc ' })).toEqual({ token: 'abc' });
    expect(errorsOf(ZTokenParam, { token: '' })).toEqual({ token: 'This link is invalid or has expired' });
  });
});
