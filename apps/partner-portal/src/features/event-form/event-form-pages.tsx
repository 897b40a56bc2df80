// /partner/add-event and /partner/event-details/{id}/edit. Editing shows the event's form (what the
// public sees: reviewed before it goes live) and under it the ticket types and extras, which apply at
// once.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useGetSettingsQuery, usePartnerEventQuery } from '@pavilion/api-client';
import { partnerEventToFormInput, type TPartnerEventDetail } from '@pavilion/domain';
import { isRetryable, PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { richText } from '@pavilion/features-shell';
import { EventForm } from './event-form';
import { ExtrasEditor } from './extras-editor';
import { SellingStepsNotice } from '../../components/selling-steps';
import { TicketTypesEditor } from './ticket-types-editor';
import { EVENT_FORM_TEXT as T } from './messages';
import { partnerPaths } from '../../config/paths';

export function AddEventPage() {
  useDocumentTitle(T.createTitle);
  return (
    <PageFrame as="section" aria-labelledby="add-event-title">
      <h1 id="add-event-title" className="pv-page-title">
        {T.createTitle}
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
  return data?.autoPublish ? <p>{T.autoPublishIntro}</p> : <p>{T.draftIntro}</p>;
}

export function EditEventPage() {
  const id = Number(useParams().id);
  const result = usePartnerEventQuery(id);
  useDocumentTitle(result.data ? T.editNamed({ name: result.data.name }) : T.editTitle);
  return (
    <PageFrame as="section" aria-labelledby="edit-event-title">
      <h1 id="edit-event-title" className="pv-page-title">
        {T.editTitle}
      </h1>
      <QueryView result={result} loadingLabel={T.loading} errorTitle={T.failed} canRetry={isRetryable}>
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
      <p>{richText(T.editIntro, { event: <Link to={partnerPaths.eventDetails(event.id)}>{event.name}</Link> })}</p>
      <EventForm mode="edit" eventId={event.id} defaults={eventDefaults} venueName={event.venue?.name ?? null} />
      <TicketTypesEditor event={event} defaults={defaults.ticketTypes ?? []} />
      <ExtrasEditor event={event} />
    </>
  );
}
