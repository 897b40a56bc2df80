// The payment form: the rules and messages of the domain's payment schema (the server checks the
// same), input formatting, an error that clears when its field is edited, and the states idle,
// 'Processing...', success and error. For an event with a damage policy it shows the policy and asks
// (an unchecked box) for consent to keep the card for a possible damage payment.
import { useEffect, useMemo, useState } from 'react';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import {
  CARD_NUMBER_INPUT_MAX,
  createPaymentFormSchema,
  damageConsentLabel,
  damagePolicyWords,
  EXPIRY_INPUT_MAX,
  formatCardNumberInput,
  formatExpiryInput,
  systemClock,
  UI_TEXT,
  type TClock,
  type TDamagePolicy,
  type TPaymentForm,
  type TPaymentFormInput,
} from '@pavilion/domain';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Checkbox, Select, Stack, TextField, type TextFieldProps } from '@pavilion/ui';
import { CHECKOUT_PAYMENT_TEXT as T } from '../messages';

/** What the card number field shows before anything is typed (the shape of a card number). */
const CARD_NUMBER_PLACEHOLDER = '1234 5678 9012 3456';

export type PaymentOutcome =
  | { kind: 'success' }
  /** The order can no longer be paid (hold expired, already paid...): the page takes over. */
  | { kind: 'closed' }
  | { kind: 'error'; message: string; fields?: Record<string, string> };

export interface PaymentFormProps {
  countries: ReadonlyArray<{ id: number; name: string }>;
  countriesUnavailable?: boolean;
  /** Charges the order; resolves with what happened (never rejects). */
  onPay: (values: TPaymentForm) => Promise<PaymentOutcome>;
  /** Called after the success message has been shown. */
  onPaid: () => void;
  defaultValues?: Partial<TPaymentFormInput>;
  /** For tests: the clock that decides 'Card is expired'. */
  clock?: TClock;
  /** How long 'Payment processed successfully!' shows before onPaid. */
  successDelayMs?: number;
  /** The event's damage policy: shown with the consent to keep the card (unchecked) when there is one. */
  damagePolicy?: TDamagePolicy | null;
  /** The submit button's words (T.payNow, 'Pay Now', by default). */
  submitLabel?: string;
}

type Status = { state: 'idle' } | { state: 'processing' } | { state: 'success' } | { state: 'error'; message: string };

const FIELDS: ReadonlyArray<FieldPath<TPaymentFormInput>> = [
  'cardNumber',
  'expiryDate',
  'cvv',
  'cardholderName',
  'cardholderAddress',
  'cardholderZip',
  'country',
];

const EMPTY: TPaymentFormInput = {
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  cardholderName: '',
  cardholderAddress: '',
  cardholderZip: '',
  country: '',
  keepCardForDamage: false,
};

type CardFieldProps = Omit<TextFieldProps, 'form' | 'name' | 'value' | 'onChange' | 'error'> & {
  form: Pick<UseFormReturn<TPaymentFormInput, unknown, TPaymentForm>, 'control' | 'formState' | 'clearErrors'>;
  name: 'cardNumber' | 'expiryDate';
  /** Rewrites what is typed: the card number in groups of four, the expiry's slash. */
  format: (typed: string) => string;
};

/** A card field of digits, required, shown as it is formatted while typed; its error goes once it is edited. */
function CardField({ form, name, format, ...props }: CardFieldProps) {
  const error = form.formState.errors[name]?.message;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          value={String(field.value ?? '')}
          onChange={(event) => {
            field.onChange(format(event.target.value));
            if (error) form.clearErrors(name);
          }}
          inputMode="numeric"
          required
          {...props}
          error={error}
        />
      )}
    />
  );
}

