// The controls of the console's vetted lists (events, partners): a search, a status filter and the sort,
// each kept in the URL by the list's useListParams.
import {
  ListSortMenu,
  type ListSortMenuProps,
  type SortOption,
  ListSearchBox,
  ListFilterSelect,
} from '@pavilion/features-page-kit';
import { COMPONENTS_TEXT } from './messages';

export interface VettingListFiltersProps<Status extends string, Sort extends string> {
  list: ListSortMenuProps<Sort>['list'] & {
    query: { q?: string; status?: Status };
    setSearch: (q: string | undefined) => void;
    setFilters: (patch: { status?: Status }) => void;
  };
  searchLabel: string;
  searchPlaceholder: string;
  statuses: { value: Status; label: string }[];
  sorts: SortOption<Sort>[];
}

export function VettingListFilters<Status extends string, Sort extends string>({
  list,
  searchLabel,
  searchPlaceholder,
  statuses,
  sorts,
}: VettingListFiltersProps<Status, Sort>) {
  return (
    <>
      <ListSearchBox list={list} label={searchLabel} placeholder={searchPlaceholder} />
      <ListFilterSelect
        list={list}
        name="status"
        label={COMPONENTS_TEXT.status}
        placeholder={COMPONENTS_TEXT.allStatuses}
        options={statuses}
      />
      <ListSortMenu options={sorts} list={list} />
    </>
  );
}
