// /admin/event-details/{id}/location: search places and move the event there; the marketplace search
// shows it at once, and the admin goes back to the event. A public event's buyers and savers are told
// (Customer terms B2), as the page says before the move.
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CHANGE_OFFER_DAYS,
  ZUpdateLocationBody,
  type TAdminEventDetail,
  type TUpdateLocationBody,
} from '@pavilion/domain';
import { useGetAdminEventQuery, useUpdateEventLocationMutation } from '@pavilion/api-client';
import { Form, FormAlert, isRetryable, PageFrame, QueryView, useZodForm } from '@pavilion/features-page-kit';
import { Button, Card, CardBody, useToast, type AutocompleteOption } from '@pavilion/ui';
import { PlaceSearch } from './place-search';
import '../../components/admin.css';
import { EVENTS_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

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
  // The chosen place as the search shows it; the form holds its venue id.
  const [place, setPlace] = useState<AutocompleteOption | null>(null);
  const [update] = useUpdateEventLocationMutation();
  const { form, server, submit, submitting } = useZodForm<Partial<TUpdateLocationBody>, TUpdateLocationBody>(
    ZUpdateLocationBody,
    { defaultValues: {}, server: { isField: (name) => name === 'venueId' } },
  );
  const navigate = useNavigate();
  const { showToast } = useToast();
  const current = event.venue;

  const move = async (body: TUpdateLocationBody) => {
    const answer = await update({ eventId, body }).unwrap();
    showToast({
      tone: 'success',
      message: answer.changed
        ? T.nowAt({ event: event.name, venue: answer.venue.name })
        : T.alreadyAt({ event: event.name, venue: answer.venue.name }),
    });
    navigate(adminPaths.eventDetails(eventId));
  };

  return (
    <PageFrame>
      <h1 id="location-title" className="pv-page-title">
        {T.changeLocationOf({ event: event.name })}
      </h1>
      <Card>
        <CardBody>
          <p>
            {current
              ? T.now({ location: [current.name, current.address, current.city].filter(Boolean).join(', ') })
              : T.nowNone}
          </p>
          {event.public && <p>{T.buyersTold({ days: CHANGE_OFFER_DAYS })}</p>}
          <Form
            aria-labelledby="location-title"
            alert="none"
            server={server}
            onSubmit={submit(move)}
            className="pv-vetting__form"
          >
            <Controller
              control={form.control}
              name="venueId"
              render={({ field, fieldState }) => (
                <PlaceSearch
                  value={place}
                  onChange={(option) => {
                    setPlace(option);
                    field.onChange(option ? Number(option.id) : undefined);
                  }}
                  error={fieldState.error?.message}
                  inputRef={field.ref}
                />
              )}
            />
            <FormAlert title={T.locationFailed} message={server.message} />
            <div className="pv-admin-page-head">
              <Button type="submit" disabled={!place} loading={submitting} loadingLabel={T.changing}>
                {T.changeLocation}
              </Button>
              <Link to={adminPaths.eventDetails(eventId)}>{T.cancel}</Link>
            </div>
          </Form>
        </CardBody>
      </Card>
    </PageFrame>
  );
}

export default LocationPage;
