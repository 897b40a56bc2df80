// Multi-choice filter: a checkbox list with a type-to-filter box, as used in search sidebars.
import { useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import '../Field/Field.css';
import './MultiSelect.css';
import { kitText } from '../../i18n/kit-text';

const T = kitText('multiSelect');

export type MultiSelectOption<V extends string | number = string> = {
  value: V;
  label: string;
  /** Optional number shown after the label (e.g. matching results). */
  count?: number;
  disabled?: boolean;
};

export type MultiSelectProps<V extends string | number = string> = {
  label: ReactNode;
  options: MultiSelectOption<V>[];
  value: V[];
  onChange: (value: V[]) => void;
  /** Shows the filter box; defaults to true. */
  filterable?: boolean;
  /** Accessible name of the filter box; defaults to 'Filter <label>'. */
  filterLabel?: string;
  filterPlaceholder?: string;
  /** Shown when the filter matches nothing. */
  emptyText?: string;
  /** Shows a 'Clear' button while something is selected. */
  clearable?: boolean;
  /** CSS length; the list scrolls beyond it. */
  maxHeight?: string;
  className?: string;
};

export function MultiSelect<V extends string | number = string>({
  label,
  options,
  value,
  onChange,
  filterable = true,
  filterLabel,
  filterPlaceholder = T.filterPlaceholder,
  emptyText = T.noOptions,
  clearable = true,
  maxHeight,
  className,
}: MultiSelectProps<V>) {
  const baseId = `pv-${useId()}`;
  const [filter, setFilter] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const selected = useMemo(() => new Set(value), [value]);
  const query = filter.trim().toLowerCase();
  const visible = query ? options.filter((option) => option.label.toLowerCase().includes(query)) : options;

  const toggle = (optionValue: V, checked: boolean) => {
    // Keep the order of `options` so the emitted list is stable whatever the click order.
    const next = new Set(value);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    onChange(options.map((option) => option.value).filter((v) => next.has(v)));
  };

  const checkboxes = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLInputElement>('input:not(:disabled)') ?? []);

  // Up/Down move between checkboxes (and from the filter box into the list), on top of Tab.
  const handleListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const boxes = checkboxes();
    const index = boxes.indexOf(event.target as HTMLInputElement);
    if (index === -1) return;
    event.preventDefault();
    if (event.key === 'ArrowDown') boxes[Math.min(index + 1, boxes.length - 1)]?.focus();
    else if (index === 0 && filterable) document.getElementById(`${baseId}-filter`)?.focus();
    else boxes[Math.max(index - 1, 0)]?.focus();
  };

  const handleFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      checkboxes()[0]?.focus();
    } else if (event.key === 'Escape' && filter) {
      event.preventDefault();
      setFilter('');
    }
  };

  const defaultFilterLabel = typeof label === 'string' ? T.filterLabel({ label }) : T.filterOptions;

  return (
    <fieldset className={cx('pv-multiselect', className)}>
      <legend className="pv-multiselect__legend">{label}</legend>
      {(clearable || value.length > 0) && (
        <div className="pv-multiselect__header">
          <span>{value.length > 0 ? T.selected({ count: value.length }) : T.noneSelected}</span>
          {clearable && value.length > 0 && (
            <Button
              variant="link"
              size="sm"
              aria-label={typeof label === 'string' ? T.clearNamed({ label }) : T.clearSelection}
              onClick={() => onChange([])}
            >
              {T.clear}
            </Button>
          )}
        </div>
      )}
      {filterable && (
        <>
          <label htmlFor={`${baseId}-filter`} className="pv-visually-hidden">
            {filterLabel ?? defaultFilterLabel}
          </label>
          <input
            id={`${baseId}-filter`}
            type="search"
            className="pv-input pv-multiselect__filter"
            placeholder={filterPlaceholder}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            onKeyDown={handleFilterKeyDown}
            autoComplete="off"
          />
        </>
      )}
      <ul
        ref={listRef}
        className="pv-multiselect__list"
        style={maxHeight ? ({ '--pv-multiselect-max-height': maxHeight } as CSSProperties) : undefined}
        onKeyDown={handleListKeyDown}
      >
        {visible.map((option) => {
          const optionId = `${baseId}-option-${options.indexOf(option)}`;
          return (
            <li key={option.value}>
              <label className="pv-multiselect__option" htmlFor={optionId}>
                <input
                  id={optionId}
                  type="checkbox"
                  checked={selected.has(option.value)}
                  disabled={option.disabled}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <span>{option.label}</span>
                {option.count !== undefined && <span className="pv-multiselect__count">{option.count}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {visible.length === 0 && (
        <p className="pv-multiselect__empty" role="status">
          {emptyText}
        </p>
      )}
    </fieldset>
  );
}
