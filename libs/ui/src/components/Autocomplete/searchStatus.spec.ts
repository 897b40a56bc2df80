import { searchStatus, type SearchStatusTexts } from './searchStatus';

const texts: SearchStatusTexts = {
  searching: 'Searching...',
  none: 'None',
  matches: (count) => `${count} found`,
  matchesOf: (count, total) => `first ${count} of ${total}`,
};

describe('searchStatus', () => {
  it('says searching first, then the failure, then none, all or how many of how many', () => {
    expect(searchStatus({ searching: true, error: 'Down', count: 3, total: 9 }, texts)).toEqual({
      status: 'loading',
      statusText: 'Searching...',
    });
    expect(searchStatus({ searching: false, error: 'Down', count: 0, total: undefined }, texts)).toEqual({
      status: 'error',
      statusText: 'Down',
    });
    expect(searchStatus({ searching: false, error: undefined, count: 0, total: 0 }, texts).statusText).toBe('None');
    expect(searchStatus({ searching: false, error: undefined, count: 3, total: 3 }, texts)).toEqual({
      status: 'results',
      statusText: '3 found',
    });
    expect(searchStatus({ searching: false, error: undefined, count: 10, total: 31 }, texts).statusText).toBe(
      'first 10 of 31',
    );
    // An answer without a total counts what it listed.
    expect(searchStatus({ searching: false, error: undefined, count: 4, total: undefined }, texts).statusText).toBe(
      '4 found',
    );
  });
});
