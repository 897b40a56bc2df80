// /partner/add-event and /partner/event-details/{id}/edit. Editing shows the event's form (what the
// public sees: reviewed before it goes live) and under it the ticket types and extras, which apply at
// once.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useGetSettingsQuery, usePartnerEventQuery } from '@pavilion/api-client';
import { partnerEventToFormInput, type TPartnerEventDetail } from '@pavilion/domain';
import { isRetryable, PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { EventForm } from './event-form';
import { ExtrasEditor } from './extras-editor';
import { SellingStepsNotice } from '../../components/selling-steps';
import { TicketTypesEditor } from './ticket-types-editor';

export function AddEventPage() {
  useDocumentTitle('Create an event');
  return (
    <PageFrame as="section" aria-labelledby="add-event-title">
      <h1 id="add-event-title" className="pv-page-title">
        Create an event
      </h1>
      <ReviewIntro />
      <SellingStepsNotice />
      <EventForm mode="create" />
    </PageFrame>
  );
}

/** What happens once the form is sent: a draft (Auto publish off, the default) or straight to review. */
function ReviewIntro() {
  const { data } = useGetSettingsQuery();
  return data?.autoPublish ? (
    <p>
      Your event goes to our team for review as soon as you create it (Auto publish is on in your settings). Buyers can
      see it once it is approved (2-3 business days).
    </p>
  ) : (
    <p>
      Your event is kept as a draft that only your team can see until you submit it for review from its page. Our team
      reviews it before buyers can see it (2-3 business days).
    </p>
  );
}

export function EditEventPage() {
  const id = Number(useParams().id);
  const result = usePartnerEventQuery(id);
  useDocumentTitle(result.data ? `Edit ${result.data.name}` : 'Edit event');
  return (
    <PageFrame as="section" aria-labelledby="edit-event-title">
      <h1 id="edit-event-title" className="pv-page-title">
        Edit event
      </h1>
      <QueryView
        result={result}
        loadingLabel="Loading the event"
        errorTitle="Error loading event details"
        canRetry={isRetryable}
      >
        {(event) => <EditEvent event={event} />}
      </QueryView>
    </PageFrame>
  );
}

function EditEvent({ event }: { event: TPartnerEventDetail }) {
  // The form's defaults are read once per loaded event version, not on every refetch of its stock.
  const defaults = useMemo(() => partnerEventToFormInput(event), [event]);
  const eventDefaults = useMemo(() => ({ ...defaults, ticketTypes: [], subEvents: [] }), [defaults]);
  return (
    <>
      <p>
        Your changes to <Link to={`/event-details/${event.id}`}>{event.name}</Link> are reviewed before buyers see them;
        until then they keep seeing the approved version.
      </p>
      <EventForm mode="edit" eventId={event.id} defaults={eventDefaults} venueName={event.venue?.name ?? null} />
      <TicketTypesEditor event={event} defaults={defaults.ticketTypes ?? []} />
      <ExtrasEditor event={event} />
    </>
  );
}
