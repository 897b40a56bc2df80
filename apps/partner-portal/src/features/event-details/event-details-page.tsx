// /partner/event-details/{id}: the event as buyers will read it (the shared event view, in the event's
// own time zone), with what only its organiser sees around it: the review status, the stock and sales
// of each ticket type and extra, once tickets are sold the live check-in counts (as the Check-in page
// shows them), whether buyers may pay by bank transfer (with the orders awaiting one), the registrations'
// downloads, the ticket widget for the organiser's own website, and the versions with the review team's comments (never their notes). Ticket types and
// extras change on the edit page.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { eventCsvUrl, usePartnerEventQuery, useSetWaitingListMutation } from '@pavilion/api-client';
import {
  eventVatWords,
  formatPrice,
  numberFormat,
  PARTNER_MESSAGES,
  type TManagedSubEvent,
  type TPartnerEventDetail,
  type TPartnerTicketType,
} from '@pavilion/domain';
import { EventSection, EventView, formatEventDateTime, TicketTypesOverview } from '@pavilion/features-event';
import { isRetryable, PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { Alert, Badge, Button, Cluster, DataTable, EditIcon, Switch } from '@pavilion/ui';
import { CheckInCounts } from '../../components/check-in-counts';
import { STATUS_TONE, StatusBadge } from '../../components/status-badge';
import { config } from '../../config/env';
import { BankTransferSection } from './bank-transfer-section';
import { CancelEventDialog } from './cancel-event-dialog';
import { DraftSubmission } from './draft-submission';
import { WidgetSection } from './widget-section';
import { COMPONENTS_TEXT } from '../../components/messages';
import { EVENT_DETAILS_TEXT as T } from './messages';
import { partnerPaths, partnerProductPath } from '../../config/paths';

export function EventDetailsPage() {
  const id = Number(useParams().id);
  const result = usePartnerEventQuery(id);
  useDocumentTitle(result.data ? result.data.name : T.documentTitle);
  return (
    <PageFrame as="section">
      <QueryView result={result} loadingLabel={T.loading} errorTitle={T.failed} canRetry={isRetryable}>
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
        <Alert tone="error" title={T.youCancelled}>
          {event.cancelledAt && (
            <p>{T.cancelledOn({ date: formatEventDateTime(event.cancelledAt, event.timeZone) })}</p>
          )}
          {event.cancellationReason && <p>{T.reasonGiven({ reason: event.cancellationReason })}</p>}
          <p>{T.everyTicketRefunded}</p>
        </Alert>
      )}
      <DraftSubmission event={event} />
      <Cluster as="p">
        <Button
          as={Link}
          to={partnerPaths.eventEdit(id)}
          variant="secondary"
          aria-label={T.editNamed({ name: event.name })}
        >
          <EditIcon size={16} /> {T.editEvent}
        </Button>
        <Button as={Link} to={partnerPaths.eventFiles(id)} variant="secondary">
          {T.imagesAndDocuments}
        </Button>
        <Button as={Link} to={partnerPaths.eventPromoCodes(id)} variant="secondary">
          {T.promoCodes}
        </Button>
        <Button as={Link} to={partnerPaths.eventSponsorship(id)} variant="secondary">
          {T.sponsorship}
        </Button>
        <Button as={Link} to={partnerPaths.eventCheckIn(id)} variant="secondary">
          {T.checkIn}
        </Button>
        <Button as={Link} to={partnerPaths.eventReviews(id)} variant="secondary">
          {T.reviews}
        </Button>
        {cancellable && (
          <Button variant="danger" onClick={() => setCancelling(true)}>
            {T.cancelEvent}
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
              {event.isPublic ? T.visibleToBuyers : event.currentStatus === 'DRAFT' ? T.draftOnlyTeam : T.notVisibleYet}
            </span>
          </Cluster>
        }
      />
      {/* Below the view, at full width: the ticket types' stock and sales windows, the check-in counts and
          the tables that would not fit beside it. */}
      <TicketTypesOverview
        title={T.ticketTypes}
        ticketTypes={event.ticketTypes}
        timeZone={event.timeZone}
        policyHref={(policyId) => partnerProductPath(partnerPaths.policyDetails(policyId))}
      />
      {ticketsSold && (
        <EventSection id="check-in-counts" title={T.checkIn}>
          <CheckInCounts eventId={id} />
        </EventSection>
      )}
      <EventSection id="vat" title={T.vat}>
        <p>{eventVatWords(event.vat)}</p>
      </EventSection>
      <ExtrasSales subEvents={event.subEvents} timeZone={event.timeZone} />
      <WaitingLists eventId={id} ticketTypes={event.ticketTypes} />
      <BankTransferSection eventId={id} timeZone={event.timeZone} />
      {!event.cancelled && <WidgetSection event={event} />}
      <EventSection id="registrations" title={T.registrations}>
        <ul className="pv-partner-list">
          <li>
            <a href={eventCsvUrl(config.apiUrl, id, 'orders')} download>
              {T.downloadOrders}
            </a>
          </li>
          <li>
            <a href={eventCsvUrl(config.apiUrl, id, 'attendees')} download>
              {T.downloadAttendees}
            </a>
          </li>
          <li>
            <Link to={partnerPaths.eventRegistrations(id)}>{T.ordersOfEvent}</Link>
          </li>
          <li>
            <Link to={partnerPaths.dashboardCommunications}>{T.writeToAttendees}</Link>
          </li>
        </ul>
      </EventSection>
      <EventSection id="review" title={T.review}>
        <DataTable
          caption={T.versions}
          hideCaption
          columns={[
            { key: 'version', header: T.version, rowHeader: true, cell: (v) => v.version },
            {
              key: 'submitted',
              header: T.submitted,
              cell: (v) => formatEventDateTime(v.submittedAt, event.timeZone),
            },
            {
              key: 'status',
              header: T.status,
              cell: (v) => <Badge tone={STATUS_TONE[v.status]}>{COMPONENTS_TEXT.status({ status: v.status })}</Badge>,
            },
            { key: 'comment', header: T.reviewComment, cell: (v) => v.comment ?? '' },
          ]}
          rows={event.versions}
          getRowKey={(v) => v.id}
          empty={T.notSubmitted}
        />
      </EventSection>
    </>
  );
}

