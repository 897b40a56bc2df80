// A postal address: street, city, zip code and country, as the partner's sign-up, its Company
// Profile and the attendee's profile ask for it. Each form may name the fields its own way and word
// the street and country labels for what the address is (the company's).
import './page-kit.css';
import type { ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { Select, Stack, TextField } from '@pavilion/ui';
import { fieldNames, messageOf, optionsOf, type FieldGroupProps, type FieldNamesProp } from './field-group';
import { FIELDS_TEXT as T } from './messages';

const ADDRESS_FIELDS = ['address', 'city', 'zipCode', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressFieldsProps<TValues extends FieldValues, TOutput = TValues> = FieldGroupProps<TValues, TOutput> &
  FieldNamesProp<AddressField, TValues> & {
    /** The country list (GET /api/options/); undefined while it loads. */
    countries: readonly { id: number; name: string }[] | undefined;
    addressLabel?: string;
    addressHint?: ReactNode;
    countryLabel?: string;
  };

export function AddressFields<TValues extends FieldValues, TOutput = TValues>(
  props: AddressFieldsProps<TValues, TOutput>,
) {
  const { form, countries, addressLabel = T.address, addressHint, countryLabel = T.country } = props;
  const { control, register } = form;
  const errors = form.formState.errors;
  const names = fieldNames<AddressField, TValues>(ADDRESS_FIELDS, props.names);
  return (
    <Stack gap={4}>
      <TextField
        label={addressLabel}
        autoComplete="street-address"
        hint={addressHint}
        error={messageOf(errors, names.address)}
        {...register(names.address)}
      />
      <div className="pv-form-grid">
        <TextField
          label={T.city}
          autoComplete="address-level2"
          error={messageOf(errors, names.city)}
          {...register(names.city)}
        />
        <TextField
          label={T.zipCode}
          autoComplete="postal-code"
          error={messageOf(errors, names.zipCode)}
          {...register(names.zipCode)}
        />
        {/* Controlled, so the chosen country shows once the list arrives after the values. */}
        <Controller
          control={control}
          name={names.country}
          render={({ field }) => (
            <Select
              label={countryLabel}
              placeholder={T.selectCountry}
              options={optionsOf(countries)}
              error={messageOf(errors, names.country)}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value == null ? '' : String(field.value)}
              onChange={(event) => field.onChange(event.target.value)}
            />
          )}
        />
      </div>
    </Stack>
  );
}
