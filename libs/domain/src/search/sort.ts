// The sort toggle shared by the search page and the partner and admin lists.
import type { TSortDirection } from '../constants';

export type TSortState<C extends string> = { criteria: C; direction: TSortDirection };

/** Clicking the current criterion flips the direction; a new criterion starts ascending. */
export function toggleSort<C extends string>(state: TSortState<C>, clicked: C): TSortState<C> {
  if (state.criteria === clicked) {
    return { criteria: clicked, direction: state.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { criteria: clicked, direction: 'asc' };
}
