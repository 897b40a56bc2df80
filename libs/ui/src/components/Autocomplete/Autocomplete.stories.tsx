import preview from '../../../.storybook/preview';
import { useEffect, useState } from 'react';
import { Stack } from '../Layout/Layout';
import { Autocomplete, type AutocompleteOption, type AutocompleteStatus } from './Autocomplete';

const places: AutocompleteOption[] = [
  { id: 'lon', label: 'London', hint: 'United Kingdom' },
  { id: 'lis', label: 'Lisbon', hint: 'Portugal' },
  { id: 'lyo', label: 'Lyon', hint: 'France' },
  { id: 'ber', label: 'Berlin', hint: 'Germany' },
  { id: 'bar', label: 'Barcelona', hint: 'Spain' },
];

const meta = preview.meta({
  title: 'Forms/Autocomplete',
  component: Autocomplete,
  args: {
    label: 'Location',
    placeholder: 'City or venue',
    options: [],
    value: null,
    onChange: () => {},
    status: 'idle',
    statusText: 'Enter at least 2 characters to search',
  },
});

/** How an app wires it: 2-character minimum, 300 ms debounce, a (fake) request. */
function LocationSearch({ fail = false }: { fail?: boolean }) {
  const [value, setValue] = useState<AutocompleteOption | null>(null);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<{ status: AutocompleteStatus; options: AutocompleteOption[] }>({
    status: 'idle',
    options: [],
  });

  useEffect(() => {
    if (query.trim().length < 2) return undefined;
    const debounce = setTimeout(() => {
      setState({ status: 'loading', options: [] });
      setTimeout(() => {
        if (fail) setState({ status: 'error', options: [] });
        else {
          const q = query.toLowerCase();
          setState({ status: 'results', options: places.filter((p) => p.label.toLowerCase().includes(q)) });
        }
      }, 600);
    }, 300);
    return () => clearTimeout(debounce);
  }, [query, fail]);

  const tooShort = query.trim().length < 2;
  const status = tooShort ? 'idle' : state.status;
  const statusText = {
    idle: 'Enter at least 2 characters to search',
    loading: 'Searching...',
    error: 'Could not load locations. Please try again.',
    results: state.options.length ? `${state.options.length} locations found` : 'No options found',
  }[status];

  return (
    <Autocomplete
      label="Location"
      placeholder="City or venue"
      options={tooShort ? [] : state.options}
      value={value}
      onChange={setValue}
      onInputChange={setQuery}
      status={status}
      statusText={statusText}
    />
  );
}

export const Default = meta.story(() => <LocationSearch />);

export const Catalog = meta.story(() => (
  <Stack gap={6} style={{ maxWidth: '24rem' }}>
    <LocationSearch />
    <Autocomplete
      label="Loading"
      options={[]}
      value={null}
      onChange={() => {}}
      status="loading"
      statusText="Searching..."
    />
    <LocationSearch fail />
    <Autocomplete
      label="Venue"
      options={places}
      value={places[0]}
      onChange={() => {}}
      status="results"
      hint="Pick the venue from the list"
      error="Venue is required"
      required
    />
    <Autocomplete label="Disabled" options={[]} value={null} onChange={() => {}} status="idle" disabled />
  </Stack>
));
