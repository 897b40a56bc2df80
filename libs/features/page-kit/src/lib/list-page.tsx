// The skeleton every paged list repeats: its controls (search, filters, sort), a notice (a filter from
// another page), the loaded page through QueryView (loading, error with 'Try again', empty), the rows
// (drawn by the page, or its items, or a table of them sorted by the list), and the pagination under
// them. ListView is the list alone (inside a page or a section); ListPage is a whole page of it, in the
// page frame with the list's h1.
import './page-kit.css';
import type { Key, ReactNode } from 'react';
import {
  Button,
  Cluster,
  DataTable,
  EmptyState,
  type DataTableColumn,
  type DataTableSort,
  type EmptyStateProps,
} from '@pavilion/ui';
import { ListPagination, type ListPaginationProps } from './list-pagination';
import { PageFrame, type PageFrameProps } from './page-frame';
import { QueryView, type QueryResultLike, type QueryViewProps, type QueryViewState } from './query-view';
import type { ListParams, ListQuerySchema } from './use-list-params';

/** A page of a paged list, as every list endpoint answers. */
export interface ListAnswer<T = unknown> {
  items: readonly T[];
  total: number;
  totalIsEstimate?: boolean;
  page: number;
  pageSize: number;
}

/** A list drawn as a table: one row per item of the loaded page, dimmed while a newer page loads. */
export interface ListTable<T, S extends string = string> {
  /** Names the table for screen readers (a caption they alone read). */
  caption: string;
  columns: DataTableColumn<T, S>[];
  getRowKey: (row: T) => Key;
  /** The sort, for the columns that have one; the list's (`list`) unless given. */
  sorting?: { sort: DataTableSort<S>; setSort: (sort: S) => void };
}

/** The list a view shows, as useListParams keeps it: its pages, its sort, and whether it is narrowed. */
export interface ListBinding<S extends string = string> {
  setPage(page: number): void;
  sort: DataTableSort<S>;
  setSort(sort: S): void;
  /** A search or filter narrows the list; `reset` lifts them. */
  filtered: boolean;
  reset(): void;
}

/** A list drawn as its items, each its own `<li>`: in a `<ul>` (an `<ol>` when ordered), busy while a newer page loads. */
export interface ListItems<T> {
  /** The list element's class: 'pv-admin-rows'. */
  className: string;
  /** The order is the point (a log): an `<ol>`. */
  ordered?: boolean;
  /** One item as its `<li>`, with its key: `(event) => <EventRow key={event.id} event={event} />`. */
  item: (item: T) => ReactNode;
}

export interface ListViewProps<P extends ListAnswer, S extends string = string> {
  /** The list from useListParams: the pager turns its pages and a table sorts by its sort. */
  list?: ListBinding<S>;
  /** The search box, filters and sort above the list. */
  filters?: ReactNode;
  /** Between the controls and the list: a filter applied from another page, with a way to lift it. */
  notice?: ReactNode;
  /** The list query's result: `useGetAdminEventsQuery(list.args)`. */
  result: QueryResultLike<P>;
  loadingLabel: string;
  /** Shown instead of the spinner while nothing is loaded (the table with its loading row). */
  loading?: ReactNode;
  errorTitle: QueryViewProps<P>['errorTitle'];
  errorText?: QueryViewProps<P>['errorText'];
  canRetry?: QueryViewProps<P>['canRetry'];
  /** No items by default. */
  isEmpty?: (page: P) => boolean;
  /** What an empty list says (a string becomes an EmptyState title); without it the rows draw their own empty state (a table's). */
  empty?: ReactNode;
  /**
   * Instead of `empty`, for a list a search or filter can narrow: its title, the title while narrowed and
   * the button that shows the whole list again (FilteredEmptyState, with `list`); an h2 in a ListPage.
   */
  filteredEmpty?: Omit<FilteredEmptyStateProps, 'list'>;
  /** The pager under the rows: `{ label: 'Events pages', kind: 'events' }` (it turns `list`'s pages unless given `onPageChange`); false for none. */
  pagination:
    | (Pick<ListPaginationProps, 'label' | 'kind'> & Partial<Pick<ListPaginationProps, 'onPageChange'>>)
    | false;
  /** The rows, drawn from the loaded page (`state.isStale`: an older answer is shown while a newer one loads). */
  children?: (page: P, state: QueryViewState) => ReactNode;
  /** Instead of children: the rows as list items. */
  items?: ListItems<P['items'][number]>;
  /** Instead of children: the rows as a table. */
  table?: ListTable<P['items'][number], S>;
  /** Under the pager, once loaded: a note on the whole list. */
  footer?: (page: P) => ReactNode;
}

