// Price range in major units of the chosen ticket currency (USD by default, GBP, EUR), applied together
// and checked with the domain's filter schema (not negative, minimum not above maximum).
import { useState, type FormEvent } from 'react';
import {
  FILTER_TICKET_CURRENCIES,
  ZEventFilter,
  type TEventFilter,
  type TFilterTicketCurrency,
} from '@pavilion/domain';
import { Button, Select, TextField } from '@pavilion/ui';

type PricePatch = Pick<TEventFilter, 'minPrice' | 'maxPrice' | 'ticketCurrency'>;

export type PriceFormResult =
  { ok: true; patch: PricePatch } | { ok: false; errors: Partial<Record<'minPrice' | 'maxPrice', string>> };

/** The typed text as a filter change, or the schema's message per field. Blank means no bound. */
export function readPriceForm(
  filter: TEventFilter,
  minText: string,
  maxText: string,
  currency: TFilterTicketCurrency,
): PriceFormResult {
  const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(/,/g, '')));
  const patch: PricePatch = { minPrice: toNumber(minText), maxPrice: toNumber(maxText), ticketCurrency: currency };
  const result = ZEventFilter.safeParse({ ...filter, ...patch });
  if (result.success) return { ok: true, patch };
  const errors: Partial<Record<'minPrice' | 'maxPrice', string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'minPrice' || field === 'maxPrice') && !errors[field]) errors[field] = issue.message;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, patch };
}

export interface PriceFilterProps {
  filter: TEventFilter;
  onApply: (patch: PricePatch) => void;
}

export function PriceFilter({ filter, onApply }: PriceFilterProps) {
  const [minText, setMinText] = useState(filter.minPrice === undefined ? '' : String(filter.minPrice));
  const [maxText, setMaxText] = useState(filter.maxPrice === undefined ? '' : String(filter.maxPrice));
  const [currency, setCurrency] = useState<TFilterTicketCurrency>(filter.ticketCurrency);
  const [errors, setErrors] = useState<Partial<Record<'minPrice' | 'maxPrice', string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readPriceForm(filter, minText, maxText, currency);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply(result.patch);
  };

  return (
    <form className="pv-price-filter" onSubmit={submit} noValidate aria-label="Price range">
      <Select
        label="Ticket currency"
        value={currency}
        onChange={(event) => setCurrency(event.target.value as TFilterTicketCurrency)}
        options={FILTER_TICKET_CURRENCIES.map((code) => ({ value: code, label: code }))}
      />
      <div className="pv-price-filter__bounds">
        <TextField
          label="Minimum price"
          inputMode="decimal"
          value={minText}
          onChange={(event) => {
            setMinText(event.target.value);
            setErrors((current) => ({ ...current, minPrice: undefined }));
          }}
          error={errors.minPrice}
        />
        <TextField
          label="Maximum price"
          inputMode="decimal"
          value={maxText}
          onChange={(event) => {
            setMaxText(event.target.value);
            setErrors((current) => ({ ...current, maxPrice: undefined }));
          }}
          error={errors.maxPrice}
        />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        Apply price
      </Button>
    </form>
  );
}
