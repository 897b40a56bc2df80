// Home: the search hero and the Upcoming Events grid (GET /api/events/top/4).
import { Link, useSearchParams } from 'react-router';
import { TOP_EVENTS } from '@pavilion/domain';
import { errorMessage, useGetTopEventsQuery } from '@pavilion/api-client';
import { EventCard, type EventCardData } from '@pavilion/features-event';
import { QueryView } from '@pavilion/features-page-kit';
import { Alert, Button, Container, EmptyState, Skeleton } from '@pavilion/ui';
import { HOME_TEXT } from './messages';
import { SearchHero } from './search-hero';
import './home.css';
import { FavouriteToggle } from '../../components/favourite-toggle';
import { useCardClick } from '../../components/use-card-click';
import { marketplacePaths } from '../../config/paths';

export function HomePage() {
  const opened = useCardClick();
  const result = useGetTopEventsQuery(TOP_EVENTS);
  // Settings sends a person here once their account is closed.
  const [params] = useSearchParams();
  return (
    <>
      {params.get('account') === 'closed' && (
        <Container className="pv-section">
          <Alert tone="success">{HOME_TEXT.accountClosed}</Alert>
        </Container>
      )}
      <SearchHero />
      <Container as="section" className="pv-section" aria-labelledby="upcoming-title">
        <div className="pv-section__head">
          <h2 id="upcoming-title">{HOME_TEXT.upcomingEvents}</h2>
          <Button as={Link} to={marketplacePaths.events} variant="secondary">
            {HOME_TEXT.viewAllEvents}
          </Button>
        </div>
        <QueryView
          result={result}
          loadingLabel={HOME_TEXT.loadingUpcoming}
          loading={
            <ul className="pv-event-grid" aria-busy="true" aria-label={HOME_TEXT.loadingUpcoming}>
              {Array.from({ length: TOP_EVENTS }, (_, i) => (
                <li key={i}>
                  <Skeleton height="320px" />
                </li>
              ))}
            </ul>
          }
          errorTitle={HOME_TEXT.upcomingFailed}
          errorText={(error) => errorMessage(error, HOME_TEXT.tryAgainLater)}
          isEmpty={(events) => events.length === 0}
          empty={<EmptyState title={HOME_TEXT.noUpcomingTitle} description={HOME_TEXT.noUpcomingText} />}
        >
          {(events) => (
            <ul className="pv-event-grid">
              {events.map((event) => (
                <li key={event.id}>
                  {/* Until the endpoint is typed from the domain (ZEventCard), as the server answers. */}
                  <EventCard
                    event={event as unknown as EventCardData}
                    onOpen={opened(event.id)}
                    favourite={
                      <FavouriteToggle eventId={event.id} eventName={event.name} isFavourited={event.isFavourited} />
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Container>
    </>
  );
}
