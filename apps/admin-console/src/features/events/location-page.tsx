// /admin/event-details/{id}/location: search places and move the event there; the marketplace search
// shows it at once, and the admin goes back to the event. A public event's buyers and savers are told
// (Customer terms B2), as the page says before the move.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CHANGE_OFFER_DAYS, type TAdminEventDetail } from '@pavilion/domain';
import { errorMessage, fieldErrors, useGetAdminEventQuery, useUpdateEventLocationMutation } from '@pavilion/api-client';
import { isRetryable, PageFrame, QueryView } from '@pavilion/features-page-kit';
import { Alert, Button, Card, CardBody, useToast, type AutocompleteOption } from '@pavilion/ui';
import { PlaceSearch } from './place-search';
import '../../components/admin.css';
import { EVENTS_TEXT as T } from './messages';

export function LocationPage() {
  const eventId = Number(useParams().id);
  const event = useGetAdminEventQuery(eventId, { skip: !(eventId > 0) });
  return (
    <QueryView result={event} loadingLabel={T.loadingEvent} errorTitle={T.eventFailed} canRetry={isRetryable}>
      {(data) => <LocationForm event={data} />}
    </QueryView>
  );
}

function LocationForm({ event }: { event: TAdminEventDetail }) {
  const eventId = event.id;
  const [place, setPlace] = useState<AutocompleteOption | null>(null);
  const [update, updating] = useUpdateEventLocationMutation();
  const [error, setError] = useState<unknown>(null);
  const navigate = useNavigate();
  const { showToast } = useToast();
  const current = event.venue;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!place) return;
    setError(null);
    try {
      const answer = await update({ eventId, body: { venueId: Number(place.id) } }).unwrap();
      showToast({
        tone: 'success',
        message: answer.changed
          ? T.nowAt({ event: event.name, venue: answer.venue.name })
          : T.alreadyAt({ event: event.name, venue: answer.venue.name }),
      });
      navigate(`/event-details/${eventId}`);
    } catch (err) {
      setError(err);
    }
  };

  const fields = fieldErrors(error);
  return (
    <PageFrame>
      <h1 className="pv-page-title">{T.changeLocationOf({ event: event.name })}</h1>
      <Card>
        <CardBody>
          <p>
            {current
              ? T.now({ location: [current.name, current.address, current.city].filter(Boolean).join(', ') })
              : T.nowNone}
          </p>
          {event.public && <p>{T.buyersTold({ days: CHANGE_OFFER_DAYS })}</p>}
          <form onSubmit={submit} noValidate className="pv-vetting__form">
            <PlaceSearch value={place} onChange={setPlace} error={fields.venueId ?? fields.placeId} />
            {error !== null && !fields.venueId && !fields.placeId && (
              <Alert tone="error" title={T.locationFailed}>
                {errorMessage(error)}
              </Alert>
            )}
            <div className="pv-admin-page-head">
              <Button type="submit" disabled={!place || updating.isLoading}>
                {updating.isLoading ? T.changing : T.changeLocation}
              </Button>
              <Link to={`/event-details/${eventId}`}>{T.cancel}</Link>
            </div>
          </form>
        </CardBody>
      </Card>
    </PageFrame>
  );
}

export default LocationPage;
