// /admin/event-details/{id}: the event as buyers see it (the shared event view, with the ticket types'
// stock and sales beside it), then the admin's area: the location panel, the ranking's factors, the
// vetting panel with the history, and the audit trail.
import { Link } from 'react-router';
import { UI_TEXT, type TAdminEventDetail } from '@pavilion/domain';
import { useGetAdminEventQuery, useVetEventVersionMutation } from '@pavilion/api-client';
import { EventView, TicketTypesOverview } from '@pavilion/features-event';
import { Badge, Card, CardBody } from '@pavilion/ui';
import { AuditTrail } from '../../components/audit-trail';
import { EntityPage, useAddressIdQuery } from '../../components/entity-page';
import { formatDateTime } from '../../components/format';
import { StatusBadge } from '../../components/status-badge';
import { VettingPanel } from '../../components/vetting-panel';
import { ProposedVenuePanel } from './proposed-venue-panel';
import { RankingCard } from './ranking-card';
import '../../components/admin.css';

function EventStatus({ event }: { event: TAdminEventDetail }) {
  return (
    <div className="pv-admin-event-status">
      <StatusBadge status={event.currentStatus} size="md" />
      {event.public ? <Badge tone="info">In the marketplace</Badge> : <Badge tone="neutral">Not public</Badge>}
      {event.review.waiting && !event.review.firstVersion && <Badge tone="warning">Changes waiting for review</Badge>}
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

/** The version a decision applies to, and what it changes against the public event. */
function ReviewSubject({ event }: { event: TAdminEventDetail }) {
  const { version, waiting, firstVersion, changes } = event.review;
  if (!version || !waiting) return null;
  return (
    <div className="pv-admin-review">
      <p>
        Version {version.version}, submitted{' '}
        <time dateTime={version.submittedAt}>{formatDateTime(version.submittedAt)}</time>
        {version.updatedAt !== version.submittedAt && (
          <>
            , last edited <time dateTime={version.updatedAt}>{formatDateTime(version.updatedAt)}</time>
          </>
        )}
        . The page above shows this version.
      </p>
      {firstVersion ? (
        <p>A new event: no version of it was approved before, so all of it is new to buyers.</p>
      ) : changes.length === 0 ? (
        <p>Nothing buyers see differs from the approved version.</p>
      ) : (
        <table className="pv-admin-figures-table">
          <caption>Changes since the approved version</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Approved</th>
              <th scope="col">Waiting for review</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field}>
                <th scope="row">{c.label}</th>
                <td>{c.before}</td>
                <td>{c.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function Versions({ event }: { event: TAdminEventDetail }) {
  if (event.versions.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="event-versions-title">
      <CardBody>
        <h3 id="event-versions-title" className="pv-admin-section-title">
          Versions
        </h3>
        <ol className="pv-admin-plain-list">
          {event.versions.map((v) => (
            <li key={v.id} className="pv-audit__entry">
              <div className="pv-vetting__entry-head">
                <strong>Version {v.version}</strong>
                <StatusBadge status={v.status} />
                <span>submitted {formatDateTime(v.submittedAt)}</span>
                {v.decidedAt && <span>decided {formatDateTime(v.decidedAt)}</span>}
              </div>
              {v.comment && <p className="pv-vetting__comment">{v.comment}</p>}
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

function EventDetails({ event }: { event: TAdminEventDetail }) {
  const [vet] = useVetEventVersionMutation();
  const version = event.review.version;
  return (
    <div className="pv-admin-stack">
      <EventView event={event} headingLevel={1} status={<EventStatus event={event} />} />
      {/* At the page's full width: each sales window on one line. */}
      <TicketTypesOverview ticketTypes={event.ticketTypes} timeZone={event.timeZone} />
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
            <ProposedVenuePanel eventId={event.id} />
            <RankingCard ranking={event.ranking} />
            <Versions event={event} />
            <AuditTrail entityType="event" entityId={event.id} />
          </div>
          <VettingPanel
            title="Vetting"
            decisions={event.review.waiting && version ? ['APPROVED', 'REJECTED'] : []}
            closedReason={
              version
                ? `No version is waiting for review: version ${version.version} was ${version.status.toLowerCase()}${
                    version.decidedAt ? ` on ${formatDateTime(version.decidedAt)}` : ''
                  }.`
                : 'This event has no version to review.'
            }
            subject={<ReviewSubject event={event} />}
            history={event.vettingStatusUpdates.map((v) => ({ ...v, decidedBy: null }))}
            onDecide={(decision) =>
              vet({
                eventId: event.id,
                versionId: version!.id,
                body: {
                  status: decision.status as 'APPROVED' | 'REJECTED',
                  comment: decision.comment,
                  notes: decision.notes,
                },
              }).unwrap()
            }
          />
        </div>
      </section>
    </div>
  );
}

export function EventDetailsPage() {
  return (
    <EntityPage
      result={useGetAdminEventQuery(...useAddressIdQuery())}
      loadingLabel="Loading the event"
      notFoundTitle="Event not found"
      notFoundText="No event has this address."
      back={{ to: '/dashboard/events', label: 'Back to the events' }}
      errorTitle={UI_TEXT.errorLoadingEvent}
    >
      {(data) => <EventDetails event={data} />}
    </EntityPage>
  );
}

export default EventDetailsPage;
