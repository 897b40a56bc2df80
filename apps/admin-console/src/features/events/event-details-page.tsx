// /admin/event-details/{id}: the event as buyers see it, whether it is in the marketplace, the location
// panel, the vetting panel and history, and the audit trail.
import { Link, useParams } from 'react-router';
import { UI_TEXT, type TAdminEventDetail } from '@pavilion/domain';
import { errorMessage, errorStatus, useGetAdminEventQuery } from '@pavilion/api-client';
import { Alert, Badge, Card, CardBody, Spinner } from '@pavilion/ui';
import { AuditTrail } from '../common/audit-trail';

import { StatusBadge } from '../common/status-badge';
import { VettingPanel } from '../common/vetting-panel';
import { EventSummary } from './event-summary';
import '../common/admin.css';

function EventDetails({ event }: { event: TAdminEventDetail }) {
  return (
    <>
      <div className="pv-admin-page-head">
        <h1 className="pv-page-title">{event.name}</h1>
        <StatusBadge status={event.currentStatus} size="md" />
        {event.public ? <Badge tone="info">In the marketplace</Badge> : <Badge tone="neutral">Not public</Badge>}
      </div>
      <p className="pv-admin-muted">
        By{' '}
        {event.partner ? (
          <Link to={`/partner-details/${event.partner.id}`}>{event.partner.partnerName}</Link>
        ) : (
          'an unknown partner'
        )}{' '}
        (partner <StatusBadge status={event.partnerVettingStatus} />) · {event.ticketsSold.toLocaleString('en-US')}{' '}
        tickets sold · <Link to={`/dashboard/registrations?eventId=${event.id}`}>Registrations</Link>
      </p>
      <div className="pv-admin-columns">
        <EventSummary event={event} />
        <div className="pv-admin-stack">
          <Card as="section" aria-labelledby="event-location-title">
            <CardBody>
              <h2 id="event-location-title" className="pv-admin-section-title">
                Location
              </h2>
              <p>
                {event.venue
                  ? [event.venue.name, event.venue.address, event.venue.city].filter(Boolean).join(', ')
                  : 'No location'}
              </p>
              <Link to={`/event-details/${event.id}/location`}>Change location</Link>
            </CardBody>
          </Card>
          <VettingPanel
            title="Vetting"
            decisions={[]}
            closedReason={`Version ${event.currentEventVersionId ?? 'none'}: ${event.currentStatus}.`}
            history={event.vettingStatusUpdates.map((v) => ({ ...v, decidedBy: null }))}
            onDecide={async () => undefined}
          />
          <AuditTrail entityType="event" entityId={event.id} />
        </div>
      </div>
    </>
  );
}

export function EventDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const event = useGetAdminEventQuery(id, { skip: !valid });
  if (!valid || errorStatus(event.error) === 404)
    return (
      <Alert tone="error" title="Event not found">
        No event has this address. <Link to="/dashboard/events">Back to the events</Link>
      </Alert>
    );
  if (event.isLoading) return <Spinner label="Loading the event" />;
  if (event.isError || !event.data)
    return (
      <Alert tone="error" title={UI_TEXT.errorLoadingEvent} onRetry={() => event.refetch()}>
        {errorMessage(event.error)}
      </Alert>
    );
  return <EventDetails event={event.data} />;
}

export default EventDetailsPage;
