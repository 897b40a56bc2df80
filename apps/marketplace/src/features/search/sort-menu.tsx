// The sort menu above the results: recommended, date, size, price, relevance, rating, as the page kit's SortMenu. The
// current criterion shows its direction; clicking it flips the direction, another criterion starts
// ascending (domain's toggleSort).
import { SORT_CRITERIA, toggleSort, type TSortCriteria, type TSortDirection } from '@pavilion/domain';
import { SortMenu as KitSortMenu } from '@pavilion/features-page-kit';

import { SEARCH_TEXT } from './messages';

/** The criteria's names, read when the menu renders (in the current language). */
const labels = (): Record<TSortCriteria, string> => ({
  recommended: SEARCH_TEXT.sortRecommended,
  date: SEARCH_TEXT.sortDate,
  size: SEARCH_TEXT.sortSize,
  price: SEARCH_TEXT.sortPrice,
  relevance: SEARCH_TEXT.sortRelevance,
  rating: SEARCH_TEXT.sortRating,
});
const sortOptions = () => {
  const names = labels();
  return SORT_CRITERIA.map((sort) => ({ sort, label: names[sort] }));
};

export interface SortMenuProps {
  criteria: TSortCriteria;
  direction: TSortDirection;
  onChange: (sort: { criteria: TSortCriteria; direction: TSortDirection }) => void;
}

export function SortMenu({ criteria, direction, onChange }: SortMenuProps) {
  return (
    <KitSortMenu
      options={sortOptions()}
      sort={criteria}
      direction={direction}
      onSort={(clicked) => onChange(toggleSort({ criteria, direction }, clicked))}
    />
  );
}
