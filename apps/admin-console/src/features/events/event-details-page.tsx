// /admin/event-details/{id}: the event as buyers see it (the shared event view, with the ticket types'
// stock and sales beside it), then the admin's area: the location panel, the vetting panel with the
// history, and the audit trail.
import { Link, useParams } from 'react-router';
import { UI_TEXT, type TAdminEventDetail } from '@pavilion/domain';
import { errorStatus, useGetAdminEventQuery } from '@pavilion/api-client';
import { EventView, TicketTypesOverview } from '@pavilion/features-event';
import { isRetryable, QueryView } from '@pavilion/features-page-kit';
import { Alert, Badge, Card, CardBody } from '@pavilion/ui';
import { AuditTrail } from '../../components/audit-trail';
import { StatusBadge } from '../../components/status-badge';
import { VettingPanel } from '../../components/vetting-panel';
import '../../components/admin.css';

function EventStatus({ event }: { event: TAdminEventDetail }) {
  return (
    <div className="pv-admin-event-status">
      <StatusBadge status={event.currentStatus} size="md" />
      {event.public ? <Badge tone="info">In the marketplace</Badge> : <Badge tone="neutral">Not public</Badge>}
      <span className="pv-admin-muted">
        By{' '}
        {event.partner ? (
          <Link to={`/partner-details/${event.partner.id}`}>{event.partner.partnerName}</Link>
        ) : (
          'an unknown partner'
        )}{' '}
        (partner {event.partnerVettingStatus.toLowerCase()}) · {event.ticketsSold.toLocaleString('en-US')} tickets sold
        · <Link to={`/dashboard/registrations?eventId=${event.id}`}>Registrations</Link>
      </span>
    </div>
  );
}

function EventDetails({ event }: { event: TAdminEventDetail }) {
  return (
    <div className="pv-admin-stack">
      <EventView
        event={event}
        headingLevel={1}
        status={<EventStatus event={event} />}
        aside={<TicketTypesOverview ticketTypes={event.ticketTypes} />}
      />
      <section aria-labelledby="admin-vetting-title" className="pv-admin-stack">
        <h2 id="admin-vetting-title" className="pv-page-title">
          Admin vetting
        </h2>
        <div className="pv-admin-columns">
          <div className="pv-admin-stack">
            <Card as="section" aria-labelledby="event-location-title">
              <CardBody>
                <h3 id="event-location-title" className="pv-admin-section-title">
                  Location
                </h3>
                <p>
                  {event.venue
                    ? [event.venue.name, event.venue.address, event.venue.city].filter(Boolean).join(', ')
                    : 'No location'}
                </p>
                <Link to={`/event-details/${event.id}/location`}>Change location</Link>
              </CardBody>
            </Card>
            <AuditTrail entityType="event" entityId={event.id} />
          </div>
          <VettingPanel
            title="Vetting"
            decisions={[]}
            closedReason={`Version ${event.currentEventVersionId ?? 'none'}: ${event.currentStatus}.`}
            history={event.vettingStatusUpdates.map((v) => ({ ...v, decidedBy: null }))}
            onDecide={async () => undefined}
          />
        </div>
      </section>
    </div>
  );
}

export function EventDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const event = useGetAdminEventQuery(id, { skip: !valid });
  return (
    <QueryView
      result={event}
      loadingLabel="Loading the event"
      errorTitle={(error) => (errorStatus(error) === 404 ? 'Event not found' : UI_TEXT.errorLoadingEvent)}
      canRetry={isRetryable}
      skipped={
        <Alert tone="error" title="Event not found">
          No event has this address. <Link to="/dashboard/events">Back to the events</Link>
        </Alert>
      }
    >
      {(data) => <EventDetails event={data} />}
    </QueryView>
  );
}

export default EventDetailsPage;
