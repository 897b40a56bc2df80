// The order page's damage claims: each claim with its state (withdraw while it waits for the buyer or
// for support), and "Request damage payment" when the server says a claim may be filed today (what it
// says otherwise is shown in its words). The form asks the amount (at most what the server allows),
// what happened and up to 6 photos, uploaded as they are chosen, and is checked with the server's
// own schema before it is sent.
import { useState } from 'react';
import {
  errorMessage,
  useFileDamageClaimMutation,
  useOrderDamageClaimsQuery,
  useUploadDamagePhotoMutation,
  useWithdrawDamageClaimMutation,
} from '@pavilion/api-client';
import {
  checkUpload,
  dateTimeFormat,
  DAMAGE_CLAIM_DESCRIPTION_MAX,
  DAMAGE_CLAIM_MAX_PHOTOS,
  DAMAGE_CLAIM_MESSAGES,
  formatAmount,
  WITHDRAWABLE_DAMAGE_CLAIM_STATES,
  ZDamageClaimBody,
  type TDamageClaim,
  type TDamageClaimBody,
  type TDamageClaimInput,
  type TDamageClaimPhotoUpload,
  type TOrderDamageClaims,
} from '@pavilion/domain';
import { Form, FormAlert, isRetryable, QueryView, useZodForm } from '@pavilion/features-page-kit';
import { DamageClaimView } from '@pavilion/features-orders';
import { Alert, Button, CloseIcon, FileUpload, IconButton, TextArea, TextField, type UploadStatus } from '@pavilion/ui';
import { apiUrl } from '../../components/api-url';
import { REGISTRATIONS_TEXT as T } from './messages';

/** The space between two sentences or elements side by side. */
const SPACE = ' ';

const lastDayWords = (day: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export function DamageClaimPanel({ orderId }: { orderId: string }) {
  const result = useOrderDamageClaimsQuery(orderId);
  return (
    <section aria-labelledby="damage-claims-title" className="pv-refund-panel">
      <h2 id="damage-claims-title">{T.damageClaims}</h2>
      <QueryView
        result={result}
        loadingLabel={T.loadingOrderClaims}
        errorTitle={T.orderClaimsFailed}
        canRetry={isRetryable}
      >
        {(data) => <DamageClaims orderId={orderId} data={data} />}
      </QueryView>
    </section>
  );
}

function DamageClaims({ orderId, data }: { orderId: string; data: TOrderDamageClaims }) {
  const [filing, setFiling] = useState(false);
  const [filed, setFiled] = useState(false);
  return (
    <>
      {data.items.length === 0 && <p>{T.noClaimOnOrder}</p>}
      {data.items.map((claim) => (
        <DamageClaimView key={claim.id} claim={claim} audience="partner" photoUrl={(path) => apiUrl(path)}>
          {(WITHDRAWABLE_DAMAGE_CLAIM_STATES as readonly string[]).includes(claim.state) && (
            <WithdrawClaim claim={claim} />
          )}
        </DamageClaimView>
      ))}
      {filed && (
        <p role="status" className="pv-damage-claim__done">
          {T.requestSent}
        </p>
      )}
      {data.canFile ? (
        filing ? (
          <DamageClaimForm
            orderId={orderId}
            data={data}
            onCancel={() => setFiling(false)}
            onFiled={() => {
              setFiling(false);
              setFiled(true);
            }}
          />
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              setFiled(false);
              setFiling(true);
            }}
          >
            {T.requestDamagePayment}
          </Button>
        )
      ) : (
        <p className="pv-muted">{T.cannotRequest({ reason: data.reason ?? '' })}</p>
      )}
    </>
  );
}

function WithdrawClaim({ claim }: { claim: TDamageClaim }) {
  const [withdraw, { isLoading, error }] = useWithdrawDamageClaimMutation();
  return (
    <div className="pv-damage-claim__actions">
      {error && (
        <Alert tone="error" title={T.notWithdrawn}>
          {errorMessage(error)}
        </Alert>
      )}
      <Button variant="secondary" size="sm" loading={isLoading} onClick={() => void withdraw(claim.id)}>
        {T.withdrawClaim}
      </Button>
    </div>
  );
}

