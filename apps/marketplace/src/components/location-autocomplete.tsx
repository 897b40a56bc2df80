// Location search (cities and venues): from 2 characters, 300 ms after the last keystroke.
import { useState } from 'react';
import { LOCATION_DEBOUNCE_MS, LOCATION_MIN_CHARS } from '@pavilion/domain';
import { errorMessage, useSearchPlacesQuery } from '@pavilion/api-client';
import { Autocomplete, type AutocompleteOption, type AutocompleteStatus } from '@pavilion/ui';
import { useDebouncedValue } from './use-debounced-value';

export interface LocationAutocompleteProps {
  label?: string;
  value: AutocompleteOption | null;
  onChange: (option: AutocompleteOption | null) => void;
  /** The search page words its empty result differently from the home hero. */
  noResultsText?: string;
}

export function LocationAutocomplete({
  label = 'Location',
  value,
  onChange,
  noResultsText = 'No options found',
}: LocationAutocompleteProps) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), LOCATION_DEBOUNCE_MS);
  const tooShort = query.length < LOCATION_MIN_CHARS;
  const { data, isFetching, error } = useSearchPlacesQuery({ query }, { skip: tooShort });
  const options: AutocompleteOption[] = tooShort
    ? []
    : (data?.results ?? []).map((p) => ({ id: p.id, label: p.name, hint: p.kind === 'venue' ? 'Venue' : 'City' }));
  let status: AutocompleteStatus = 'results';
  let statusText: string | undefined;
  if (input.trim().length < LOCATION_MIN_CHARS) {
    status = 'idle';
    statusText = 'Enter at least 2 characters to search';
  } else if (isFetching || input.trim() !== query) {
    status = 'loading';
    statusText = 'Searching...';
  } else if (error) {
    status = 'error';
    statusText = errorMessage(error, 'Failed to fetch options');
  } else if (!options.length) {
    statusText = noResultsText;
  } else {
    statusText = `${options.length} result${options.length === 1 ? '' : 's'}`;
  }
  return (
    <Autocomplete
      label={label}
      placeholder="City or venue"
      options={options}
      value={value}
      onChange={onChange}
      onInputChange={setInput}
      status={status}
      statusText={statusText}
    />
  );
}
