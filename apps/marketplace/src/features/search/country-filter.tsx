// Attendee or exhibitor countries: a country autocomplete (the list filtered locally by name, as the
// language reads it: 'osterr' finds Österreich, or by code)
// that adds to the chosen countries, shown as removable chips.
import { useMemo, useState } from 'react';
import { nameIncludes, UI_TEXT, type TCountryOption } from '@pavilion/domain';
import { Autocomplete, CloseIcon, type AutocompleteOption } from '@pavilion/ui';
import { SEARCH_TEXT } from './messages';

/** Enough to scroll through; typing narrows the rest. */
const MAX_SHOWN = 50;

export function countriesMatching(
  countries: readonly TCountryOption[],
  typed: string,
  exclude: ReadonlySet<number>,
): TCountryOption[] {
  const needle = typed.trim();
  return countries.filter(
    (country) =>
      !exclude.has(country.id) &&
      (needle === '' || nameIncludes(country.name, needle) || country.code.toLowerCase() === needle.toLowerCase()),
  );
}

export interface CountryFilterProps {
  label: string;
  /** The name of the chosen countries' list ('Chosen attendee countries'). */
  chosenLabel: string;
  countries: readonly TCountryOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}

export function CountryFilter({ label, chosenLabel, countries, value, onChange }: CountryFilterProps) {
  const [typed, setTyped] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  const matches = useMemo(() => countriesMatching(countries, typed, chosen), [countries, typed, chosen]);
  const options: AutocompleteOption[] = matches
    .slice(0, MAX_SHOWN)
    // Names only: emoji flags show as two letters or empty boxes where the system has no emoji font.
    .map((country) => ({ id: country.id, label: country.name }));
  const byId = useMemo(() => new Map(countries.map((country) => [country.id, country])), [countries]);

  return (
    <div className="pv-country-filter">
      <Autocomplete
        label={label}
        placeholder={SEARCH_TEXT.typeCountry}
        options={options}
        value={null}
        onChange={(option) => {
          if (option) onChange([...value, Number(option.id)]);
        }}
        onInputChange={setTyped}
        status="results"
        statusText={
          matches.length === 0
            ? UI_TEXT.noCountriesFound
            : matches.length > MAX_SHOWN
              ? SEARCH_TEXT.showingCountries({ shown: MAX_SHOWN, total: matches.length })
              : undefined
        }
      />
      {value.length > 0 && (
        <ul className="pv-chips" aria-label={chosenLabel}>
          {value.map((id) => {
            const name = byId.get(id)?.name ?? SEARCH_TEXT.countryNumber({ id });
            return (
              <li key={id} className="pv-chip">
                <span>{name}</span>
                <button
                  type="button"
                  className="pv-chip__remove"
                  aria-label={SEARCH_TEXT.remove({ name })}
                  onClick={() => onChange(value.filter((other) => other !== id))}
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
