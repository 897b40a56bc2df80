// Proposing a venue from the event form when the venue search does not have it: look it up in the places
// provider (a result prefills the address; one that is already ours is simply chosen), or type it in.
// The new venue is usable at once for this partner's events; administrators see it with the event.
import { useId, useState, type FormEvent } from 'react';
import { useGetCountriesQuery, useLookupVenuesQuery, useProposeVenueMutation } from '@pavilion/api-client';
import {
  LOCATION_MIN_CHARS,
  ZVenueProposal,
  type TProviderPlace,
  type TVenueProposal,
  type TVenueProposalInput,
} from '@pavilion/domain';
import { EVENT_FORM_TEXT as T } from './messages';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
import { Button, Dialog, Select, TextField, useDebouncedValue } from '@pavilion/ui';

const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

const EMPTY: TVenueProposalInput = {
  name: '',
  street: '',
  postalCode: '',
  city: '',
  countryCode: '',
  latitude: '',
  longitude: '',
  website: '',
  timeZone: '',
  providerPlaceId: null,
};

/** The venue the form now holds: its id and the label the venue field shows. */
export interface ChosenVenue {
  id: number;
  label: string;
}

/** "Propose a new venue" and its dialog; `onChosen` receives the venue proposed (or found already ours). */
export function ProposeVenue({ onChosen }: { onChosen: (venue: ChosenVenue) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {T.proposeVenue}
      </Button>
      {open && (
        <ProposeVenueDialog
          onClose={() => setOpen(false)}
          onChosen={(venue) => {
            setOpen(false);
            onChosen(venue);
          }}
        />
      )}
    </>
  );
}

export function ProposeVenueDialog({
  onClose,
  onChosen,
}: {
  onClose: () => void;
  onChosen: (venue: ChosenVenue) => void;
}) {
  const formId = useId();
  const countries = useGetCountriesQuery();
  const [proposeVenue] = useProposeVenueMutation();
  const { form, server, submit, submitting } = useZodForm<TVenueProposalInput, TVenueProposal>(ZVenueProposal, {
    defaultValues: EMPTY,
  });
  const { register, formState, reset } = form;
  const errors = formState.errors;

  const [lookup, setLookup] = useState('');
  const debounced = useDebouncedValue(lookup.trim(), 300);
  const found = useLookupVenuesQuery({ query: debounced }, { skip: debounced.length < LOCATION_MIN_CHARS });

  const pick = (place: TProviderPlace) => {
    if (place.venueId !== null) {
      onChosen({ id: place.venueId, label: [place.name, place.city].filter(Boolean).join(', ') });
      return;
    }
    reset({
      ...EMPTY,
      name: place.name,
      street: place.street ?? '',
      postalCode: place.postalCode ?? '',
      city: place.city ?? '',
      countryCode: place.countryCode ?? '',
      latitude: place.latitude === null ? '' : String(place.latitude),
      longitude: place.longitude === null ? '' : String(place.longitude),
      timeZone: place.timeZone ?? '',
      providerPlaceId: place.providerPlaceId,
    });
  };

  const send = async (body: TVenueProposal) => {
    const venue = await proposeVenue(body).unwrap();
    onChosen({ id: venue.id, label: venue.label });
  };
  // The dialog is rendered outside the event form in the page, but React passes its submit up the
  // component tree: stopped here so proposing a venue never submits the event.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.stopPropagation();
    return submit(send)(e);
  };

  const results = found.data?.results ?? [];
  const lookupStatus =
    debounced.length < LOCATION_MIN_CHARS
      ? T.enterChars({ min: LOCATION_MIN_CHARS })
      : found.isFetching
        ? T.searching
        : found.isError
          ? T.placesDown
          : results.length === 0
            ? T.noPlaces
            : T.placesFound({ count: results.length });

  return (
    <Dialog
      open
      onClose={onClose}
      title={T.proposeVenue}
      description={T.proposeDescription}
      size="lg"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {T.proposeButton}
          </Button>
        </>
      }
    >
      <TextField
        label={T.findVenue}
        hint={T.findVenueHint}
        type="search"
        value={lookup}
        onChange={(e) => setLookup(e.target.value)}
      />
      <p role="status" aria-live="polite">
        {lookupStatus}
      </p>
      {results.length > 0 && (
        <ul aria-label={T.placesList}>
          {results.map((place) => (
            <li key={place.providerPlaceId}>
              <Button type="button" variant="ghost" size="sm" onClick={() => pick(place)}>
                {(place.venueId !== null ? T.usePlace : T.fillInPlace)({
                  place: [place.name, place.address].filter(Boolean).join(', '),
                })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form id={formId} aria-label={T.newVenue} alert="none" server={server} onSubmit={onSubmit}>
        <FormAlert title={T.notProposed} message={server.message} />
        <TextField label={T.venueName} required {...register('name')} error={errors.name?.message} />
        <TextField label={T.street} required {...register('street')} error={errors.street?.message} />
        <TextField label={T.postalCode} required {...register('postalCode')} error={errors.postalCode?.message} />
        <TextField label={T.city} required {...register('city')} error={errors.city?.message} />
        <Select
          label={T.country}
          required
          placeholder={T.chooseCountry}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          {...register('countryCode')}
          error={errors.countryCode?.message}
        />
        <TextField
          label={T.latitude}
          hint={T.latitudeHint}
          inputMode="decimal"
          {...register('latitude')}
          error={errors.latitude?.message}
        />
        <TextField
          label={T.longitude}
          hint={T.longitudeHint}
          inputMode="decimal"
          {...register('longitude')}
          error={errors.longitude?.message}
        />
        <TextField
          label={T.website}
          hint={T.optional}
          type="url"
          inputMode="url"
          {...register('website')}
          error={errors.website?.message}
        />
        <Select
          label={T.timeZone}
          hint={T.venueTimeZoneHint}
          placeholder={T.citysTimeZone}
          options={TIME_ZONES.map((z) => ({ value: z, label: z }))}
          {...register('timeZone')}
          error={errors.timeZone?.message}
        />
      </Form>
    </Dialog>
  );
}
