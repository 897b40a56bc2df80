// /user/saved-events: the events the attendee saved, as cards, a page at a time, sorted by start or by
// when saved (both in the URL). An event that has begun, or that the organiser took off the
// marketplace, stays in the list with a word on it, so it can still be removed.
import { ZFavouritesQuery, type TFavourite } from '@pavilion/domain';
import { useGetFavouritesQuery } from '@pavilion/api-client';
import { EventCard, type EventCardData } from '@pavilion/features-event';
import { ProductLink, paths } from '@pavilion/features-shell';
import { ListPage, ListSortMenu, useListParams } from '@pavilion/features-page-kit';
import { Badge, EmptyState } from '@pavilion/ui';
import { FavouriteToggle } from '../../components/favourite-toggle';
import { useCardClick } from '../../components/use-card-click';
import { FAVOURITES_TEXT } from './messages';
import './saved-events.css';

/** The sorts offered, named when the page renders (in the current language). */
const sorts = () =>
  [
    { sort: 'startDate', label: FAVOURITES_TEXT.sortEventDate },
    { sort: 'savedAt', label: FAVOURITES_TEXT.sortDateSaved },
  ] as const;

function StateNote({ state }: { state: TFavourite['state'] }) {
  if (state === 'AVAILABLE') return null;
  return (
    <p className="pv-saved-events__state">
      {state === 'STARTED' ? (
        <Badge tone="info">{FAVOURITES_TEXT.startedOrOver}</Badge>
      ) : (
        <Badge tone="warning">{FAVOURITES_TEXT.noLongerAvailable}</Badge>
      )}
    </p>
  );
}

export default function SavedEventsPage() {
  const opened = useCardClick();
  const list = useListParams(ZFavouritesQuery);
  const result = useGetFavouritesQuery(list.args, { refetchOnMountOrArgChange: true });
  return (
    <ListPage
      title={FAVOURITES_TEXT.title}
      filters={
        <>
          <ListSortMenu label={FAVOURITES_TEXT.sortBy} options={sorts()} list={list} />
        </>
      }
      result={result}
      loadingLabel={FAVOURITES_TEXT.loading}
      errorTitle={FAVOURITES_TEXT.failed}
      empty={
        <EmptyState
          title={FAVOURITES_TEXT.emptyTitle}
          description={FAVOURITES_TEXT.emptyText}
          action={<ProductLink to={paths.events}>{FAVOURITES_TEXT.findEvents}</ProductLink>}
        />
      }
      list={list}
      pagination={{ label: FAVOURITES_TEXT.pages, kind: 'events' }}
      items={{
        className: 'pv-saved-events',
        item: ({ event, state }) => (
          <li key={event.id}>
            <StateNote state={state} />
            <EventCard
              event={event as EventCardData}
              onOpen={state === 'UNAVAILABLE' ? undefined : opened(event.id)}
              headingLevel="h2"
              href={state === 'UNAVAILABLE' ? paths.userSavedEvents : paths.event(event.id)}
              favourite={
                <FavouriteToggle eventId={event.id} eventName={event.name} isFavourited={event.isFavourited} />
              }
            />
          </li>
        ),
      }}
    />
  );
}
