// /partner/signup: the four-step application (Contact Details, Create Password, Company Details,
// Review and Submit). Each step's Next stays disabled until its fields pass the domain's schema;
// messages show after a field is left. POST /api/partner-sign-up checks the same schema again.
import { useEffect, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  isPartnerSignUpStepValid,
  nextPartnerSignUpStep,
  PARTNER_SIGN_UP_STEP_FIELDS,
  PARTNER_SIGN_UP_STEPS,
  previousPartnerSignUpStep,
  UI_TEXT,
  ZPartnerSignUpForm,
  type TPartnerSignUpForm,
  type TPartnerSignUpFormInput,
  type TPartnerSignUpStep,
} from '@pavilion/domain';
import { errorMessage, fieldErrors, useGetOptionsQuery, usePartnerSignUpMutation } from '@pavilion/api-client';
import { ProductLink, paths, richMessage } from '@pavilion/features-shell';
import { Alert, Button, Select, Stack, useToast } from '@pavilion/ui';
import {
  AddressFields,
  CompanyFields,
  Form,
  optionsOf,
  PageFrame,
  PasswordFields,
  PersonFields,
  useDocumentTitle,
  useZodForm,
} from '@pavilion/features-page-kit';
import { SignUpSummary } from './signup-summary';
import { partnerPaths } from '../../config/paths';
import '../../components/partner.css';
import { ONBOARDING_TEXT as T } from './messages';

const EMPTY: TPartnerSignUpFormInput = {
  firstName: '',
  surname: '',
  email: '',
  country: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  registeredCompanyName: '',
  registrationNumber: '',
  companyAddress: '',
  companyCity: '',
  companyZipCode: '',
  companyCountry: '',
  companyEmail: '',
  companyPhoneNumber: '',
  companyWebsite: '',
  organizationType: '',
  companySize: '',
  eventsPerYear: '',
  sectors: [],
};

