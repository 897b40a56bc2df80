// The platform fee page's partner picker: type part of a name and the server searches the approved
// partners (GET /api/admin/partners/?status=APPROVED&q=, by name, a page of PARTNER_SEARCH_PAGE), 300 ms
// after the last keystroke. A combobox: labelled, worked by keyboard, its status line read by screen
// readers (searching, failed, none, how many of how many).
import { useState } from 'react';
import { errorMessage, useGetAdminPartnersQuery } from '@pavilion/api-client';
import { LOCATION_DEBOUNCE_MS } from '@pavilion/domain';
import { Autocomplete, type AutocompleteOption, searchStatus, useDebouncedValue } from '@pavilion/ui';
import { SETTINGS_TEXT as T } from './messages';

/** How many matches the picker lists: more narrow by typing. */
export const PARTNER_SEARCH_PAGE = 10;

export interface PartnerSearchProps {
  value: AutocompleteOption | null;
  onChange: (partner: AutocompleteOption | null) => void;
}

export function PartnerSearch({ value, onChange }: PartnerSearchProps) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), LOCATION_DEBOUNCE_MS);
  const partners = useGetAdminPartnersQuery({
    status: 'APPROVED',
    q: q || undefined,
    sort: 'name',
    direction: 'asc',
    pageSize: PARTNER_SEARCH_PAGE,
  });
  const page = partners.data;
  const options: AutocompleteOption[] = (page?.items ?? []).map((p) => ({ id: p.id, label: p.name }));

  const { status, statusText } = searchStatus(
    {
      searching: partners.isFetching || input.trim() !== q,
      error: partners.error ? errorMessage(partners.error, T.partnersFailed) : undefined,
      count: options.length,
      total: page?.total,
    },
    {
      searching: T.searchingPartners,
      none: T.noPartnerMatches,
      matches: (count) => T.partnerMatches({ count }),
      matchesOf: (count, total) => T.partnerMatchesOf({ count, total }),
    },
  );

  return (
    <Autocomplete
      label={T.partner}
      placeholder={T.searchPartner}
      hint={T.searchPartnerHint}
      options={options}
      value={value}
      onChange={onChange}
      onInputChange={setInput}
      status={status}
      statusText={statusText}
    />
  );
}
