// /partner/address-verification: the company address and the six boxes for the code from the letter.
// 'Request a new code' posts a new letter (once per 24 hours); 'Verify Address' checks the code.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  dateTimeFormat,
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
import { richMessage } from '@pavilion/features-shell';
import { partnerPaths } from '../../config/paths';
import '../../components/partner.css';
import { ADDRESS_TEXT as T } from './messages';

const SUPPORT_EMAIL = 'partners@pavilion.example';
const when = (iso: string) => dateTimeFormat({ dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

function CompanyAddress({ state }: { state: TAddressVerificationState }) {
  const c = state.company;
  const rows: Array<[string, string | null]> = [
    [T.company, c.name],
    [T.address, c.address],
    [T.city, c.city],
    [T.zipCode, c.zipCode],
    [T.country, c.country?.name ?? null],
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
        text: T.newCodeSent({ date: when(next.code!.expiresAt) }),
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
          {T.codeSent({
            sentAt: when(state.code.sentAt),
            expiresAt: when(state.code.expiresAt),
            attemptsLeft: state.code.attemptsLeft,
          })}
        </p>
      ) : (
        <p>{T.noCode}</p>
      )}
      {!state.addressComplete && (
        <Alert tone="warning" title={T.incomplete}>
          {richMessage('partner.addressVerification.incompleteText', {
            link: (chunks) => <Link to={partnerPaths.settingsTab('company-profile')}>{chunks}</Link>,
          })}
        </Alert>
      )}
      <Form alert="none" server={server} onSubmit={submit(send)} aria-label={T.verifyYourAddress}>
        <Stack gap={4}>
          <OtpInput
            label={T.verificationCode}
            value={code}
            onChange={(next) => {
              setCode(next);
              setError(null);
            }}
            onError={(message) => setError(message)}
            hint={T.codeHint}
            error={error}
            autoFocus={!!state.code}
          />
          <div className="pv-form-actions">
            <Button type="submit" loading={submitting} loadingLabel={T.verifying}>
              {T.verifyAddress}
            </Button>
            <Button
              type="button"
              variant="link"
              onClick={askForCode}
              disabled={!canRequest}
              loading={requesting.isLoading}
              loadingLabel={T.requesting}
            >
              {T.requestCode}
            </Button>
          </div>
          {state.nextRequestAt && <p className="pv-muted">{T.nextRequest({ date: when(state.nextRequestAt) })}</p>}
          {requestOutcome && <Alert tone={requestOutcome.tone}>{requestOutcome.text}</Alert>}
        </Stack>
      </Form>
    </Stack>
  );
}

export function AddressVerificationPage() {
  useDocumentTitle(T.title);
  const state = useGetAddressVerificationQuery();
  return (
    <PageFrame size="narrow">
      <h1 className="pv-page-title">{T.heading}</h1>
      <QueryView result={state} loadingLabel={T.loading} errorTitle={T.failed}>
        {(s) => (
          <Stack gap={6}>
            <section className="pv-partner-card" aria-labelledby="pv-address-title">
              <h2 id="pv-address-title" className="pv-section-title">
                {T.companyAddress} {s.addressVerified && <Badge tone="success">{UI_TEXT.verified}</Badge>}
              </h2>
              <CompanyAddress state={s} />
              <p className="pv-muted">
                {richMessage('partner.addressVerification.notRight', {
                  link: (chunks) => <Link to={partnerPaths.settingsTab('company-profile')}>{chunks}</Link>,
                })}
              </p>
            </section>
            <section className="pv-partner-card" aria-label={T.verificationCode}>
              {s.addressVerified ? (
                <Alert tone="success" title={T.verified}>
                  {T.verifiedOn({ date: when(s.verifiedAt!) })}
                </Alert>
              ) : (
                <VerificationForm state={s} />
              )}
            </section>
            <p className="pv-muted">
              {richMessage(
                'partner.addressVerification.needHelp',
                { link: (chunks) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a> },
                { email: SUPPORT_EMAIL },
              )}
            </p>
          </Stack>
        )}
      </QueryView>
    </PageFrame>
  );
}

export default AddressVerificationPage;
