// The event form's dates and venue: the venue searched by name, a time zone when there is no venue, and
// the start and end typed in the event's own time zone, with the duration between them.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { usePlaceDetailsQuery, useSearchPlacesQuery } from '@pavilion/api-client';
import {
  adjustEndAfterStartChange,
  durationParts,
  eventFormTimeZone,
  LOCATION_MIN_CHARS,
  timeZoneAbbreviation,
  validateDateTimeRange,
  zonedLocalToIso,
} from '@pavilion/domain';
import { Autocomplete, Select, TextField, useDebouncedValue, type AutocompleteOption } from '@pavilion/ui';
import type { EventFormSectionProps } from './event-form-fields';
import { ProposeVenue } from './propose-venue';
import { EVENT_FORM_TEXT as T } from './messages';

/** The time zone an event without a venue and without a choice takes (a name, the same in every language). */
const UTC = 'UTC';
const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** The chosen venue and the event's time zone: the venue's, else the one chosen for an event without a venue. */
export function useEventTimeZone(control: EventFormSectionProps['form']['control']) {
  const venueId = useWatch({ control, name: 'venueId' });
  const venue = usePlaceDetailsQuery(Number(venueId), { skip: !venueId });
  const chosenZone = useWatch({ control, name: 'timeZone' });
  const zone = eventFormTimeZone({ timeZone: (chosenZone as string) || null }, venueId ? venue.data?.timeZone : null);
  return { venueId, zone };
}

export interface DatesAndVenueSectionProps extends EventFormSectionProps {
  venueId: ReturnType<typeof useEventTimeZone>['venueId'];
  /** The chosen venue's name when editing (the autocomplete shows it). */
  venueName?: string | null;
  /** The event's time zone: the venue's, else the chosen one. */
  zone: string;
}

export function DatesAndVenueSection({ form, register, errors, venueId, venueName, zone }: DatesAndVenueSectionProps) {
  const { control, setValue, getValues } = form;
  // Venue: search at 2 characters after 300 ms.
  const [venueQuery, setVenueQuery] = useState('');
  const debounced = useDebouncedValue(venueQuery, 300);
  const places = useSearchPlacesQuery(
    { query: debounced, kind: 'venue' },
    { skip: debounced.trim().length < LOCATION_MIN_CHARS },
  );
  const [venueChoice, setVenueChoice] = useState<AutocompleteOption | null>(
    venueId && venueName ? { id: Number(venueId), label: venueName } : null,
  );

  const start = useWatch({ control, name: 'startDateTime' }) as string;
  const end = useWatch({ control, name: 'endDateTime' }) as string;
  const rangeProblem = validateDateTimeRange(start, end);
  const duration = durationParts(start, end);

  return (
    <fieldset>
      <legend>{T.datesAndVenue}</legend>
      <Autocomplete<AutocompleteOption>
        label={T.venue}
        placeholder={T.searchVenues}
        options={(places.data?.results ?? []).map((p): AutocompleteOption => ({ id: p.id, label: p.name }))}
        value={venueChoice}
        onChange={(choice) => {
          setVenueChoice(choice);
          setValue('venueId', choice ? String(choice.id) : '', { shouldValidate: true });
        }}
        onInputChange={setVenueQuery}
        status={
          debounced.trim().length < LOCATION_MIN_CHARS
            ? 'idle'
            : places.isFetching
              ? 'loading'
              : places.isError
                ? 'error'
                : 'results'
        }
        statusText={
          debounced.trim().length < LOCATION_MIN_CHARS
            ? T.enterTwoChars
            : places.data?.results.length === 0
              ? T.noResults
              : undefined
        }
        error={errors.venueId?.message}
      />
      <ProposeVenue
        onChosen={(venue) => {
          setVenueChoice(venue);
          setValue('venueId', String(venue.id), { shouldValidate: true });
        }}
      />
      {!venueId && (
        <Select
          label={T.timeZone}
          hint={T.timeZoneHint}
          placeholder={UTC}
          options={TIME_ZONES.map((z) => ({ value: z, label: z }))}
          {...register('timeZone')}
          error={errors.timeZone?.message}
        />
      )}
      <p>{T.timesIn({ zone, abbreviation: start ? timeZoneAbbreviation(zone, safeIso(start, zone)) : zone })}</p>
      <TextField
        label={T.starts}
        type="datetime-local"
        required
        {...register('startDateTime', {
          onChange: (e) =>
            setValue('endDateTime', adjustEndAfterStartChange(e.target.value, getValues('endDateTime') as string)),
        })}
        error={errors.startDateTime?.message}
      />
      <TextField
        label={T.ends}
        type="datetime-local"
        required
        {...register('endDateTime')}
        error={errors.endDateTime?.message ?? (rangeProblem && start && end ? rangeProblem : undefined)}
      />
      {!rangeProblem && (
        <p aria-live="polite">
          {T.duration({ days: duration.days, hours: duration.hours, minutes: duration.minutes })}
        </p>
      )}
    </fieldset>
  );
}

function safeIso(local: string, zone: string): string {
  try {
    return zonedLocalToIso(local, zone);
  } catch {
    return new Date().toISOString();
  }
}
