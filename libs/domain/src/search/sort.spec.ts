import { toggleSort } from './sort';

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
