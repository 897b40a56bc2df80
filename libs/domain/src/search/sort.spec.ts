import { compareBy, toggleSort } from './sort';

describe('toggleSort', () => {
  it('flips the direction when the current criterion is clicked', () => {
    expect(toggleSort({ criteria: 'date', direction: 'asc' }, 'date')).toEqual({ criteria: 'date', direction: 'desc' });
    expect(toggleSort({ criteria: 'date', direction: 'desc' }, 'date')).toEqual({ criteria: 'date', direction: 'asc' });
  });

  it('starts a new criterion ascending', () => {
    expect(toggleSort({ criteria: 'date', direction: 'desc' }, 'price')).toEqual({
      criteria: 'price',
      direction: 'asc',
    });
  });
});

describe('compareBy', () => {
  const rows = [{ v: 2 }, { v: null }, { v: 1 }, { v: 3 }];

  it('sorts both ways with nulls last', () => {
    expect([...rows].sort(compareBy((row) => row.v, 'asc')).map((row) => row.v)).toEqual([1, 2, 3, null]);
    expect([...rows].sort(compareBy((row) => row.v, 'desc')).map((row) => row.v)).toEqual([3, 2, 1, null]);
  });
});
