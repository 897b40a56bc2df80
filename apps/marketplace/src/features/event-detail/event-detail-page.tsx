// Event detail (/events/:id): banner carousel, the event's sections and, for visitors and attendees,
// the tickets with Continue to Purchase.
import { useParams } from 'react-router';
import { CAROUSEL_INTERVAL_MS, UI_TEXT, canBuyTickets } from '@pavilion/domain';
import { errorMessage, errorStatus, useGetEventQuery, useSession } from '@pavilion/api-client';
import { Alert, Badge, Carousel, Container, HeartIcon, Spinner, StarRating } from '@pavilion/ui';
import { useDocumentTitle } from '@pavilion/features-page-kit';
import { eventTypeLabel } from '../events/format';
import {
  AgendaHighlights,
  AttendeesAndExhibitors,
  Documents,
  EventInformation,
  IndustryAndAudience,
  OptionalExtras,
} from './event-sections';
import { httpStatusText } from './http-status';
import { TicketSection } from './ticket-section';
import './event-detail.css';

/** 'Error 404: Not Found'; a request that never reached the server says so in words. */
export function eventLoadErrorText(error: unknown): string {
  const status = errorStatus(error);
  if (typeof status === 'number') return UI_TEXT.httpError(status, httpStatusText(status));
  return errorMessage(error, 'The event could not be loaded. Please try again.');
}

export default function EventDetailPage() {
  const rawId = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  const { data: event, error, isLoading } = useGetEventQuery(id ?? 0, { skip: id === null });
  const { status: sessionStatus, role } = useSession();
  useDocumentTitle(event?.name ?? (error || id === null ? UI_TEXT.errorLoadingEvent : null));

  if (id === null || error) {
    return (
      <Container className="pv-detail pv-detail--message">
        <Alert tone="error" title={UI_TEXT.errorLoadingEvent}>
          {id === null ? UI_TEXT.httpError(404, httpStatusText(404)) : eventLoadErrorText(error)}
        </Alert>
      </Container>
    );
  }
  if (isLoading || !event) {
    return (
      <Container className="pv-detail pv-detail--message">
        <Spinner label="Loading event" />
      </Container>
    );
  }

  const type = eventTypeLabel(event);
  const slides = event.bannerImageUrls.map((src, index) => ({
    src,
    alt: `${event.name}, image ${index + 1} of ${event.bannerImageUrls.length}`,
  }));
  const showTickets = sessionStatus !== 'loading' && canBuyTickets(role);

  return (
    <article className="pv-detail" aria-labelledby="pv-event-title">
      {slides.length > 0 && (
        <Container>
          <Carousel
            slides={slides}
            label={`${event.name} photos`}
            intervalMs={CAROUSEL_INTERVAL_MS}
            aspectRatio="16 / 5"
            className="pv-detail__carousel"
          />
        </Container>
      )}
      <Container>
        <header className="pv-detail__header">
          {type && <p className="pv-detail__type">{type}</p>}
          <h1 id="pv-event-title">{event.name}</h1>
          <p className="pv-detail__tagline">{event.tagline}</p>
          <div className="pv-detail__badges">
            {event.rating != null && (
              <span className="pv-detail__rating">
                <StarRating value={event.rating} showValue />
                <span>
                  {event.reviewCount} review{event.reviewCount === 1 ? '' : 's'}
                </span>
              </span>
            )}
            {event.isFavourited && (
              <Badge tone="danger">
                <HeartIcon size={14} /> In your favourites
              </Badge>
            )}
          </div>
        </header>
        <div className="pv-detail__layout">
          <div className="pv-detail__main">
            <EventInformation event={event} />
            <IndustryAndAudience event={event} />
            <AttendeesAndExhibitors event={event} />
            <AgendaHighlights items={event.agendaItems} />
            <OptionalExtras subEvents={event.subEvents} />
            <Documents documents={event.documents} />
          </div>
          <div className="pv-detail__aside">
            {showTickets ? (
              <TicketSection event={event} role={role} />
            ) : sessionStatus !== 'loading' ? (
              <section className="pv-detail__section" aria-labelledby="pv-tickets-title">
                <h2 id="pv-tickets-title">Tickets</h2>
                <p>
                  Tickets are bought from an attendee account. You are signed in as{' '}
                  {role === 'admin' ? 'an administrator' : 'a partner'}.
                </p>
              </section>
            ) : null}
          </div>
        </div>
      </Container>
    </article>
  );
}
