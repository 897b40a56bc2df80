// The hero's search form: a location autocomplete, a sector dropdown filtered locally by name
// (case-insensitive) and Search, which opens /events?locationId=<id>&sectors=<id> (empty when unset).
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { UI_TEXT } from '@pavilion/domain';
import { errorMessage, useGetOptionsQuery } from '@pavilion/api-client';
import { Autocomplete, Button, type AutocompleteOption, type AutocompleteStatus } from '@pavilion/ui';
import { LocationAutocomplete } from '../../components/location-autocomplete';
import { HOME_TEXT } from './messages';
import { homeSearchHref, sectorsMatching } from './home-search';

export default function HeroSearchForm() {
  const navigate = useNavigate();
  const { data: options, isLoading, error } = useGetOptionsQuery();
  const [location, setLocation] = useState<AutocompleteOption | null>(null);
  const [sector, setSector] = useState<AutocompleteOption | null>(null);
  const [sectorInput, setSectorInput] = useState('');
  const sectorOptions = useMemo(
    () =>
      sectorsMatching(options?.sectors ?? [], sectorInput).map((s): AutocompleteOption => ({
        id: s.id,
        label: s.name,
      })),
    [options, sectorInput],
  );

  let sectorStatus: AutocompleteStatus = 'results';
  let sectorStatusText: string | undefined;
  if (isLoading) {
    sectorStatus = 'loading';
    sectorStatusText = HOME_TEXT.loadingSectors;
  } else if (error) {
    sectorStatus = 'error';
    sectorStatusText = errorMessage(error, UI_TEXT.failedToFetchOptions);
  } else if (sectorOptions.length === 0) {
    sectorStatusText = UI_TEXT.noOptionsFound;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(homeSearchHref(location ? Number(location.id) : null, sector ? Number(sector.id) : null));
  };

  return (
    <form className="pv-hero__form" onSubmit={submit} role="search" aria-label={HOME_TEXT.searchEvents}>
      <LocationAutocomplete value={location} onChange={setLocation} />
      <Autocomplete
        label={HOME_TEXT.sector}
        placeholder={HOME_TEXT.anySector}
        options={sectorOptions}
        value={sector}
        onChange={setSector}
        onInputChange={setSectorInput}
        status={sectorStatus}
        statusText={sectorStatusText}
      />
      <Button type="submit" size="lg">
        {HOME_TEXT.search}
      </Button>
    </form>
  );
}
