// Event search (/events): filters in the sidebar, keyword and sort above the results, Load more below.
// The whole search is the URL (see useEventFilter), so it can be shared, reloaded and navigated.
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import { FilterSidebar } from './filter-sidebar';
import { KeywordSearch } from './keyword-search';
import { SEARCH_TEXT } from './messages';
import { SearchResults } from './search-results';
import { SortMenu } from './sort-menu';
import { activeFilterCount, useEventFilter } from './use-event-filter';
import './search.css';

export default function EventsSearchPage() {
  const { filter, ready, update, clearFilters } = useEventFilter();
  useDocumentTitle(SEARCH_TEXT.title);
  return (
    // The frame's inset and spacing; the title keeps its larger size, as the home page's search does.
    <PageFrame className="pv-search">
      <h1 className="pv-search__title">{SEARCH_TEXT.title}</h1>
      <div className="pv-search__layout">
        <FilterSidebar
          filter={filter}
          onChange={(patch) => update(patch)}
          onClearAll={clearFilters}
          activeCount={activeFilterCount(filter)}
        />
        <section className="pv-search__main" aria-labelledby="pv-results-title">
          <h2 id="pv-results-title" className="pv-visually-hidden">
            {SEARCH_TEXT.results}
          </h2>
          <div className="pv-search__toolbar">
            <KeywordSearch key={filter.query ?? ''} query={filter.query} onSearch={(query) => update({ query })} />
            <SortMenu
              criteria={filter.sortCriteria}
              direction={filter.sortDirection}
              onChange={({ criteria, direction }) => update({ sortCriteria: criteria, sortDirection: direction })}
            />
          </div>
          <SearchResults
            filter={filter}
            ready={ready}
            onLoadMore={() => update({ page: filter.page + 1 }, { replace: true })}
          />
        </section>
      </div>
    </PageFrame>
  );
}