export function ListView<P extends ListAnswer, S extends string = string>({
  list,
  filters,
  notice,
  result,
  loadingLabel,
  loading,
  errorTitle,
  errorText,
  canRetry,
  isEmpty = (page) => page.items.length === 0,
  empty: emptyGiven,
  filteredEmpty,
  pagination,
  children,
  items,
  table,
  footer,
}: ListViewProps<P, S>) {
  const empty = filteredEmpty && list ? <FilteredEmptyState titleAs="h3" {...filteredEmpty} list={list} /> : emptyGiven;
  const Items = items?.ordered ? 'ol' : 'ul';
  const onPageChange = pagination ? (pagination.onPageChange ?? list?.setPage) : undefined;
  if (pagination && !onPageChange) throw new Error('ListView: a pager turns the pages of `list` or of `onPageChange`');
  const sorting = table?.sorting ?? list;
  return (
    <div className="pv-list-view">
      {filters && (
        <Cluster className="pv-list-toolbar" align="flex-end">
          {filters}
        </Cluster>
      )}
      {notice}
      <QueryView
        result={result}
        loadingLabel={loadingLabel}
        loading={loading}
        errorTitle={errorTitle}
        errorText={errorText}
        canRetry={canRetry}
        isEmpty={empty === undefined ? undefined : isEmpty}
        empty={empty}
      >
        {(page, state) => (
          <>
            {items ? (
              <Items className={items.className} aria-busy={state.isStale || undefined}>
                {page.items.map((item) => items.item(item))}
              </Items>
            ) : table ? (
              <DataTable
                caption={table.caption}
                hideCaption
                refreshing={state.isStale}
                columns={table.columns}
                rows={page.items}
                getRowKey={table.getRowKey}
                sort={sorting?.sort}
                onSortChange={sorting ? (sort) => sorting.setSort(sort) : undefined}
              />
            ) : (
              children?.(page, state)
            )}
            {pagination && onPageChange && <ListPagination page={page} {...pagination} onPageChange={onPageChange} />}
            {footer?.(page)}
          </>
        )}
      </QueryView>
    </div>
  );
}

export type ListPageProps<P extends ListAnswer, S extends string = string> = ListViewProps<P, S> &
  Omit<PageFrameProps, 'children' | 'title'> & {
    /** The list's h1: 'Events'. */
    title: ReactNode;
    /** Between the header and the list: a form that adds to it, a lead paragraph. */
    intro?: ReactNode;
    /** After the list: other sections of the page. */
    after?: ReactNode;
  };

/** A whole page of a paged list: the frame and the list's h1, then ListView. */
export function ListPage<P extends ListAnswer, S extends string = string>({
  list,
  filters,
  notice,
  result,
  loadingLabel,
  loading,
  errorTitle,
  errorText,
  canRetry,
  isEmpty,
  empty,
  filteredEmpty,
  pagination,
  children,
  items,
  table,
  footer,
  intro,
  after,
  ...frame
}: ListPageProps<P, S>) {
  return (
    <PageFrame {...frame}>
      {intro}
      <ListView
        list={list}
        filters={filters}
        notice={notice}
        result={result}
        loadingLabel={loadingLabel}
        loading={loading}
        errorTitle={errorTitle}
        errorText={errorText}
        canRetry={canRetry}
        isEmpty={isEmpty}
        empty={empty}
        filteredEmpty={filteredEmpty && { titleAs: 'h2', ...filteredEmpty }}
        pagination={pagination}
        items={items}
        table={table}
        footer={footer}
      >
        {children}
      </ListView>
      {after}
    </PageFrame>
  );
}

export interface FilteredEmptyStateProps extends Omit<EmptyStateProps, 'action'> {
  /** The list (useListParams): while a search or filter narrows it, the empty state offers the whole list again. */
  list: Pick<ListParams<ListQuerySchema>, 'filtered' | 'reset'>;
  /** The title while a search or filter narrows the list ('No orders match'); `title` otherwise. */
  filteredTitle?: ReactNode;
  /** The button's words: 'Show all orders'. */
  showAllLabel: string;
}

/** A list's empty state; with a search or filter on, its own title and a button that lifts them. */
export function FilteredEmptyState({
  list,
  title,
  filteredTitle = title,
  showAllLabel,
  ...props
}: FilteredEmptyStateProps) {
  return (
    <EmptyState
      {...props}
      title={list.filtered ? filteredTitle : title}
      action={
        list.filtered ? (
          <Button variant="secondary" onClick={list.reset}>
            {showAllLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
