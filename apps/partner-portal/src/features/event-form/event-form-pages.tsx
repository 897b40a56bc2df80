// /partner/add-event and /partner/event-details/{id}/edit.
import { useParams } from 'react-router';
import { usePartnerEventQuery } from '@pavilion/api-client';
import { partnerEventToFormInput } from '@pavilion/domain';
import { QueryState } from '../../components/query-state';
import { EventForm } from './event-form';

export function AddEventPage() {
  return (
    <section aria-labelledby="add-event-title" className="pv-partner-page">
      <h1 id="add-event-title" className="pv-page-title">
        Create an event
      </h1>
      <p>Your event is reviewed by our team before buyers can see it (2-3 business days).</p>
      <EventForm mode="create" />
    </section>
  );
}

export function EditEventPage() {
  const id = Number(useParams().id);
  const query = usePartnerEventQuery(id);
  return (
    <section aria-labelledby="edit-event-title" className="pv-partner-page">
      <h1 id="edit-event-title" className="pv-page-title">
        Edit event
      </h1>
      <p>Your changes are reviewed before buyers see them; until then they keep seeing the approved version.</p>
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        failedText="Error loading event details"
      >
        {query.data && (
          <EventForm
            mode="edit"
            eventId={id}
            defaults={partnerEventToFormInput(query.data)}
            venueName={query.data.venue?.name ?? null}
          />
        )}
      </QueryState>
    </section>
  );
}
