// /partner/event-details/{id}: the event as buyers will read it (the shared event view, in the event's
// own time zone), with what only its organiser sees around it: the review status, the stock and sales
// of each ticket type and extra, once tickets are sold the live check-in counts (as the Check-in page
// shows them), the registrations' downloads and the versions with the review team's comments (never
// their notes). Ticket types and extras change on the edit page.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { eventCsvUrl, usePartnerEventQuery } from '@pavilion/api-client';
import { formatPrice, PARTNER_MESSAGES, type TManagedSubEvent, type TPartnerEventDetail } from '@pavilion/domain';
import { EventSection, EventView, formatEventDateTime, TicketTypesOverview } from '@pavilion/features-event';
import { isRetryable, PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { Alert, Badge, Button, Cluster, DataTable, EditIcon } from '@pavilion/ui';
import { CheckInCounts } from '../../components/check-in-counts';
import { STATUS_TONE, StatusBadge } from '../../components/status-badge';
import { config } from '../../config/env';
import { CancelEventDialog } from './cancel-event-dialog';
import { DraftSubmission } from './draft-submission';

export function EventDetailsPage() {
  const id = Number(useParams().id);
  const result = usePartnerEventQuery(id);
  useDocumentTitle(result.data ? result.data.name : 'Event details');
  return (
    <PageFrame as="section">
      <QueryView
        result={result}
        loadingLabel="Loading the event"
        errorTitle="Error loading event details"
        canRetry={isRetryable}
      >
        {(event) => <ManagedEvent event={event} />}
      </QueryView>
    </PageFrame>
  );
}

function ManagedEvent({ event }: { event: TPartnerEventDetail }) {
  const id = event.id;
  const [cancelling, setCancelling] = useState(false);
  // An event can be cancelled until it ends; the server says so again.
  const cancellable = !event.cancelled && new Date(event.endDateTime).getTime() > Date.now();
  // The counts are asked for only once there is someone to check in.
  const ticketsSold = event.ticketTypes.some((t) => t.sold > 0);
  return (
    <>
      {event.cancelled && (
        <Alert tone="error" title="You cancelled this event">
          {event.cancelledAt && <p>Cancelled on {formatEventDateTime(event.cancelledAt, event.timeZone)}.</p>}
          {event.cancellationReason && <p>Reason given to buyers: “{event.cancellationReason}”</p>}
          <p>Every ticket was refunded in full; buyers can no longer see it on the marketplace.</p>
        </Alert>
      )}
      <DraftSubmission event={event} />
      <Cluster as="p">
        <Button as={Link} to={`/event-details/${id}/edit`} variant="secondary" aria-label={`Edit ${event.name}`}>
          <EditIcon size={16} /> Edit event
        </Button>
        <Button as={Link} to={`/edit-event/${id}/files`} variant="secondary">
          Images and documents
        </Button>
        <Button as={Link} to={`/event-details/${id}/promo-codes`} variant="secondary">
          Promo codes
        </Button>
        <Button as={Link} to={`/event-details/${id}/sponsorship`} variant="secondary">
          Sponsorship
        </Button>
        <Button as={Link} to={`/event-details/${id}/check-in`} variant="secondary">
          Check-in
        </Button>
        <Button as={Link} to={`/event-details/${id}/reviews`} variant="secondary">
          Reviews
        </Button>
        {cancellable && (
          <Button variant="danger" onClick={() => setCancelling(true)}>
            Cancel event
          </Button>
        )}
      </Cluster>
      <CancelEventDialog eventId={id} eventName={event.name} open={cancelling} onClose={() => setCancelling(false)} />
      <EventView
        event={event}
        status={
          <Cluster as="p" gap={2}>
            <StatusBadge status={event.currentStatus} />
            {event.hasPendingChanges && <Badge tone="warning">{PARTNER_MESSAGES.changesPending}</Badge>}
            <span>
              {event.isPublic
                ? 'Buyers can see this event.'
                : event.currentStatus === 'DRAFT'
                  ? 'Only your team can see this draft.'
                  : 'Buyers cannot see this event yet.'}
            </span>
          </Cluster>
        }
      />
      {/* Below the view, at full width: the ticket types' stock and sales windows, the check-in counts and
          the tables that would not fit beside it. */}
      <TicketTypesOverview
        title="Ticket types"
        ticketTypes={event.ticketTypes}
        timeZone={event.timeZone}
        policyHref={(policyId) => `/partner/cancellation-policy-details/${policyId}`}
      />
      {ticketsSold && (
        <EventSection id="check-in-counts" title="Check-in">
          <CheckInCounts eventId={id} />
        </EventSection>
      )}
      <ExtrasSales subEvents={event.subEvents} timeZone={event.timeZone} />
      <EventSection id="registrations" title="Registrations">
        <ul className="pv-partner-list">
          <li>
            <a href={eventCsvUrl(config.apiUrl, id, 'orders')} download>
              Download orders (CSV)
            </a>
          </li>
          <li>
            <a href={eventCsvUrl(config.apiUrl, id, 'attendees')} download>
              Download attendees (CSV)
            </a>
          </li>
          <li>
            <Link to={`/dashboard/registrations?eventId=${id}`}>Orders of this event</Link>
          </li>
          <li>
            <Link to="/dashboard/communications">Write to attendees</Link>
          </li>
        </ul>
      </EventSection>
      <EventSection id="review" title="Review">
        <DataTable
          caption="Versions of this event"
          hideCaption
          columns={[
            { key: 'version', header: 'Version', rowHeader: true, cell: (v) => v.version },
            {
              key: 'submitted',
              header: 'Submitted',
              cell: (v) => formatEventDateTime(v.submittedAt, event.timeZone),
            },
            {
              key: 'status',
              header: 'Status',
              cell: (v) => <Badge tone={STATUS_TONE[v.status]}>{v.status}</Badge>,
            },
            { key: 'comment', header: 'Comment from the review team', cell: (v) => v.comment ?? '' },
          ]}
          rows={event.versions}
          getRowKey={(v) => v.id}
          empty="Not submitted yet."
        />
      </EventSection>
    </>
  );
}

/** The extras' places sold and left (the view above shows them as buyers do). */
function ExtrasSales({ subEvents, timeZone }: { subEvents: TManagedSubEvent[]; timeZone: string }) {
  if (subEvents.length === 0) return null;
  return (
    <EventSection id="extras-sales" title="Extras sold">
      <DataTable
        caption="Places sold of each extra"
        hideCaption
        columns={[
          { key: 'name', header: 'Extra', rowHeader: true, cell: (s) => s.name },
          { key: 'start', header: 'Starts', cell: (s) => formatEventDateTime(s.startDateTime, timeZone) },
          { key: 'price', header: 'Price', align: 'end', cell: (s) => formatPrice(s.price, s.currencyCode) },
          { key: 'sold', header: 'Sold', align: 'end', cell: (s) => s.sold },
          { key: 'held', header: 'Held', align: 'end', cell: (s) => s.held },
          {
            key: 'left',
            header: 'Remaining',
            align: 'end',
            cell: (s) => (s.available === null ? 'Unlimited' : s.available),
          },
        ]}
        rows={subEvents}
        getRowKey={(s) => s.id}
      />
    </EventSection>
  );
}
