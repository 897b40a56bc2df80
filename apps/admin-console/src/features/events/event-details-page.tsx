// /admin/event-details/{id}: the event as buyers see it (the shared event view, with the ticket types'
// stock and sales beside it), then the admin's area: the location panel, the ranking's factors, the
// vetting panel with the history, and the audit trail.
import { Link } from 'react-router';
import { UI_TEXT, ZVettingUpdateBody, type TAdminEventDetail } from '@pavilion/domain';
import { useGetAdminEventQuery, useVetEventVersionMutation } from '@pavilion/api-client';
import { EventView, TicketTypesOverview } from '@pavilion/features-event';
import { richText } from '@pavilion/features-shell';
import { Badge, Card, CardBody } from '@pavilion/ui';
import { AuditTrail } from '../../components/audit-trail';
import { EntityPage, useAddressIdQuery } from '../../components/entity-page';
import { formatDateTime } from '../../components/format';
import { StatusBadge } from '../../components/status-badge';
import { VettingPanel } from '../../components/vetting-panel';
import { ProposedVenuePanel } from './proposed-venue-panel';
import { RankingCard } from './ranking-card';
import '../../components/admin.css';
import { EVENTS_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

const SEPARATOR = ' · ';

function EventStatus({ event }: { event: TAdminEventDetail }) {
  return (
    <div className="pv-admin-event-status">
      <StatusBadge status={event.currentStatus} size="md" />
      {event.public ? <Badge tone="info">{T.inMarketplace}</Badge> : <Badge tone="neutral">{T.notPublic}</Badge>}
      {event.review.waiting && !event.review.firstVersion && <Badge tone="warning">{T.changesWaitingReview}</Badge>}
      <span className="pv-admin-muted">
        {richText(T.byPartner, {
          partner: event.partner ? (
            <Link to={adminPaths.partnerDetails(event.partner.id)}>{event.partner.partnerName}</Link>
          ) : (
            T.unknownPartner
          ),
          status: event.partnerVettingStatus,
          sold: event.ticketsSold,
        })}
        {SEPARATOR}
        <Link to={adminPaths.eventRegistrations(event.id)}>{T.registrations}</Link>
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
        {version.updatedAt !== version.submittedAt
          ? richText(T.versionSubmittedEdited, {
              version: version.version,
              submitted: <time dateTime={version.submittedAt}>{formatDateTime(version.submittedAt)}</time>,
              edited: <time dateTime={version.updatedAt}>{formatDateTime(version.updatedAt)}</time>,
            })
          : richText(T.versionSubmitted, {
              version: version.version,
              submitted: <time dateTime={version.submittedAt}>{formatDateTime(version.submittedAt)}</time>,
            })}
      </p>
      {firstVersion ? (
        <p>{T.newEvent}</p>
      ) : changes.length === 0 ? (
        <p>{T.noChanges}</p>
      ) : (
        <table className="pv-admin-figures-table">
          <caption>{T.changesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.field}</th>
              <th scope="col">{T.approved}</th>
              <th scope="col">{T.waitingForReview}</th>
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
          {T.versions}
        </h3>
        <ol className="pv-admin-plain-list">
          {event.versions.map((v) => (
            <li key={v.id} className="pv-audit__entry">
              <div className="pv-vetting__entry-head">
                <strong>{T.versionNumber({ version: v.version })}</strong>
                <StatusBadge status={v.status} />
                <span>{T.submittedAt({ at: formatDateTime(v.submittedAt) })}</span>
                {v.decidedAt && <span>{T.decidedAt({ at: formatDateTime(v.decidedAt) })}</span>}
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
          {T.adminVetting}
        </h2>
        <div className="pv-admin-columns">
          <div className="pv-admin-stack">
            <Card as="section" aria-labelledby="event-location-title">
              <CardBody>
                <h3 id="event-location-title" className="pv-admin-section-title">
                  {T.location}
                </h3>
                <p>
                  {event.venue
                    ? [event.venue.name, event.venue.address, event.venue.city].filter(Boolean).join(', ')
                    : T.noLocation}
                </p>
                <Link to={adminPaths.eventLocation(event.id)}>{T.changeLocation}</Link>
              </CardBody>
            </Card>
            <ProposedVenuePanel eventId={event.id} />
            <RankingCard ranking={event.ranking} />
            <Versions event={event} />
            <AuditTrail entityType="event" entityId={event.id} />
          </div>
          <VettingPanel
            title={T.vetting}
            schema={ZVettingUpdateBody}
            decisions={event.review.waiting && version ? ['APPROVED', 'REJECTED'] : []}
            closedReason={
              version
                ? version.decidedAt
                  ? T.closedDecided({
                      version: version.version,
                      status: version.status,
                      date: formatDateTime(version.decidedAt),
                    })
                  : T.closed({ version: version.version, status: version.status })
                : T.noVersion
            }
            subject={<ReviewSubject event={event} />}
            history={event.vettingStatusUpdates.map((v) => ({ ...v, decidedBy: null }))}
            onDecide={(decision) => vet({ eventId: event.id, versionId: version!.id, body: decision }).unwrap()}
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
      loadingLabel={T.loadingEvent}
      notFoundTitle={T.notFound}
      notFoundText={T.notFoundText}
      back={{ to: adminPaths.dashboardEvents, label: T.backToEvents }}
      errorTitle={UI_TEXT.errorLoadingEvent}
    >
      {(data) => <EventDetails event={data} />}
    </EntityPage>
  );
}

export default EventDetailsPage;
