// The search's location filter: the same place autocomplete as home ('No results found' when nothing
// matches); a location chosen elsewhere (home's link, a shared URL) is named through /options/location/{id}.
import { UI_TEXT } from '@pavilion/domain';
import { useGetLocationQuery } from '@pavilion/api-client';
import { Button } from '@pavilion/ui';
import { LocationAutocomplete } from '../../components/location-autocomplete';
import { SEARCH_TEXT } from './messages';

export interface LocationFilterProps {
  locationId: number | undefined;
  onChange: (locationId: number | undefined) => void;
}

export function LocationFilter({ locationId, onChange }: LocationFilterProps) {
  const { data: location, isError } = useGetLocationQuery(locationId ?? 0, { skip: locationId === undefined });
  const value =
    locationId === undefined
      ? null
      : {
          id: locationId,
          label:
            location?.name ?? (isError ? SEARCH_TEXT.locationNumber({ id: locationId }) : SEARCH_TEXT.loadingLocation),
        };
  return (
    <div className="pv-location-filter">
      <LocationAutocomplete
        label={SEARCH_TEXT.cityOrVenue}
        value={value}
        onChange={(option) => onChange(option ? Number(option.id) : undefined)}
        noResultsText={UI_TEXT.noResultsFound}
      />
      {locationId !== undefined && (
        <Button variant="link" size="sm" onClick={() => onChange(undefined)}>
          {SEARCH_TEXT.clearLocation}
        </Button>
      )}
    </div>
  );
}
