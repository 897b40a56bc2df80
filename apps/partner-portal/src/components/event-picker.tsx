// The portal's event picker, wherever a page is about one of the partner's events (insights, registrations,
// communications): type part of a name and the server searches the partner's events (GET
// /api/partner/events/?q=, newest first, a page of EVENT_PICKER_PAGE), 300 ms after the last keystroke; each
// option says its day, as editions of a series share their name. A combobox: labelled, worked by keyboard,
// its status line read by screen readers. Emptying it chooses no event. The chosen event's name comes from
// the options, or from the event itself when it is not among them (a link naming an older event).
import { useState, type ReactNode, type Ref } from 'react';
import { errorMessage, usePartnerEventQuery, usePartnerEventsQuery } from '@pavilion/api-client';
import { LOCATION_DEBOUNCE_MS, type TPartnerEventsQueryInput } from '@pavilion/domain';
import { formatEventDate } from '@pavilion/features-event';
import { Autocomplete, type AutocompleteOption, searchStatus, useDebouncedValue } from '@pavilion/ui';
import { COMPONENTS_TEXT as T } from './messages';

/** How many events the picker lists: more narrow by typing. */
export const EVENT_PICKER_PAGE = 10;

export interface EventPickerProps {
  label: string;
  /** What the empty picker stands for: 'All events' in a filter, 'Choose an event' in a form. */
  placeholder: string;
  /** The chosen event's id; undefined: none. */
  value: number | undefined;
  onChange: (eventId: number | undefined) => void;
  /** Only the events of this status (the approved ones, for a message to attendees). */
  status?: TPartnerEventsQueryInput['status'];
  required?: boolean;
  error?: ReactNode;
  /** The input, for a form that focuses a field it refuses. */
  inputRef?: Ref<HTMLInputElement>;
}

export function EventPicker({
  label,
  placeholder,
  value,
  onChange,
  status,
  required,
  error,
  inputRef,
}: EventPickerProps) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), LOCATION_DEBOUNCE_MS);
  const events = usePartnerEventsQuery({
    q: q || undefined,
    status,
    sort: 'date',
    direction: 'desc',
    pageSize: EVENT_PICKER_PAGE,
  });
  const page = events.data;
  const options: AutocompleteOption[] = (page?.items ?? []).map((e) => ({
    id: e.id,
    label: e.name,
    hint: formatEventDate(e.startDateTime, e.timeZone),
  }));
  const listed = value === undefined ? undefined : options.find((o) => o.id === value);
  const chosen = usePartnerEventQuery(value ?? 0, { skip: value === undefined || listed !== undefined });
  const selected: AutocompleteOption | null =
    value === undefined ? null : (listed ?? { id: value, label: chosen.data?.name ?? '' });

  const { status: state, statusText } = searchStatus(
    {
      searching: events.isFetching || input.trim() !== q,
      error: events.error ? errorMessage(events.error, T.eventsFailed) : undefined,
      count: options.length,
      total: page?.total,
    },
    {
      searching: T.searchingEvents,
      none: q ? T.noEventMatches : T.noEvents,
      matches: (count) => T.eventMatches({ count }),
      matchesOf: (count, total) => T.eventMatchesOf({ count, total }),
    },
  );

  return (
    <Autocomplete
      label={label}
      placeholder={placeholder}
      options={options}
      value={selected}
      onChange={(option) => onChange(option ? Number(option.id) : undefined)}
      onInputChange={setInput}
      status={state}
      statusText={statusText}
      required={required}
      error={error}
      inputRef={inputRef}
    />
  );
}
