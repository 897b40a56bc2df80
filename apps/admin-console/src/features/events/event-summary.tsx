// The event as buyers see it, in short: banners, dates, venue, the texts, the lists chosen and the
// ticket types with their sales.
import { formatAmount, type TAdminEventDetail } from '@pavilion/domain';
import { Card, CardBody } from '@pavilion/ui';
import { formatDateTime } from '../common/format';

const names = (items: { name: string }[]) => (items.length ? items.map((i) => i.name).join(', ') : 'None');
const ATTENDANCE = { 1: 'In-Person', 2: 'Virtual', 3: 'Hybrid' } as const;

export function EventSummary({ event }: { event: TAdminEventDetail }) {
  return (
    <Card as="article" aria-labelledby="event-summary-title">
      {event.bannerImageUrls[0] && (
        <img src={event.bannerImageUrls[0]} alt={`Banner of ${event.name}`} className="pv-admin-banner" />
      )}
      <CardBody>
        <h2 id="event-summary-title" className="pv-admin-section-title">
          Event information
        </h2>
        <p>
          <strong>{event.tagline}</strong>
        </p>
        <p>{event.description}</p>
        <dl className="pv-admin-facts">
          <dt>Starts</dt>
          <dd>{formatDateTime(event.startDateTime)}</dd>
          <dt>Ends</dt>
          <dd>{formatDateTime(event.endDateTime)}</dd>
          <dt>Event type</dt>
          <dd>{event.otherEventType || event.eventType || 'None'}</dd>
          <dt>Attendance</dt>
          <dd>{ATTENDANCE[event.attendanceType]}</dd>
          <dt>Website</dt>
          <dd>
            <a href={event.websiteUrl} target="_blank" rel="noreferrer noopener">
              {event.websiteUrl}
            </a>
          </dd>
          <dt>Sectors</dt>
          <dd>{names(event.sectors)}</dd>
          <dt>Audiences</dt>
          <dd>{names(event.audiences)}</dd>
          <dt>Attendee classes</dt>
          <dd>{names(event.attendeeClasses)}</dd>
          <dt>Capacity</dt>
          <dd>{event.maxAttendees ?? 'Not given'}</dd>
        </dl>
        <h3 className="pv-admin-subtitle">Other information</h3>
        <p>{event.otherInformation || 'None'}</p>
        <h3 className="pv-admin-subtitle">Ticket types</h3>
        <ul className="pv-admin-plain-list">
          {event.ticketTypes.map((t) => (
            <li key={t.id}>
              {t.name}: {formatAmount(t.price, t.currencyCode)} · {t.sold} sold of {t.quantity}
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
