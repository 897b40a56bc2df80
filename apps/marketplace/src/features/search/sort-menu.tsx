// The sort menu above the results: date, size, price, relevance. The current criterion shows its
// direction; clicking it flips the direction, another criterion starts ascending (domain's toggleSort).
import { SORT_CRITERIA, toggleSort, type TSortCriteria, type TSortDirection } from '@pavilion/domain';
import { ArrowDownIcon, ArrowUpIcon } from '@pavilion/ui';

const LABELS: Record<TSortCriteria, string> = { date: 'Date', size: 'Size', price: 'Price', relevance: 'Relevance' };
const DIRECTION_TEXT: Record<TSortDirection, string> = { asc: 'ascending', desc: 'descending' };

export interface SortMenuProps {
  criteria: TSortCriteria;
  direction: TSortDirection;
  onChange: (sort: { criteria: TSortCriteria; direction: TSortDirection }) => void;
}

export function SortMenu({ criteria, direction, onChange }: SortMenuProps) {
  return (
    <div className="pv-sort" role="group" aria-labelledby="pv-sort-label">
      <span id="pv-sort-label" className="pv-sort__label">
        Sort by
      </span>
      {SORT_CRITERIA.map((option) => {
        const current = option === criteria;
        return (
          <button
            key={option}
            type="button"
            className="pv-sort__option"
            aria-pressed={current}
            // The visible label first, then the direction, which the arrow shows only visually.
            aria-label={current ? `${LABELS[option]}, ${DIRECTION_TEXT[direction]}` : LABELS[option]}
            onClick={() => onChange(toggleSort({ criteria, direction }, option))}
          >
            {LABELS[option]}
            {current && (direction === 'asc' ? <ArrowUpIcon size={16} /> : <ArrowDownIcon size={16} />)}
          </button>
        );
      })}
    </div>
  );
}
