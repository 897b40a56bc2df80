// The home hero: location autocomplete, sector dropdown (filtered locally) and Search.
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useGetOptionsQuery } from '@pavilion/api-client';
import { Autocomplete, Button, Container, type AutocompleteOption } from '@pavilion/ui';
import { LocationAutocomplete } from '../search/location-autocomplete';

export function SearchHero() {
  const navigate = useNavigate();
  const { data: options, isError } = useGetOptionsQuery();
  const [location, setLocation] = useState<AutocompleteOption | null>(null);
  const [sector, setSector] = useState<AutocompleteOption | null>(null);
  const [sectorInput, setSectorInput] = useState('');
  const sectorOptions = useMemo(() => {
    const needle = sectorInput.trim().toLowerCase();
    return (options?.sectors ?? []).filter((s) => s.name.toLowerCase().includes(needle)).map((s): AutocompleteOption => ({ id: s.id, label: s.name }));
  }, [options, sectorInput]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const params = new URLSearchParams({ locationId: location ? String(location.id) : '', sectors: sector ? String(sector.id) : '' });
    navigate(`/events?${params.toString()}`);
  };

  return (
    <section className="pv-hero" aria-labelledby="hero-title">
      <Container>
        <h1 id="hero-title">Find the conferences and trade shows that move your business</h1>
        <p>Search events from every organiser in one place, and save 10% on tickets booked through Pavilion.</p>
        <form className="pv-hero__form" onSubmit={submit} role="search" aria-label="Search events">
          <LocationAutocomplete value={location} onChange={setLocation} />
          <Autocomplete
            label="Sector"
            placeholder="Any sector"
            options={sectorOptions}
            value={sector}
            onChange={setSector}
            onInputChange={setSectorInput}
            status={isError ? 'error' : 'results'}
            statusText={isError ? 'Failed to fetch options' : sectorOptions.length ? undefined : 'No options found'}
          />
          <Button type="submit" size="lg">
            Search
          </Button>
        </form>
      </Container>
    </section>
  );
}
