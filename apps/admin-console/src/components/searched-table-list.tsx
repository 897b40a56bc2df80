// A console list that is one section of its page (the damage claims, the sponsorships bought): a filter
// of one of its query's fields (one of its choices shows them all) and a search above a table of the
// loaded page, the pages under it, the query in the URL through the list's useListParams. Each list
// names its words alike in its message table.
import type { ReactNode } from 'react';
import {
  ListView,
  type ListAnswer,
  type ListKind,
  type ListBinding,
  type ListTable,
  type QueryResultLike,
  ListSearchBox,
  ListFilterSelect,
} from '@pavilion/features-page-kit';

/** The list's words, under the same names in each list's message table. */
export interface SearchedTableListText {
  /** Names the section: 'Damage claims list'. */
  listName: string;
  search: string;
  searchPlaceholder: string;
  loading: string;
  failed: string;
  empty: string;
  pages: string;
  /** The table's caption, for screen readers. */
  caption: string;
}

/** The filter before the search: which field of the list's query it sets, named, with its choices. */
export interface SearchedTableListFilter<K extends string, V extends string> {
  name: K;
  label: string;
  options: { value: V; label: string }[];
}

export interface SearchedTableListProps<P extends ListAnswer, S extends string, K extends string, V extends string> {
  text: SearchedTableListText;
  /** The list (useListParams): its filter, its search, its page and its sort. */
  list: ListBinding<S> & {
    query: { q?: string } & { [key in K]: V };
    setFilters: (patch: { [key in K]?: V }) => void;
    setSearch: (q: string | undefined) => void;
  };
  filter: SearchedTableListFilter<K, V>;
  /** The list query's result: `useAdminSponsorshipsQuery(list.args)`. */
  result: QueryResultLike<P>;
  /** What the count under the list counts. */
  kind: ListKind;
  columns: ListTable<P['items'][number], S>['columns'];
  getRowKey: ListTable<P['items'][number], S>['getRowKey'];
  /** In the section, after the list: a dialog on one of its rows. */
  children?: ReactNode;
}

export function SearchedTableList<P extends ListAnswer, S extends string, K extends string, V extends string>({
  text,
  list,
  filter,
  result,
  kind,
  columns,
  getRowKey,
  children,
}: SearchedTableListProps<P, S, K, V>) {
  return (
    <section aria-label={text.listName}>
      <ListView
        filters={
          <>
            <ListFilterSelect list={list} name={filter.name} label={filter.label} options={filter.options} />
            <ListSearchBox list={list} label={text.search} placeholder={text.searchPlaceholder} />
          </>
        }
        result={result}
        loadingLabel={text.loading}
        errorTitle={text.failed}
        empty={text.empty}
        list={list}
        pagination={{ label: text.pages, kind }}
        table={{ caption: text.caption, columns, getRowKey }}
      />
      {children}
    </section>
  );
}
