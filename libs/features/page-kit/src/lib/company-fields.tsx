// A company's details, as the partner's sign-up (step 3) and its Company Profile ask for them: who
// the company is (and what a page adds to its registration: the VAT number), its address (handed in:
// each page frames it its own way), how to reach it, its size and its sectors. Each form keeps its own
// schema and field names.
import './page-kit.css';
import type { ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { COMPANY_SIZES, EVENTS_PER_YEAR_VALUES, type TOptionsResponse } from '@pavilion/domain';
import { MultiSelect, Select, TextField } from '@pavilion/ui';
import { fieldNames, messageOf, optionsOf, type FieldGroupProps, type FieldNamesProp } from './field-group';
import { PhoneField } from './phone-field';
import { FIELDS_TEXT as T } from './messages';

const COMPANY_FIELDS = [
  'name',
  'registeredCompanyName',
  'registrationNumber',
  'organizationType',
  'email',
  'companyWebsite',
  'phoneNumber',
  'companySize',
  'eventsPerYear',
  'sectors',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

export type CompanyFieldsProps<TValues extends FieldValues, TOutput = TValues> = FieldGroupProps<TValues, TOutput> &
  FieldNamesProp<CompanyField, TValues> & {
    /** The lists (GET /api/options/); undefined while they load. */
    lists: Pick<TOptionsResponse, 'countries' | 'organizationTypes' | 'sectors'> | undefined;
    /** The address block, between who the company is and how to reach it. */
    address: ReactNode;
    /** After the registration number, a field the page's form has and the group does not (the VAT number). */
    registration?: ReactNode;
    /** Required with a 'Select a type' first choice; otherwise the page picks a default type. */
    organizationTypeRequired?: boolean;
    emailRequired?: boolean;
    emailHint?: ReactNode;
  };

export function CompanyFields<TValues extends FieldValues, TOutput = TValues>(
  props: CompanyFieldsProps<TValues, TOutput>,
) {
  const {
    form,
    lists,
    address,
    registration,
    organizationTypeRequired = false,
    emailRequired = false,
    emailHint,
  } = props;
  const { control, register } = form;
  const errors = form.formState.errors;
  const names = fieldNames<CompanyField, TValues>(COMPANY_FIELDS, props.names);
  return (
    <>
      <div className="pv-form-grid">
        <TextField
          label={T.companyName}
          autoComplete="organization"
          required
          error={messageOf(errors, names.name)}
          {...register(names.name)}
        />
        <TextField
          label={T.registeredCompanyName}
          error={messageOf(errors, names.registeredCompanyName)}
          {...register(names.registeredCompanyName)}
        />
        <TextField
          label={T.registrationNumber}
          error={messageOf(errors, names.registrationNumber)}
          {...register(names.registrationNumber)}
        />
        {registration}
        <Select
          label={T.organisationType}
          required={organizationTypeRequired}
          placeholder={organizationTypeRequired ? T.selectType : undefined}
          options={optionsOf(lists?.organizationTypes)}
          error={messageOf(errors, names.organizationType)}
          {...register(names.organizationType)}
        />
      </div>
      {address}
      <div className="pv-form-grid">
        <TextField
          label={T.companyEmail}
          type="email"
          required={emailRequired}
          hint={emailHint}
          error={messageOf(errors, names.email)}
          {...register(names.email)}
        />
        <TextField
          label={T.companyWebsite}
          type="url"
          autoComplete="url"
          error={messageOf(errors, names.companyWebsite)}
          {...register(names.companyWebsite)}
        />
      </div>
      <Controller
        control={control}
        name={names.phoneNumber}
        render={({ field }) => (
          <PhoneField
            countries={lists?.countries ?? []}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={messageOf(errors, names.phoneNumber)}
          />
        )}
      />
      <div className="pv-form-grid">
        <Select
          label={T.companySize}
          placeholder={T.selectSize}
          options={COMPANY_SIZES.map((size) => ({ value: size, label: T.employees({ size }) }))}
          error={messageOf(errors, names.companySize)}
          {...register(names.companySize)}
        />
        <Select
          label={T.eventsPerYear}
          placeholder={T.selectRange}
          options={EVENTS_PER_YEAR_VALUES.map((range) => ({ value: range, label: range }))}
          error={messageOf(errors, names.eventsPerYear)}
          {...register(names.eventsPerYear)}
        />
      </div>
      <Controller
        control={control}
        name={names.sectors}
        render={({ field }) => (
          <MultiSelect
            label={T.industrySectors}
            options={(lists?.sectors ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={(Array.isArray(field.value) ? field.value : []).map(Number)}
            onChange={(chosen) => field.onChange(chosen)}
            maxHeight="14rem"
          />
        )}
      />
    </>
  );
}