export function PaymentForm({
  countries,
  countriesUnavailable = false,
  onPay,
  onPaid,
  defaultValues,
  clock = systemClock,
  successDelayMs = 1200,
  damagePolicy = null,
  submitLabel = T.payNow,
}: PaymentFormProps) {
  const schema = useMemo(() => createPaymentFormSchema(clock), [clock]);
  const { form, server } = useZodForm<TPaymentFormInput, TPaymentForm>(schema, {
    defaultValues: { ...EMPTY, ...defaultValues },
    // Errors appear on Pay Now and clear as soon as their field is edited (not re-checked per keystroke).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus goes to the first invalid field in the order shown (see focusFirstInvalid).
    shouldFocusError: false,
    // The fieldset is disabled while paying, so focus moves to a refused field once it is enabled
    // again (focusField below), not at once; an answer without a field message is the form's alert.
    server: {
      isField: (name) => FIELDS.includes(name as FieldPath<TPaymentFormInput>),
      focus: false,
      alert: 'unplaced',
    },
  });
  const { control, register, handleSubmit, formState, clearErrors, setFocus, getValues, setValue } = form;
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  // A field to focus once the form is enabled again (after the server rejected a value).
  const [focusField, setFocusField] = useState<FieldPath<TPaymentFormInput> | null>(null);
  const { errors } = formState;

  useEffect(() => {
    setFocus('cardNumber');
  }, [setFocus]);

  // The country paid with is the one shown: a pre-filled id that is not in the list (once it has
  // loaded) is dropped, so the select's 'Select a country' never hides a value that would be sent.
  const isListed = (id: unknown) => countries.some((country) => String(country.id) === String(id));
  useEffect(() => {
    const current = String(getValues('country') ?? '');
    const listed = countries.some((country) => String(country.id) === current);
    if (current !== '' && countries.length > 0 && !listed) setValue('country', '');
  }, [countries, getValues, setValue]);

  useEffect(() => {
    if (!focusField || status.state !== 'idle') return;
    setFocus(focusField);
    setFocusField(null);
  }, [focusField, status, setFocus]);

  useEffect(() => {
    if (status.state !== 'success') return;
    const timer = window.setTimeout(onPaid, successDelayMs);
    return () => window.clearTimeout(timer);
  }, [status, onPaid, successDelayMs]);

  const clearing = (name: FieldPath<TPaymentFormInput>) => ({
    onChange: () => errors[name as keyof typeof errors] && clearErrors(name),
  });

  const focusFirstInvalid = (invalid: Partial<Record<string, unknown>>) => {
    const first = FIELDS.find((name) => invalid[name]);
    if (first) setFocus(first);
  };

  const submit = handleSubmit(async (values) => {
    setStatus({ state: 'processing' });
    const outcome = await onPay(values);
    if (outcome.kind === 'success') return setStatus({ state: 'success' });
    if (outcome.kind === 'closed') return setStatus({ state: 'idle' });
    const placed = server.place(outcome.fields ?? {}, outcome.message);
    if (placed.length > 0) {
      setStatus({ state: 'idle' });
      setFocusField(placed[0] as FieldPath<TPaymentFormInput>);
    } else {
      setStatus({ state: 'error', message: outcome.message });
    }
  }, focusFirstInvalid);

  const busy = status.state === 'processing' || status.state === 'success';
  return (
    // The payment's own alert (below) says what the gateway answered, so the wrapper shows none.
    <Form server={server} onSubmit={submit} alert="none" aria-label={T.formName} className="pv-payment-form">
      <Stack gap={4}>
        <FormAlert message={status.state === 'error' ? status.message : null} focusOnShow />
        {status.state === 'success' && <Alert tone="success">{UI_TEXT.paymentSuccess}</Alert>}
        <fieldset className="pv-fieldset" disabled={busy}>
          <legend className="pv-fieldset__legend">{T.cardDetails}</legend>
          <Stack gap={4}>
            <CardField
              form={form}
              name="cardNumber"
              format={formatCardNumberInput}
              label={T.cardNumber}
              hint={T.cardNumberHint}
              autoComplete="cc-number"
              maxLength={CARD_NUMBER_INPUT_MAX}
              placeholder={CARD_NUMBER_PLACEHOLDER}
            />
            <div className="pv-form-row">
              <CardField
                form={form}
                name="expiryDate"
                format={formatExpiryInput}
                label={T.expiryDate}
                hint={T.expiryFormat}
                autoComplete="cc-exp"
                maxLength={EXPIRY_INPUT_MAX}
                placeholder={T.expiryFormat}
              />
              <TextField
                {...register('cvv', clearing('cvv'))}
                label={T.cvv}
                hint={T.cvvHint}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                required
                error={errors.cvv?.message}
              />
            </div>
            <TextField
              {...register('cardholderName', clearing('cardholderName'))}
              label={T.cardholderName}
              autoComplete="cc-name"
              required
              error={errors.cardholderName?.message}
            />
          </Stack>
        </fieldset>
        <fieldset className="pv-fieldset" disabled={busy}>
          <legend className="pv-fieldset__legend">{T.billingAddress}</legend>
          <Stack gap={4}>
            <TextField
              {...register('cardholderAddress', clearing('cardholderAddress'))}
              label={T.billingAddress}
              autoComplete="street-address"
              required
              error={errors.cardholderAddress?.message}
            />
            <div className="pv-form-row">
              <TextField
                {...register('cardholderZip', clearing('cardholderZip'))}
                label={T.zip}
                autoComplete="postal-code"
                maxLength={10}
                required
                error={errors.cardholderZip?.message}
              />
              <Controller
                control={control}
                name="country"
                render={({ field }) => (
                  // Controlled, so a value set before the options arrive is shown once they do.
                  <Select
                    {...field}
                    value={isListed(field.value) ? String(field.value) : ''}
                    onChange={(event) => {
                      field.onChange(event.target.value);
                      if (errors.country) clearErrors('country');
                    }}
                    label={T.country}
                    autoComplete="country-name"
                    placeholder={T.selectCountry}
                    options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
                    required
                    hint={countriesUnavailable ? T.countriesFailed : undefined}
                    error={errors.country?.message}
                  />
                )}
              />
            </div>
          </Stack>
        </fieldset>
        {damagePolicy && (
          <fieldset className="pv-fieldset" disabled={busy}>
            <legend className="pv-fieldset__legend">{T.damagePolicy}</legend>
            <Stack gap={3}>
              <p>{damagePolicyWords(damagePolicy)}</p>
              <Checkbox
                {...register('keepCardForDamage')}
                label={damageConsentLabel(damagePolicy)}
                hint={T.damageConsentHint}
              />
            </Stack>
          </fieldset>
        )}
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={status.state === 'processing'}
          loadingLabel={UI_TEXT.paymentProcessing}
          disabled={status.state === 'success'}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Form>
  );
}