/** Which step shows a field: a refused submit goes back to the first step with a message. */
function stepOf(field: string): TPartnerSignUpStep {
  for (const step of [1, 2, 3] as const) {
    if ((PARTNER_SIGN_UP_STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  }
  return 4;
}

export function PartnerSignUpPage() {
  useDocumentTitle(T.applyTitle);
  const navigate = useNavigate();
  const toast = useToast();
  const options = useGetOptionsQuery();
  const [signUp] = usePartnerSignUpMutation();
  const [step, setStep] = useState<TPartnerSignUpStep>(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, server, submit, submitting } = useZodForm<TPartnerSignUpFormInput, TPartnerSignUpForm>(
    ZPartnerSignUpForm,
    { defaultValues: EMPTY, mode: 'onTouched' },
  );
  const { register, watch, trigger, setError, setFocus, formState } = form;
  const { errors } = formState;
  const values = watch();
  // The spec's default organisation type is the list's first.
  const firstType = options.data?.organizationTypes[0]?.id;
  useEffect(() => {
    if (firstType && !form.getValues('organizationType')) form.setValue('organizationType', String(firstType));
  }, [firstType, form]);
  const stepValid = isPartnerSignUpStepValid(step, values);
  const [pendingFocus, setPendingFocus] = useState<Path<TPartnerSignUpFormInput> | null>(null);

  // A new step: its heading takes focus, so a screen reader hears where the person is.
  const [shownStep, setShownStep] = useState(step);
  useEffect(() => {
    if (shownStep === step) return;
    setShownStep(step);
    if (pendingFocus) {
      setFocus(pendingFocus);
      setPendingFocus(null);
    } else heading.current?.focus();
  }, [step, shownStep, pendingFocus, setFocus]);

  const next = async () => {
    if (!(await trigger(PARTNER_SIGN_UP_STEP_FIELDS[step] as Path<TPartnerSignUpFormInput>[]))) return;
    setStep(nextPartnerSignUpStep(step));
  };

  // A refusal is placed here rather than by the form: its fields may sit on an earlier step (which has
  // to be shown before one can take focus), and the words go to a toast, not the form's alert.
  const send = async (form: TPartnerSignUpForm) => {
    try {
      await signUp(form).unwrap();
      navigate(partnerPaths.signupConfirmation, { state: { email: form.email } });
    } catch (err) {
      const fields = fieldErrors(err);
      const names = Object.keys(fields);
      for (const name of names)
        setError(name as Path<TPartnerSignUpFormInput>, { type: 'server', message: fields[name] });
      toast.showToast({ tone: 'error', title: UI_TEXT.partnerSignUpFailed, message: errorMessage(err) });
      if (names.length) {
        // Back to the step that shows the first refused field (a taken email: step 1).
        setPendingFocus(names[0] as Path<TPartnerSignUpFormInput>);
        setStep(stepOf(names[0]));
      }
    }
  };

  const countries = options.data?.countries;
  const current = PARTNER_SIGN_UP_STEPS[step - 1];

  return (
    <PageFrame size="narrow">
      <h1 className="pv-page-title">{T.applyTitle}</h1>
      <p className="pv-muted">
        {richMessage('partner.onboarding.applyLead', {
          login: (chunks) => <ProductLink to={paths.login}>{chunks}</ProductLink>,
          forgot: (chunks) => <Link to={partnerPaths.forgotPassword}>{chunks}</Link>,
        })}
      </p>
      <ol className="pv-steps" aria-label={T.applicationSteps}>
        {PARTNER_SIGN_UP_STEPS.map((s) => (
          <li
            key={s.step}
            className={`pv-steps__item${s.step === step ? ' pv-steps__item--current' : ''}${s.step < step ? ' pv-steps__item--done' : ''}`}
            aria-current={s.step === step ? 'step' : undefined}
          >
            <span className="pv-steps__number" aria-hidden="true">
              {s.step}
            </span>
            {s.title}
            {s.step < step && <span className="pv-visually-hidden">{T.stepDone}</span>}
          </li>
        ))}
      </ol>
      {options.isError && (
        <Alert tone="error" title={T.listsFailed} onRetry={() => options.refetch()}>
          {errorMessage(options.error)}
        </Alert>
      )}
      <Form
        alert="none"
        server={server}
        onSubmit={submit(send)}
        aria-labelledby="pv-signup-step-title"
        className="pv-partner-card"
      >
        <Stack gap={4}>
          <h2 id="pv-signup-step-title" ref={heading} tabIndex={-1} className="pv-section-title">
            {T.stepTitle({ step, title: current.title })}
          </h2>

          {step === 1 && (
            <>
              <PersonFields form={form} emailHint={T.emailHint} />
              <Select
                label={T.country}
                placeholder={T.selectCountry}
                required
                options={optionsOf(countries)}
                error={errors.country?.message}
                {...register('country')}
              />
            </>
          )}

          {step === 2 && (
            <>
              <PasswordFields form={form} />
            </>
          )}

          {step === 3 && (
            <CompanyFields
              form={form}
              names={{ name: 'companyName', email: 'companyEmail', phoneNumber: 'companyPhoneNumber' }}
              lists={options.data}
              emailHint={T.companyEmailHint}
              address={
                <AddressFields
                  form={form}
                  names={{
                    address: 'companyAddress',
                    city: 'companyCity',
                    zipCode: 'companyZipCode',
                    country: 'companyCountry',
                  }}
                  countries={countries}
                  addressLabel={T.companyAddress}
                  addressHint={T.companyAddressHint}
                  countryLabel={T.companyCountry}
                />
              }
            />
          )}

          {step === 4 && <SignUpSummary values={values} options={options.data} />}

          <div className="pv-form-actions pv-form-actions--split">
            {step > 1 ? (
              <Button type="button" variant="secondary" onClick={() => setStep(previousPartnerSignUpStep(step))}>
                {T.back}
              </Button>
            ) : (
              <span />
            )}
            {step < 4 ? (
              // Keys keep Next and Submit apart: one button element changing its type under a click
              // would submit the form when Next was meant.
              <Button key="next" type="button" onClick={next} disabled={!stepValid}>
                {T.next}
              </Button>
            ) : (
              <Button key="submit" type="submit" loading={submitting} disabled={!stepValid || submitting}>
                {T.submitApplication}
              </Button>
            )}
          </div>
        </Stack>
      </Form>
    </PageFrame>
  );
}

export default PartnerSignUpPage;
