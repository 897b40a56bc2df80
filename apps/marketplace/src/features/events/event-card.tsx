// An event as a card: thumbnail, type, rating, tagline, venue, start, sectors, minimum price.
import { Link } from 'react-router';
import { formatMoney, type TCurrencyCode } from '@pavilion/domain';
import type { EventCard as TEventCard } from '@pavilion/api-client';
import { Badge, Button, Card, CardBody, CardMedia, CardTitle, StarRating } from '@pavilion/ui';
import { formatEventDate } from './format';

export function EventCard({ event, headingLevel = 'h3' }: { event: TEventCard; headingLevel?: 'h2' | 'h3' }) {
  const type = event.otherEventType || event.eventType;
  const href = `/events/${event.id}`;
  return (
    <Card className="pv-event-card">
      <CardMedia src={event.thumbnailImageUrl} alt="" aspectRatio="5 / 3" />
      <CardBody>
        {type && <p className="pv-event-card__type">{type}</p>}
        <CardTitle as={headingLevel}>
          <Link to={href} className="pv-event-card__link">
            {event.name}
          </Link>
        </CardTitle>
        {event.rating != null && <StarRating value={event.rating} />}
        <p className="pv-event-card__tagline">{event.tagline}</p>
        <dl className="pv-event-card__facts">
          <div>
            <dt>When</dt>
            <dd>
              <time dateTime={event.startDateTime}>{formatEventDate(event.startDateTime)}</time>
            </dd>
          </div>
          {event.venue && (
            <div>
              <dt>Where</dt>
              <dd>
                {event.venue.name}
                {event.city ? `, ${event.city}` : ''}
              </dd>
            </div>
          )}
          <div>
            <dt>From</dt>
            <dd>{event.minTicketPrice == null ? 'No tickets yet' : event.minTicketPrice === 0 ? 'Free' : formatMoney(event.minTicketPrice, event.ticketPriceCurrency as TCurrencyCode)}</dd>
          </div>
        </dl>
        {event.sectors.length > 0 && (
          <ul className="pv-event-card__sectors" aria-label="Sectors">
            {event.sectors.map((s) => (
              <li key={s.id}>
                <Badge>{s.name}</Badge>
              </li>
            ))}
          </ul>
        )}
        <Button as={Link} to={href} variant="secondary" size="sm" aria-label={`View details of ${event.name}`}>
          View Details
        </Button>
      </CardBody>
    </Card>
  );
}
