// The attendee sign-up form in its two variants: full (phone, date of birth, company, job title,
// sectors) and concise (the checkout's auth step). Validated with the domain's schemas.
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import {
  UI_TEXT,
  ZAttendeeSignUpConcise,
  ZAttendeeSignUpFull,
  type TAttendeeSignUpFull,
  type TAttendeeSignUpFullInput,
  type TAttendeeSignUpRequestInput,
  type TSignUpResponse,
} from '@pavilion/domain';
import { errorMessage, useGetOptionsQuery, useSignUpMutation } from '@pavilion/api-client';
import { Form, FormAlert, PasswordFields, PersonFields, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Checkbox, MultiSelect, Select, Stack, TextField } from '@pavilion/ui';
import { COMPONENTS_TEXT as T } from './messages';
import { TermsCheckbox } from './terms-checkbox';
import { TERMS_TEXT as TERMS } from './terms.messages';

export type SignUpVariant = 'full' | 'concise';

export interface SignUpFormProps {
  variant: SignUpVariant;
  onSuccess: (answer: TSignUpResponse) => void;
  /** Prefix for element ids, so two forms can share a page. */
  idPrefix?: string;
}

/** The full form's fields, and the concise form's age confirmation (the full one asks the date of birth). */
type Values = TAttendeeSignUpFullInput & { confirmAdult?: boolean };
type Parsed = TAttendeeSignUpFull & { confirmAdult?: boolean };

const EMPTY: Values = {
  firstName: '',
  surname: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  company: '',
  jobTitle: '',
  sectors: [],
  country: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  confirmAdult: false,
};

/** What the server receives: the variant's fields; it checks the confirmation again. */
function toBody(variant: SignUpVariant, values: Parsed): TAttendeeSignUpRequestInput {
  if (variant === 'full') {
    const { confirmAdult: _asked, ...full } = values;
    return full;
  }
  const { email, firstName, surname, password, confirmPassword, country, acceptTerms, confirmAdult } = values;
  return {
    email,
    firstName,
    surname,
    password,
    confirmPassword,
    country,
    sectors: [],
    company: null,
    jobTitle: null,
    acceptTerms,
    confirmAdult,
  };
}

export function SignUpForm({ variant, onSuccess, idPrefix = 'signup' }: SignUpFormProps) {
  const full = variant === 'full';
  // Both validate the same field names; the concise one leaves the full-only fields out.
  const schema = (full ? ZAttendeeSignUpFull : ZAttendeeSignUpConcise) as unknown as z.ZodType<Parsed, Values>;
  const options = useGetOptionsQuery();
  const [signUp] = useSignUpMutation();
  const { form, server, submit, submitting } = useZodForm<Values, Parsed>(schema, {
    defaultValues: EMPTY,
    server: { alert: 'always' },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  const send = async (values: Parsed) => onSuccess(await signUp(toBody(variant, values)).unwrap());

  const countries = (options.data?.countries ?? []).map((country) => ({
    value: String(country.id),
    label: country.name,
  }));
  const sectors = (options.data?.sectors ?? []).map((sector) => ({ value: sector.id, label: sector.name }));

  return (
    <Form alert="none" server={server} onSubmit={submit(send)} aria-label={T.signUpForm}>
      <Stack gap={4}>
        <FormAlert title={UI_TEXT.registrationFailed} message={server.message} />
        {options.isError && (
          <Alert tone="error" title={T.listsFailed} onRetry={() => options.refetch()}>
            {errorMessage(options.error)}
          </Alert>
        )}
        <PersonFields form={form} ids={{ firstName: id('first-name'), surname: id('surname'), email: id('email') }} />
        {full && (
          <div className="pv-form-grid">
            <TextField
              id={id('phone')}
              label={T.phoneNumber}
              type="tel"
              autoComplete="tel"
              required
              hint={T.phoneHint}
              error={errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
            <TextField
              id={id('dob')}
              label={T.dateOfBirth}
              type="date"
              autoComplete="bday"
              required
              error={errors.dateOfBirth?.message}
              {...register('dateOfBirth')}
            />
          </div>
        )}
        {full && (
          <div className="pv-form-grid">
            <TextField
              id={id('company')}
              label={T.company}
              autoComplete="organization"
              error={errors.company?.message}
              {...register('company')}
            />
            <TextField
              id={id('job-title')}
              label={T.jobTitle}
              autoComplete="organization-title"
              error={errors.jobTitle?.message}
              {...register('jobTitle')}
            />
          </div>
        )}
        {full && (
          <Controller
            control={control}
            name="sectors"
            render={({ field }) => (
              <MultiSelect<number>
                label={T.sectors}
                options={sectors}
                value={(field.value ?? []).map(Number)}
                onChange={field.onChange}
                filterPlaceholder={T.filterSectors}
                maxHeight="14rem"
              />
            )}
          />
        )}
        <Select
          id={id('country')}
          label={T.country}
          required
          placeholder={options.isLoading ? T.loadingCountries : T.selectCountry}
          options={countries}
          autoComplete="country"
          error={errors.country?.message}
          {...register('country')}
        />
        <PasswordFields form={form} ids={{ password: id('password'), confirmPassword: id('confirm-password') }} />
        {!full && (
          <Checkbox
            id={id('adult')}
            label={TERMS.confirmAdult}
            required
            error={errors.confirmAdult?.message}
            {...register('confirmAdult')}
          />
        )}
        <TermsCheckbox id={id('terms')} error={errors.acceptTerms?.message} {...register('acceptTerms')} />
        <Button type="submit" loading={submitting} loadingLabel={T.creatingAccount} fullWidth>
          {T.signUp}
        </Button>
      </Stack>
    </Form>
  );
}
