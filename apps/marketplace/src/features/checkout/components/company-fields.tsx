// "I am buying for a company" on the attendee details step: ticked, the company's name (from the
// buyer's profile), billing address, country, VAT number and an optional purchase order or reference,
// all printed on the invoice. The domain's schema checks them here and again on the server.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useGetOptionsQuery } from '@pavilion/api-client';
import { COMPANY_REFERENCE_MAX, type TAttendeeDetailsForm, type TAttendeeDetailsFormInput } from '@pavilion/domain';
import { Checkbox, Select, Stack, TextArea, TextField } from '@pavilion/ui';
import { CHECKOUT_COMPANY_TEXT as T } from '../messages';

type FieldErrors = Partial<
  Record<'name' | 'address' | 'countryCode' | 'vatNumber' | 'reference', { message?: string }>
>;

export function CompanyFields({
  form,
}: {
  form: UseFormReturn<TAttendeeDetailsFormInput, unknown, TAttendeeDetailsForm>;
}) {
  const { register, control, formState } = form;
  const on = useWatch({ control, name: 'forCompany' }) === true;
  const options = useGetOptionsQuery(undefined, { skip: !on });
  const errors = (formState.errors.company ?? {}) as FieldErrors;
  const countries = (options.data?.countries ?? []).map((country) => ({ value: country.code, label: country.name }));
  return (
    <fieldset className="pv-fieldset pv-company">
      <legend className="pv-visually-hidden">{T.legend}</legend>
      <Checkbox label={T.forCompany} hint={T.forCompanyHint} {...register('forCompany')} />
      {on && (
        <Stack gap={4}>
          <TextField
            label={T.name}
            required
            autoComplete="organization"
            error={errors.name?.message}
            {...register('company.name')}
          />
          <TextArea
            label={T.address}
            hint={T.addressHint}
            required
            rows={3}
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('company.address')}
          />
          <div className="pv-form-row">
            <Select
              label={T.country}
              required
              placeholder={options.isLoading ? T.loadingCountries : T.selectCountry}
              options={countries}
              autoComplete="country"
              error={errors.countryCode?.message}
              {...register('company.countryCode')}
            />
            <TextField
              label={T.vatNumber}
              hint={T.vatNumberHint}
              autoComplete="off"
              error={errors.vatNumber?.message}
              {...register('company.vatNumber')}
            />
          </div>
          <TextField
            label={T.reference}
            hint={T.referenceHint({ max: COMPANY_REFERENCE_MAX })}
            maxLength={COMPANY_REFERENCE_MAX}
            error={errors.reference?.message}
            {...register('company.reference')}
          />
        </Stack>
      )}
    </fieldset>
  );
}
