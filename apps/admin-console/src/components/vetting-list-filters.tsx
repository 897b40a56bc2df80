// The controls of the console's vetted lists (events, partners): a search, a status filter and the sort,
// each kept in the URL by the list's useListParams.
import { ListSortMenu, SearchBox, type ListSortMenuProps, type SortOption } from '@pavilion/features-page-kit';
import { Select } from '@pavilion/ui';
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
      <SearchBox label={searchLabel} placeholder={searchPlaceholder} value={list.query.q} onSearch={list.setSearch} />
      <Select
        label={COMPONENTS_TEXT.status}
        value={list.query.status ?? ''}
        placeholder={COMPONENTS_TEXT.allStatuses}
        options={statuses}
        onChange={(e) => list.setFilters({ status: (e.target.value || undefined) as Status | undefined })}
      />
      <ListSortMenu options={sorts} list={list} />
    </>
  );
}