export interface DamageClaimFormProps {
  orderId: string;
  data: Pick<TOrderDamageClaims, 'maxAmount' | 'currency' | 'lastDay'>;
  onFiled: (claim: TDamageClaim) => void;
  onCancel: () => void;
}

export function DamageClaimForm({ orderId, data, onFiled, onCancel }: DamageClaimFormProps) {
  const { form, server, submit, submitting } = useZodForm<TDamageClaimInput, TDamageClaimBody>(ZDamageClaimBody, {
    defaultValues: { amount: '', description: '', photoIds: [] },
    server: { alert: 'always' },
  });
  const [file] = useFileDamageClaimMutation();
  const [upload] = useUploadDamagePhotoMutation();
  const [photos, setPhotos] = useState<TDamageClaimPhotoUpload[]>([]);
  const [uploadStatus, setUploadStatus] = useState<UploadStatus>('idle');
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const errors = form.formState.errors;

  const keepPhotos = (next: TDamageClaimPhotoUpload[]) => {
    setPhotos(next);
    form.setValue(
      'photoIds',
      next.map((p) => p.id),
    );
  };

  const addPhotos = async (chosen: File[]) => {
    setPhotoProblem(null);
    if (photos.length + chosen.length > DAMAGE_CLAIM_MAX_PHOTOS) {
      setPhotoProblem(DAMAGE_CLAIM_MESSAGES.tooManyPhotos);
      return;
    }
    const refused = chosen.map((f) => checkUpload('image', f)).find(Boolean);
    if (refused) {
      setPhotoProblem(refused);
      setUploadStatus('error');
      return;
    }
    setUploadStatus('uploading');
    const added: TDamageClaimPhotoUpload[] = [];
    try {
      for (const f of chosen) added.push(await upload(f).unwrap());
      setUploadStatus('success');
    } catch (err) {
      setUploadStatus('error');
      setPhotoProblem(errorMessage(err, T.photoFailed));
    }
    keepPhotos([...photos, ...added]);
  };

  const send = async (values: TDamageClaimBody) => onFiled(await file({ orderId, body: values }).unwrap());

  const max = data.maxAmount === null ? null : formatAmount(data.maxAmount, data.currency);
  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, T.requestNotSentRetry)}
      aria-label={T.requestDamagePayment}
      className="pv-damage-claim__form"
    >
      <h3>{T.requestDamagePayment}</h3>
      <p>
        {T.requestIntro}
        {data.lastDay && (
          <>
            {SPACE}
            {T.requestLastDay({ date: lastDayWords(data.lastDay) })}
          </>
        )}
      </p>
      <FormAlert title={T.requestNotSent} message={server.message} />
      <TextField
        label={T.amountIn({ currency: data.currency })}
        inputMode="decimal"
        required
        hint={max ? T.atMost({ max }) : undefined}
        {...form.register('amount')}
        error={errors.amount?.message}
      />
      <TextArea
        label={T.whatDamaged}
        required
        rows={5}
        maxLength={DAMAGE_CLAIM_DESCRIPTION_MAX}
        showCount
        hint={T.whoReads}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <FileUpload
        label={T.photos}
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        hint={T.photosHint({ max: DAMAGE_CLAIM_MAX_PHOTOS })}
        onFilesSelected={(chosen) => void addPhotos(chosen)}
        onFilesRejected={() => setPhotoProblem(DAMAGE_CLAIM_MESSAGES.photoType)}
        status={uploadStatus}
        error={photoProblem ?? errors.photoIds?.message}
        buttonLabel={T.choosePhotos}
      />
      {photos.length > 0 && (
        <ul className="pv-damage-claim__photos" aria-label={T.photosToSend}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <img src={apiUrl(photo.url)} alt={T.photoToSend({ number: i + 1 })} width={160} height={100} />
              <IconButton
                label={T.removePhoto({ number: i + 1 })}
                icon={<CloseIcon />}
                onClick={() => keepPhotos(photos.filter((p) => p.id !== photo.id))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="pv-damage-claim__actions">
        <Button type="submit" loading={submitting} disabled={uploadStatus === 'uploading'}>
          {T.sendRequest}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </Form>
  );
}
