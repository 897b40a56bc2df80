// Proposing a venue from the event form when the venue search does not have it: look it up in the places
// provider (a result prefills the address; one that is already ours is simply chosen), or type it in.
// The new venue is usable at once for this partner's events; administrators see it with the event.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useGetCountriesQuery, useLookupVenuesQuery, useProposeVenueMutation } from '@pavilion/api-client';
import {
  LOCATION_MIN_CHARS,
  ZVenueProposal,
  type TProviderPlace,
  type TVenueProposal,
  type TVenueProposalInput,
} from '@pavilion/domain';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
import { Button, Dialog, Select, TextField } from '@pavilion/ui';

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

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** "Propose a new venue" and its dialog; `onChosen` receives the venue proposed (or found already ours). */
export function ProposeVenue({ onChosen }: { onChosen: (venue: ChosenVenue) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Propose a new venue
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
  const debounced = useDebounced(lookup.trim(), 300);
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
      ? `Enter at least ${LOCATION_MIN_CHARS} characters to search`
      : found.isFetching
        ? 'Searching…'
        : found.isError
          ? 'The places service is not answering. Enter the venue by hand.'
          : results.length === 0
            ? 'No places found. Enter the venue by hand.'
            : `${results.length} places found`;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Propose a new venue"
      description="Your events can use it at once. Our team checks it with your event; until then only you see it."
      size="lg"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            Propose venue
          </Button>
        </>
      }
    >
      <TextField
        label="Find the venue"
        hint="Search by name and town; a result fills in the address below"
        type="search"
        value={lookup}
        onChange={(e) => setLookup(e.target.value)}
      />
      <p role="status" aria-live="polite">
        {lookupStatus}
      </p>
      {results.length > 0 && (
        <ul aria-label="Places found">
          {results.map((place) => (
            <li key={place.providerPlaceId}>
              <Button type="button" variant="ghost" size="sm" onClick={() => pick(place)}>
                {place.venueId !== null ? 'Use ' : 'Fill in '}
                {[place.name, place.address].filter(Boolean).join(', ')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form id={formId} aria-label="New venue" alert="none" server={server} onSubmit={onSubmit}>
        <FormAlert title="The venue was not proposed" message={server.message} />
        <TextField label="Venue name" required {...register('name')} error={errors.name?.message} />
        <TextField label="Street and number" required {...register('street')} error={errors.street?.message} />
        <TextField label="Postal code" required {...register('postalCode')} error={errors.postalCode?.message} />
        <TextField label="City" required {...register('city')} error={errors.city?.message} />
        <Select
          label="Country"
          required
          placeholder="Choose a country"
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          {...register('countryCode')}
          error={errors.countryCode?.message}
        />
        <TextField
          label="Latitude"
          hint="Optional, from -90 to 90"
          inputMode="decimal"
          {...register('latitude')}
          error={errors.latitude?.message}
        />
        <TextField
          label="Longitude"
          hint="Optional, from -180 to 180"
          inputMode="decimal"
          {...register('longitude')}
          error={errors.longitude?.message}
        />
        <TextField
          label="Website"
          hint="Optional"
          type="url"
          inputMode="url"
          {...register('website')}
          error={errors.website?.message}
        />
        <Select
          label="Time zone"
          hint="Leave as it is to use the city's; needed for a city we do not know yet"
          placeholder="The city's time zone"
          options={TIME_ZONES.map((z) => ({ value: z, label: z }))}
          {...register('timeZone')}
          error={errors.timeZone?.message}
        />
      </Form>
    </Dialog>
  );
}
