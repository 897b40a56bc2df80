import '../../testing/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Autocomplete, type AutocompleteOption, type AutocompleteStatus } from './Autocomplete';

const places: AutocompleteOption[] = [
  { id: 1, label: 'London', hint: 'United Kingdom' },
  { id: 2, label: 'Lisbon', hint: 'Portugal' },
];

/** Mimics an app: under 2 characters asks for more, otherwise 'searches' the fixed list. */
function LocationSearch({
  onSelect = () => {},
  fail = false,
}: {
  onSelect?: (o: AutocompleteOption | null) => void;
  fail?: boolean;
}) {
  const [value, setValue] = useState<AutocompleteOption | null>(null);
  const [query, setQuery] = useState('');
  const matches = places.filter((p) => p.label.toLowerCase().includes(query.toLowerCase()));
  let status: AutocompleteStatus = 'results';
  let statusText = matches.length ? `${matches.length} results` : 'No options found';
  if (query.length < 2) {
    status = 'idle';
    statusText = 'Enter at least 2 characters to search';
  } else if (fail) {
    status = 'error';
    statusText = 'Could not load locations';
  }
  return (
    <Autocomplete
      label="Location"
      placeholder="City or venue"
      options={status === 'results' ? matches : []}
      value={value}
      onChange={(option) => {
        setValue(option);
        onSelect(option);
      }}
      onInputChange={setQuery}
      status={status}
      statusText={statusText}
    />
  );
}

describe('Autocomplete', () => {
  it('is a labelled combobox that describes itself with the status text', async () => {
    const user = userEvent.setup({ delay: null });
    render(<LocationSearch />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.click(input);
    expect(screen.getByRole('status')).toHaveTextContent('Enter at least 2 characters to search');
    expect(input).toHaveAccessibleDescription('Enter at least 2 characters to search');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('lists options once the query is long enough and selects one', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelect = jest.fn();
    render(<LocationSearch onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'lo');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['LondonUnited Kingdom']);
    expect(screen.getByRole('status')).toHaveTextContent('1 results');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(places[0]);
    expect(input).toHaveValue('London');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    render(<LocationSearch />);
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'zz');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No options found');
  });

  it('shows the error text of a failed search', async () => {
    const user = userEvent.setup({ delay: null });
    render(<LocationSearch fail />);
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'lo');
    expect(screen.getByRole('status')).toHaveTextContent('Could not load locations');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});

describe('Autocomplete field wiring', () => {
  it('marks the input invalid and describes it with the error', () => {
    render(
      <Autocomplete
        label="Venue"
        options={[]}
        value={null}
        onChange={() => {}}
        status="idle"
        error="Venue is required"
        required
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Venue' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Venue is required'));
  });
});
