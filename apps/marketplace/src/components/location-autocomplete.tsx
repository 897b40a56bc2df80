// Location search (cities and venues): from 2 characters, 300 ms after the last keystroke.
import { useState } from 'react';
import { LOCATION_DEBOUNCE_MS, LOCATION_MIN_CHARS } from '@pavilion/domain';
import { errorMessage, useSearchPlacesQuery } from '@pavilion/api-client';
import { Autocomplete, type AutocompleteOption, type AutocompleteStatus, useDebouncedValue } from '@pavilion/ui';
import { COMPONENTS_TEXT } from './messages';

export interface LocationAutocompleteProps {
  label?: string;
  value: AutocompleteOption | null;
  onChange: (option: AutocompleteOption | null) => void;
  /** The search page words its empty result differently from the home hero. */
  noResultsText?: string;
}

export function LocationAutocomplete({
  label = COMPONENTS_TEXT.location,
  value,
  onChange,
  noResultsText = COMPONENTS_TEXT.noOptionsFound,
}: LocationAutocompleteProps) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), LOCATION_DEBOUNCE_MS);
  const tooShort = query.length < LOCATION_MIN_CHARS;
  const { data, isFetching, error } = useSearchPlacesQuery({ query }, { skip: tooShort });
  const options: AutocompleteOption[] = tooShort
    ? []
    : (data?.results ?? []).map((p) => ({
        id: p.id,
        label: p.name,
        hint: p.kind === 'venue' ? COMPONENTS_TEXT.venue : COMPONENTS_TEXT.city,
      }));
  let status: AutocompleteStatus = 'results';
  let statusText: string | undefined;
  if (input.trim().length < LOCATION_MIN_CHARS) {
    status = 'idle';
    statusText = COMPONENTS_TEXT.enterTwoCharacters;
  } else if (isFetching || input.trim() !== query) {
    status = 'loading';
    statusText = COMPONENTS_TEXT.searching;
  } else if (error) {
    status = 'error';
    statusText = errorMessage(error, COMPONENTS_TEXT.optionsFailed);
  } else if (!options.length) {
    statusText = noResultsText;
  } else {
    statusText = COMPONENTS_TEXT.resultCount({ count: options.length });
  }
  return (
    <Autocomplete
      label={label}
      placeholder={COMPONENTS_TEXT.cityOrVenue}
      options={options}
      value={value}
      onChange={onChange}
      onInputChange={setInput}
      status={status}
      statusText={statusText}
    />
  );
}
