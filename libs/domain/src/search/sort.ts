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

/** A comparator honouring the direction; nulls always sort last. */
export function compareBy<T>(
  key: (item: T) => string | number | null | undefined,
  direction: TSortDirection,
): (a: T, b: T) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const left = key(a);
    const right = key(b);
    if (left == null && right == null) return 0;
    if (left == null) return 1;
    if (right == null) return -1;
    if (left < right) return -sign;
    if (left > right) return sign;
    return 0;
  };
}
