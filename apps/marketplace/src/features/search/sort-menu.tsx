// The sort menu above the results: recommended, date, size, price, relevance, rating, as the page kit's SortMenu. The
// current criterion shows its direction; clicking it flips the direction, another criterion starts
// ascending (domain's toggleSort).
import { SORT_CRITERIA, toggleSort, type TSortCriteria, type TSortDirection } from '@pavilion/domain';
import { SortMenu as KitSortMenu } from '@pavilion/features-page-kit';

const LABELS: Record<TSortCriteria, string> = {
  recommended: 'Recommended',
  date: 'Date',
  size: 'Size',
  price: 'Price',
  relevance: 'Relevance',
  rating: 'Rating',
};
const OPTIONS = SORT_CRITERIA.map((sort) => ({ sort, label: LABELS[sort] }));

export interface SortMenuProps {
  criteria: TSortCriteria;
  direction: TSortDirection;
  onChange: (sort: { criteria: TSortCriteria; direction: TSortDirection }) => void;
}

export function SortMenu({ criteria, direction, onChange }: SortMenuProps) {
  return (
    <KitSortMenu
      options={OPTIONS}
      sort={criteria}
      direction={direction}
      onSort={(clicked) => onChange(toggleSort({ criteria, direction }, clicked))}
    />
  );
}
