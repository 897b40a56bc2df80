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
import './saved-events.css';

const SORTS = [
  { sort: 'startDate', label: 'Event date' },
  { sort: 'savedAt', label: 'Date saved' },
] as const;

function StateNote({ state }: { state: TFavourite['state'] }) {
  if (state === 'AVAILABLE') return null;
  return (
    <p className="pv-saved-events__state">
      {state === 'STARTED' ? (
        <Badge tone="info">Started or over</Badge>
      ) : (
        <Badge tone="warning">No longer available</Badge>
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
      title="Saved events"
      filters={
        <>
          <ListSortMenu label="Sort by" options={SORTS} list={list} />
        </>
      }
      result={result}
      loadingLabel="Loading your saved events"
      errorTitle="Your saved events could not be loaded"
      empty={
        <EmptyState
          title="No saved events yet"
          description="Save an event from its card or its page and find it here."
          action={<ProductLink to={paths.events}>Find events</ProductLink>}
        />
      }
      pagination={{ onPageChange: list.setPage, label: 'Saved event pages', noun: 'events' }}
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
