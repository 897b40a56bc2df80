// Price range in major units of the chosen ticket currency (USD by default, GBP, EUR), applied together
// and checked with the domain's filter schema (not negative, minimum not above maximum).
import { FILTER_TICKET_CURRENCIES, ZPriceRangeForm, type TEventFilter } from '@pavilion/domain';
import { Form, useZodForm } from '@pavilion/features-page-kit';
import { Button, Select, TextField } from '@pavilion/ui';
import { SEARCH_TEXT } from './messages';

type PricePatch = Pick<TEventFilter, 'minPrice' | 'maxPrice' | 'ticketCurrency'>;

export interface PriceFilterProps {
  filter: TEventFilter;
  onApply: (patch: PricePatch) => void;
}

export function PriceFilter({ filter, onApply }: PriceFilterProps) {
  const text = (price: number | undefined) => (price === undefined ? '' : String(price));
  const { form, server, submit } = useZodForm(ZPriceRangeForm, {
    defaultValues: {
      minPrice: text(filter.minPrice),
      maxPrice: text(filter.maxPrice),
      ticketCurrency: filter.ticketCurrency,
    },
  });
  const errors = form.formState.errors;

  return (
    <Form className="pv-price-filter" aria-label={SEARCH_TEXT.priceRange} server={server} onSubmit={submit(onApply)}>
      <Select
        label={SEARCH_TEXT.ticketCurrency}
        options={FILTER_TICKET_CURRENCIES.map((code) => ({ value: code, label: code }))}
        {...form.register('ticketCurrency')}
      />
      <div className="pv-price-filter__bounds">
        <TextField
          label={SEARCH_TEXT.minimumPrice}
          inputMode="decimal"
          error={errors.minPrice?.message}
          {...form.register('minPrice')}
        />
        <TextField
          label={SEARCH_TEXT.maximumPrice}
          inputMode="decimal"
          error={errors.maxPrice?.message}
          {...form.register('maxPrice')}
        />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        {SEARCH_TEXT.applyPrice}
      </Button>
    </Form>
  );
}
