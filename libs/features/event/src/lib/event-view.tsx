// One view of an event for every place that shows one: the marketplace's event page, the partner's
// preview and the administrator's vetting page. The banner, the header and the read-only sections
// are the same everywhere; each place puts its own panel beside them (`aside`): the marketplace the
// ticket purchase, the partner and the administrator the ticket types with their figures
// (TicketTypesOverview). Typed on the domain's event detail.
import type { ReactNode } from 'react';
import { eventTypeLabel, type TEventDetail } from '@pavilion/domain';
import { Badge, Carousel, HeartIcon, StarRating } from '@pavilion/ui';
import { CAROUSEL_INTERVAL_MS } from '@pavilion/domain';
import {
  AgendaHighlights,
  AttendeesAndExhibitors,
  Documents,
  EventInformation,
  IndustryAndAudience,
  OptionalExtras,
} from './event-sections';
import { HeadingLevelProvider, useHeadingTag, type HeadingLevel } from './headings';
import './event-view.css';
import { EVENT_CARD_TEXT, EVENT_TEXT as T } from './messages';

/**
 * Banners are asked for at 1600 x 600 (8:3) and shown whole: their bottom line (date and venue on
 * the demo artwork) must not be cropped, and the carousel's buttons sit below them, not over them.
 */
export const EVENT_BANNER_ASPECT_RATIO = '8 / 3';

export interface EventViewProps {
  event: TEventDetail;
  /** Beside the sections (below them on narrow screens): the tickets as this place shows them. */
  aside?: ReactNode;
  /** The event's name is h1 on its own page, h2 inside another page (sections follow). */
  headingLevel?: HeadingLevel;
  /** Under the optional extras: how buyers choose them (the marketplace). */
  extrasNote?: ReactNode;
  /** Above the header: the vetting status in the partner's and the administrator's view. */
  status?: ReactNode;
  /** In the header's badges: the attendee's Save / Saved toggle (instead of the 'In your favourites' badge). */
  favourite?: ReactNode;
  className?: string;
}

export function EventBanner({ event }: { event: Pick<TEventDetail, 'name' | 'bannerImageUrls'> }) {
  const slides = event.bannerImageUrls.map((src, index) => ({
    src,
    alt: T.image({ name: event.name, position: index + 1, count: event.bannerImageUrls.length }),
  }));
  if (slides.length === 0) return null;
  return (
    <Carousel
      slides={slides}
      label={T.photos({ name: event.name })}
      intervalMs={CAROUSEL_INTERVAL_MS}
      aspectRatio={EVENT_BANNER_ASPECT_RATIO}
      controls="below"
      className="pv-detail__carousel"
    />
  );
}

function EventHeader({ event, status, favourite }: { event: TEventDetail; status?: ReactNode; favourite?: ReactNode }) {
  const Title = useHeadingTag(0);
  const type = eventTypeLabel(event);
  return (
    <header className="pv-detail__header">
      {status}
      {type && <p className="pv-detail__type">{type}</p>}
      <Title id="pv-event-title">{event.name}</Title>
      <p className="pv-detail__tagline">{event.tagline}</p>
      <div className="pv-detail__badges">
        {event.rating != null && (
          <span className="pv-detail__rating">
            <StarRating value={event.rating} showValue />
            <span>{EVENT_CARD_TEXT.reviews({ count: event.reviewCount })}</span>
          </span>
        )}
        {favourite}
        {event.isFavourited && !favourite && (
          <Badge tone="danger">
            <HeartIcon size={14} /> {EVENT_CARD_TEXT.inYourFavourites}
          </Badge>
        )}
      </div>
    </header>
  );
}

export function EventView({
  event,
  aside,
  headingLevel = 1,
  extrasNote,
  status,
  favourite,
  className,
}: EventViewProps) {
  return (
    <HeadingLevelProvider level={headingLevel}>
      <article className={['pv-detail', className].filter(Boolean).join(' ')} aria-labelledby="pv-event-title">
        <EventBanner event={event} />
        <EventHeader event={event} status={status} favourite={favourite} />
        <div className="pv-detail__layout">
          <div className="pv-detail__main">
            <EventInformation event={event} />
            <IndustryAndAudience event={event} />
            <AttendeesAndExhibitors event={event} />
            <AgendaHighlights items={event.agendaItems} timeZone={event.timeZone} />
            <OptionalExtras subEvents={event.subEvents} timeZone={event.timeZone} note={extrasNote} />
            <Documents documents={event.documents} />
          </div>
          {aside && <div className="pv-detail__aside">{aside}</div>}
        </div>
      </article>
    </HeadingLevelProvider>
  );
}
