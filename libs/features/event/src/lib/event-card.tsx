// An event as a card: thumbnail, type (or the organiser's own type), rating, tagline, venue, start,
// sectors, minimum price with currency, and whether the signed-in attendee has it in their favourites.
// The marketplace's cards open the public page; the partner's and the administrator's open their own
// (`href`) and may carry the vetting status (`badge`). The search's sponsored place says "Sponsored" on
// its card and in the card's name.
import type { ReactNode } from 'react';
import { eventTypeLabel, formatAmount, type TEventCard } from '@pavilion/domain';
import { ProductLink, paths } from '@pavilion/features-shell';
import { Badge, Button, Card, CardBody, CardMedia, CardTitle, HeartIcon, ImageIcon, StarRating } from '@pavilion/ui';
import { formatEventDate } from './format';
import './event-card.css';
import { EVENT_CARD_TEXT as T } from './card.messages';

/**
 * The card's event: the domain's card (its vetting status is optional for the public lists), and the
 * event's time zone where the answer carries it (the partner's list): the date is the day there.
 */
export type EventCardData = Omit<TEventCard, 'status'> & Partial<Pick<TEventCard, 'status'>> & { timeZone?: string };

export function minPriceText(event: Pick<TEventCard, 'minTicketPrice' | 'ticketPriceCurrency'>): string {
  if (event.minTicketPrice == null) return T.noTicketsYet;
  if (event.minTicketPrice === 0) return T.free;
  return T.fromPrice({ price: formatAmount(event.minTicketPrice, event.ticketPriceCurrency) });
}

export interface EventCardProps {
  event: EventCardData;
  headingLevel?: 'h2' | 'h3';
  /** Where the card leads, as a product path; the public event page by default. */
  href?: string;
  /** Shown above the title: the vetting status in the partner's and the administrator's lists. */
  badge?: ReactNode;
  /** Beside View Details: the attendee's Save / Saved toggle (then the picture carries no badge). */
  favourite?: ReactNode;
  /** Called as a visitor opens the event from the card (its title or View Details): the marketplace counts it. */
  onOpen?: () => void;
}

export function EventCard({
  event,
  headingLevel = 'h3',
  href = paths.event(event.id),
  badge,
  favourite,
  onOpen,
}: EventCardProps) {
  const type = eventTypeLabel(event);
  return (
    <Card
      as="article"
      className={event.sponsored ? 'pv-event-card pv-event-card--sponsored' : 'pv-event-card'}
      aria-label={event.sponsored ? T.sponsoredName({ name: event.name }) : event.name}
    >
      <CardMedia
        src={event.thumbnailImageUrl}
        alt=""
        aspectRatio="5 / 3"
        fallback={
          <span className="pv-event-card__no-image">
            <ImageIcon size={32} />
          </span>
        }
      >
        {event.isFavourited && !favourite && (
          <span className="pv-event-card__favourite">
            <HeartIcon size={16} />
            <span>{T.inYourFavourites}</span>
          </span>
        )}
      </CardMedia>
      <CardBody>
        {event.sponsored && (
          <p className="pv-event-card__sponsored">
            <Badge tone="brand">{T.sponsored}</Badge>
          </p>
        )}
        {badge}
        {type && <p className="pv-event-card__type">{type}</p>}
        <CardTitle as={headingLevel}>
          <ProductLink to={href} className="pv-event-card__link" onClick={onOpen}>
            {event.name}
          </ProductLink>
        </CardTitle>
        {event.rating != null && (
          <p className="pv-event-card__rating">
            <StarRating value={event.rating} size="sm" />
            <span className="pv-event-card__reviews">{T.reviews({ count: event.reviewCount })}</span>
          </p>
        )}
        <p className="pv-event-card__tagline">{event.tagline}</p>
        <dl className="pv-event-card__facts">
          <div>
            <dt>{T.when}</dt>
            <dd>
              <time dateTime={event.startDateTime}>{formatEventDate(event.startDateTime, event.timeZone)}</time>
            </dd>
          </div>
          {event.venue && (
            <div>
              <dt>{T.where}</dt>
              <dd>{event.city ? T.venueInCity({ venue: event.venue.name, city: event.city }) : event.venue.name}</dd>
            </div>
          )}
          <div>
            <dt>{T.price}</dt>
            <dd className="pv-event-card__price">{minPriceText(event)}</dd>
          </div>
        </dl>
        {event.sectors.length > 0 && (
          <ul className="pv-event-card__sectors" aria-label={T.sectors}>
            {event.sectors.map((s) => (
              <li key={s.id}>
                <Badge>{s.name}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="pv-event-card__actions">
          <Button
            as={ProductLink}
            to={href}
            variant="secondary"
            size="sm"
            className="pv-event-card__details"
            aria-label={T.viewDetailsOf({ name: event.name })}
            onClick={onOpen}
          >
            {T.viewDetails}
          </Button>
          {favourite}
        </div>
      </CardBody>
    </Card>
  );
}
