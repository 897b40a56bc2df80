// Home: the search hero and the Upcoming Events grid (GET /api/events/top/4).
import { Link } from 'react-router';
import { TOP_EVENTS } from '@pavilion/domain';
import { errorMessage, useGetTopEventsQuery } from '@pavilion/api-client';
import { Alert, Button, Container, EmptyState, Skeleton } from '@pavilion/ui';
import { EventCard } from '../events/event-card';
import { SearchHero } from './search-hero';
import '../events/events.css';

export function HomePage() {
  const { data, isLoading, error } = useGetTopEventsQuery(TOP_EVENTS);
  return (
    <>
      <SearchHero />
      <Container as="section" className="pv-section" aria-labelledby="upcoming-title">
        <div className="pv-section__head">
          <h2 id="upcoming-title">Upcoming Events</h2>
          <Button as={Link} to="/events" variant="secondary">
            View All Events
          </Button>
        </div>
        {error ? (
          <Alert tone="error">
            {errorMessage(error, 'Upcoming events could not be loaded. Please try again later.')}
          </Alert>
        ) : isLoading ? (
          <ul className="pv-event-grid" aria-busy="true" aria-label="Loading upcoming events">
            {Array.from({ length: TOP_EVENTS }, (_, i) => (
              <li key={i}>
                <Skeleton height="320px" />
              </li>
            ))}
          </ul>
        ) : data && data.length ? (
          <ul className="pv-event-grid">
            {data.map((e) => (
              <li key={e.id}>
                <EventCard event={e} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No upcoming events yet"
            description="New events appear here as soon as they are approved."
          />
        )}
      </Container>
    </>
  );
}
