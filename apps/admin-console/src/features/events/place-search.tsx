// The location search of the location change: cities and venues, from 2 characters, 300 ms after the
// last keystroke (the spec's debounce), through POST /api/autocomplete/places-query.
import { useState, type Ref } from 'react';
import { LOCATION_DEBOUNCE_MS, LOCATION_MIN_CHARS, UI_TEXT } from '@pavilion/domain';
import { errorMessage, useSearchPlacesQuery } from '@pavilion/api-client';
import { Autocomplete, type AutocompleteOption, type AutocompleteStatus, useDebouncedValue } from '@pavilion/ui';
import { EVENTS_TEXT as T } from './messages';

/**
 * The state of a places autocomplete: what is typed, the matches (of `kind` when given, without
 * `excludeId`), and the status line the field shows (too short, searching, failed, none, how many);
 * spread onto the Autocomplete.
 */
export function usePlaceOptions({
  kind,
  excludeId,
  failed,
}: {
  kind?: 'venue';
  excludeId?: number;
  /** The status line when the search fails and the server gave no words. */
  failed: string;
}) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), LOCATION_DEBOUNCE_MS);
  const tooShort = query.length < LOCATION_MIN_CHARS;
  const places = useSearchPlacesQuery(kind ? { query, kind } : { query }, { skip: tooShort });
  const options: AutocompleteOption[] = tooShort
    ? []
    : (places.data?.results ?? [])
        .filter((p) => p.id !== excludeId)
        .map((p) => ({ id: p.id, label: p.name, hint: kind ? undefined : p.kind === 'venue' ? T.venue : T.city }));
  let status: AutocompleteStatus = 'results';
  let statusText: string;
  if (input.trim().length < LOCATION_MIN_CHARS) {
    status = 'idle';
    statusText = T.enterAtLeast({ min: LOCATION_MIN_CHARS });
  } else if (places.isFetching || input.trim() !== query) {
    status = 'loading';
    statusText = T.searching;
  } else if (places.error) {
    status = 'error';
    statusText = errorMessage(places.error, failed);
  } else if (!options.length) {
    statusText = UI_TEXT.noResultsFound;
  } else {
    statusText = T.results({ count: options.length });
  }
  return { options, onInputChange: setInput, status, statusText };
}

export interface PlaceSearchProps {
  value: AutocompleteOption | null;
  onChange: (option: AutocompleteOption | null) => void;
  error?: string;
  /** The search input, for the form to focus. */
  inputRef?: Ref<HTMLInputElement>;
}

export function PlaceSearch({ value, onChange, error, inputRef }: PlaceSearchProps) {
  const search = usePlaceOptions({ failed: T.placesFailed });
  return (
    <Autocomplete
      label={T.newLocation}
      placeholder={T.searchVenueOrCity}
      {...search}
      value={value}
      onChange={onChange}
      error={error}
      inputRef={inputRef}
      required
    />
  );
}