/** Each ticket type's waiting list: who is in line, whose offer holds seats, and the partner's switch. */
function WaitingLists({ eventId, ticketTypes }: { eventId: number; ticketTypes: TPartnerTicketType[] }) {
  const [setWaitingList, { isLoading, isError }] = useSetWaitingListMutation();
  if (ticketTypes.length === 0) return null;
  return (
    <EventSection id="waiting-lists" title={T.waitingLists}>
      <p>{T.waitingListsIntro}</p>
      {isError && <Alert tone="error">{T.waitingListFailed}</Alert>}
      <DataTable
        caption={T.waitingListsCaption}
        hideCaption
        columns={[
          { key: 'name', header: T.ticketType, rowHeader: true, cell: (t) => t.name },
          { key: 'waiting', header: T.inLine, align: 'end', cell: (t) => numberFormat().format(t.waitingList.waiting) },
          {
            key: 'offered',
            header: T.offersOpen,
            align: 'end',
            cell: (t) => numberFormat().format(t.waitingList.offered),
          },
          {
            key: 'open',
            header: T.waitingListOn,
            cell: (t) => (
              <Switch
                label={<span className="pv-visually-hidden">{T.waitingListSwitch({ name: t.name })}</span>}
                checked={t.waitingList.open}
                disabled={isLoading}
                onChange={(open) => void setWaitingList({ eventId, ticketTypeId: t.id, body: { open } })}
              />
            ),
          },
        ]}
        rows={ticketTypes}
        getRowKey={(t) => t.id}
      />
    </EventSection>
  );
}

/** The extras' places sold and left (the view above shows them as buyers do). */
function ExtrasSales({ subEvents, timeZone }: { subEvents: TManagedSubEvent[]; timeZone: string }) {
  if (subEvents.length === 0) return null;
  return (
    <EventSection id="extras-sales" title={T.extrasSold}>
      <DataTable
        caption={T.extrasCaption}
        hideCaption
        columns={[
          { key: 'name', header: T.extra, rowHeader: true, cell: (s) => s.name },
          { key: 'start', header: T.starts, cell: (s) => formatEventDateTime(s.startDateTime, timeZone) },
          { key: 'price', header: T.price, align: 'end', cell: (s) => formatPrice(s.price, s.currencyCode) },
          { key: 'sold', header: T.sold, align: 'end', cell: (s) => numberFormat().format(s.sold) },
          { key: 'held', header: T.held, align: 'end', cell: (s) => numberFormat().format(s.held) },
          {
            key: 'left',
            header: T.remaining,
            align: 'end',
            cell: (s) => (s.available === null ? T.unlimited : numberFormat().format(s.available)),
          },
        ]}
        rows={subEvents}
        getRowKey={(s) => s.id}
      />
    </EventSection>
  );
}
