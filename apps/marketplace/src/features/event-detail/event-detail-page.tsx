// Event detail (/events/:id).
import { useParams } from 'react-router';
import { formatMoney, UI_TEXT, type TCurrencyCode } from '@pavilion/domain';
import { errorStatus, useGetEventQuery } from '@pavilion/api-client';
import { Alert, Container, Spinner } from '@pavilion/ui';
import { formatEventDateTime } from '../events/format';

export default function EventDetailPage() {
  const id = Number(useParams().id);
  const { data: event, error, isLoading } = useGetEventQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  if (isLoading) {
    return (
      <Container style={{ padding: 'var(--pv-space-12) 0', textAlign: 'center' }}>
        <Spinner label="Loading event" />
      </Container>
    );
  }
  if (error || !event) {
    const status = errorStatus(error) ?? 404;
    const statusText = status === 404 ? 'Not Found' : typeof status === 'number' ? 'Request failed' : 'Network error';
    return (
      <Container style={{ padding: 'var(--pv-space-12) 0' }}>
        <Alert tone="error" title={UI_TEXT.errorLoadingEvent}>
          Error {status}: {statusText}
        </Alert>
      </Container>
    );
  }
  return (
    <Container as="article" style={{ padding: 'var(--pv-space-8) 0' }}>
      <h1>{event.name}</h1>
      <p>{event.tagline}</p>
      <p>
        <time dateTime={event.startDateTime}>{formatEventDateTime(event.startDateTime)}</time> to{' '}
        <time dateTime={event.endDateTime}>{formatEventDateTime(event.endDateTime)}</time>
        {event.venue ? ` at ${event.venue.name}${event.venue.city ? `, ${event.venue.city}` : ''}` : ''}
      </p>
      <p>{event.description}</p>
      <h2>Tickets</h2>
      {event.ticketTypes.length === 0 ? (
        <p>No tickets available at the moment.</p>
      ) : (
        <ul>
          {event.ticketTypes.map((t) => (
            <li key={t.id}>
              {t.name}: {t.price === 0 ? 'Free' : formatMoney(t.price, t.currencyCode as TCurrencyCode)}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
