// The result list: pages 1..filter.page of the search, one request per page (each cached), so a reload
// or a shared link with page=3 shows the same 60 events. Load more asks for the next page.
import { SEARCH_MAX_RESULTS, UI_TEXT, type TEventFilter } from '@pavilion/domain';
import { errorMessage, useFilterEventsQuery } from '@pavilion/api-client';
import { Alert, EmptyState, LoadMore, Skeleton, Spinner } from '@pavilion/ui';
import { EventCard, type EventCardData } from '@pavilion/features-event';
import { FavouriteToggle } from '../../components/favourite-toggle';
import { useCardClick } from '../../components/use-card-click';
import { SEARCH_TEXT } from './messages';

function ResultPage({ filter, page }: { filter: TEventFilter; page: number }) {
  const { data, error, isFetching, refetch } = useFilterEventsQuery({ ...filter, page });
  const opened = useCardClick();
  if (error) {
    return (
      <li className="pv-results__wide">
        <Alert tone="error" title={UI_TEXT.failedToFetchEvents} onRetry={() => refetch()}>
          {errorMessage(error, SEARCH_TEXT.moreFailed)}
        </Alert>
      </li>
    );
  }
  if (!data) {
    return isFetching ? (
      <li className="pv-results__wide" aria-busy="true">
        <Spinner label={SEARCH_TEXT.loadingMore} />
      </li>
    ) : null;
  }
  return (
    <>
      {data.events.map((event) => (
        <li key={event.id}>
          {/* Until the endpoint is typed from the domain (ZEventCard), as the server answers. */}
          <EventCard
            event={event as unknown as EventCardData}
            onOpen={opened(event.id)}
            favourite={<FavouriteToggle eventId={event.id} eventName={event.name} isFavourited={event.isFavourited} />}
          />
        </li>
      ))}
    </>
  );
}

export interface SearchResultsProps {
  filter: TEventFilter;
  /** False while the filter's page size and currency are not yet known: nothing is asked meanwhile. */
  ready?: boolean;
  onLoadMore: () => void;
}

export function SearchResults({ filter, ready = true, onLoadMore }: SearchResultsProps) {
  // Page 1 carries the total and decides between results, empty and error.
  const first = useFilterEventsQuery({ ...filter, page: 1 }, { skip: !ready });
  const last = useFilterEventsQuery({ ...filter, page: filter.page }, { skip: !ready || filter.page === 1 });

  if (first.error) {
    return (
      <Alert tone="error" title={UI_TEXT.failedToFetchEvents} onRetry={() => first.refetch()}>
        {errorMessage(first.error, SEARCH_TEXT.searchFailed)}
      </Alert>
    );
  }
  if (!first.data) {
    return (
      <div aria-busy="true">
        <p role="status" className="pv-results__count">
          {SEARCH_TEXT.searching}
        </p>
        <ul className="pv-event-grid" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <Skeleton variant="rect" height="320px" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const { total, totalIsEstimate, pageSize } = first.data;
  if (total === 0) {
    return <EmptyState title={UI_TEXT.noEventsFound} description={SEARCH_TEXT.noResultsHint} />;
  }
  // An estimated total ("about 12,000") may be short of the real one: the pages asked for are shown,
  // and Load more stays while the last page came back full.
  const pages = totalIsEstimate ? filter.page : Math.min(filter.page, Math.max(1, Math.ceil(total / pageSize)));
  const lastPageCount = pages === 1 ? first.data.events.length : (last.data?.events.length ?? 0);
  const shown = totalIsEstimate
    ? (pages - 1) * pageSize + lastPageCount
    : Math.min(total, (pages - 1) * pageSize + lastPageCount);
  const further = totalIsEstimate ? lastPageCount === pageSize || (pages > 1 && !last.data) : shown < total;
  // No sort is paged past its first SEARCH_MAX_RESULTS results (docs/search.md, Paging): narrowing reaches the rest.
  const atDepth = further && (pages + 1) * pageSize > SEARCH_MAX_RESULTS;
  const more = further && !atDepth;
  const loadingMore = filter.page > 1 && last.isFetching;
  const estimate = totalIsEstimate ? 'yes' : 'no';

  return (
    <>
      <p role="status" className="pv-results__count">
        {SEARCH_TEXT.found({ estimate, total })}
      </p>
      <ul
        className="pv-event-grid pv-results"
        aria-label={SEARCH_TEXT.searchResults}
        aria-busy={first.isFetching || undefined}
      >
        {Array.from({ length: pages }, (_, index) => (
          <ResultPage key={index + 1} filter={filter} page={index + 1} />
        ))}
      </ul>
      <LoadMore
        shown={shown}
        // LoadMore offers more while what is shown is short of its total.
        total={more ? Math.max(total, shown + 1) : shown}
        formatCount={(x) => SEARCH_TEXT.showing({ shown: x, estimate, total })}
        onLoadMore={onLoadMore}
        loading={loadingMore}
        label={SEARCH_TEXT.loadMore}
        loadingLabel={SEARCH_TEXT.loadingMoreEvents}
      />
      {atDepth && <p className="pv-results__depth">{SEARCH_TEXT.depthReached({ most: SEARCH_MAX_RESULTS })}</p>}
    </>
  );
}
