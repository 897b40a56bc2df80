// /partner/address-verification: the company address and the six boxes for the code from the letter.
// 'Request a new code' posts a new letter (once per 24 hours); 'Verify Address' checks the code.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  UI_TEXT,
  ZVerificationCodeBody,
  type TAddressVerificationState,
  type TVerificationCodeBody,
} from '@pavilion/domain';
import {
  errorMessage,
  fieldErrors,
  useGetAddressVerificationQuery,
  useRequestAddressCodeMutation,
  useVerifyAddressMutation,
} from '@pavilion/api-client';
import { Alert, Badge, Button, OtpInput, Stack } from '@pavilion/ui';
import { Form, PageFrame, QueryView, useDocumentTitle, useZodForm } from '@pavilion/features-page-kit';
import { partnerPaths } from '../../config/paths';
import '../../components/partner.css';

const SUPPORT_EMAIL = 'partners@pavilion.example';
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

function CompanyAddress({ state }: { state: TAddressVerificationState }) {
  const c = state.company;
  const rows: Array<[string, string | null]> = [
    ['Company', c.name],
    ['Address', c.address],
    ['City', c.city],
    ['Zip code', c.zipCode],
    ['Country', c.country?.name ?? null],
  ];
  return (
    <dl className="pv-summary">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value ?? UI_TEXT.notProvided}</dd>
        </div>
      ))}
    </dl>
  );
}

function VerificationForm({ state }: { state: TAddressVerificationState }) {
  const navigate = useNavigate();
  const { form, server, submit, submitting } = useZodForm(ZVerificationCodeBody, { defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const error = form.formState.errors.code?.message ?? null;
  const [verify] = useVerifyAddressMutation();
  const [requestCode, requesting] = useRequestAddressCodeMutation();
  const [requestOutcome, setRequestOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // The boxes are set without checking them: a message shows until the next keystroke, and the code is
  // checked again only when it is sent.
  const setCode = (next: string) => form.setValue('code', next);
  const setError = (message: string | null) =>
    message ? form.setError('code', { type: 'server', message }) : form.clearErrors('code');

  // Every refusal is said at the boxes, which are emptied for the next try.
  const send = async (body: TVerificationCodeBody) => {
    try {
      await verify(body).unwrap();
      navigate(partnerPaths.addressVerificationSuccessful);
    } catch (err) {
      setError(fieldErrors(err).code ?? errorMessage(err));
      setCode('');
    }
  };

  const askForCode = async () => {
    setRequestOutcome(null);
    try {
      const next = await requestCode().unwrap();
      setRequestOutcome({
        tone: 'success',
        text: `A new code is in the post to your company address. It works until ${when(next.code!.expiresAt)}.`,
      });
      setCode('');
      setError(null);
    } catch (err) {
      setRequestOutcome({ tone: 'error', text: errorMessage(err) });
    }
  };

  const canRequest = state.addressComplete && !state.nextRequestAt;
  return (
    <Stack gap={4}>
      {state.code ? (
        <p>
          We posted a letter with a 6-digit code to this address on {when(state.code.sentAt)}. Enter the code below; it
          works until {when(state.code.expiresAt)} ({state.code.attemptsLeft}{' '}
          {state.code.attemptsLeft === 1 ? 'attempt' : 'attempts'} left).
        </p>
      ) : (
        <p>No code is waiting for this address. Request a code: we post a letter with a 6-digit code to it.</p>
      )}
      {!state.addressComplete && (
        <Alert tone="warning" title="Your address is incomplete">
          Add your company's address, city, zip code and country under{' '}
          <Link to={partnerPaths.settingsTab('company-profile')}>Company Profile</Link> before requesting a code.
        </Alert>
      )}
      <Form alert="none" server={server} onSubmit={submit(send)} aria-label="Verify your address">
        <Stack gap={4}>
          <OtpInput
            label="Verification code"
            value={code}
            onChange={(next) => {
              setCode(next);
              setError(null);
            }}
            onError={(message) => setError(message)}
            hint="The six digits from the letter. You can paste them."
            error={error}
            autoFocus={!!state.code}
          />
          <div className="pv-form-actions">
            <Button type="submit" loading={submitting} loadingLabel="Verifying...">
              Verify Address
            </Button>
            <Button
              type="button"
              variant="link"
              onClick={askForCode}
              disabled={!canRequest}
              loading={requesting.isLoading}
              loadingLabel="Requesting..."
            >
              Request a new code
            </Button>
          </div>
          {state.nextRequestAt && (
            <p className="pv-muted">
              A new code can be requested once every 24 hours: the next one after {when(state.nextRequestAt)}.
            </p>
          )}
          {requestOutcome && <Alert tone={requestOutcome.tone}>{requestOutcome.text}</Alert>}
        </Stack>
      </Form>
    </Stack>
  );
}

export function AddressVerificationPage() {
  useDocumentTitle('Address verification');
  const state = useGetAddressVerificationQuery();
  return (
    <PageFrame size="narrow">
      <h1 className="pv-page-title">Verify your company address</h1>
      <QueryView result={state} loadingLabel="Loading your address" errorTitle="Your address could not be loaded">
        {(s) => (
          <Stack gap={6}>
            <section className="pv-partner-card" aria-labelledby="pv-address-title">
              <h2 id="pv-address-title" className="pv-section-title">
                Company address {s.addressVerified && <Badge tone="success">{UI_TEXT.verified}</Badge>}
              </h2>
              <CompanyAddress state={s} />
              <p className="pv-muted">
                Not right? Correct it under{' '}
                <Link to={partnerPaths.settingsTab('company-profile')}>Company Profile</Link>; a changed address needs a
                new code.
              </p>
            </section>
            <section className="pv-partner-card" aria-label="Verification code">
              {s.addressVerified ? (
                <Alert tone="success" title="Your address is verified">
                  Verified on {when(s.verifiedAt!)}.
                </Alert>
              ) : (
                <VerificationForm state={s} />
              )}
            </section>
            <p className="pv-muted">
              Need help? Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            </p>
          </Stack>
        )}
      </QueryView>
    </PageFrame>
  );
}

export default AddressVerificationPage;
