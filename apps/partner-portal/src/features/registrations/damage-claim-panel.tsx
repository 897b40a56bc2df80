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
import { DamageClaimView, Form, FormAlert, isRetryable, QueryView, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, CloseIcon, FileUpload, IconButton, TextArea, TextField, type UploadStatus } from '@pavilion/ui';
import { apiUrl } from '../../components/api-url';

const lastDayWords = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export function DamageClaimPanel({ orderId }: { orderId: string }) {
  const result = useOrderDamageClaimsQuery(orderId);
  return (
    <section aria-labelledby="damage-claims-title" className="pv-refund-panel">
      <h2 id="damage-claims-title">Damage claims</h2>
      <QueryView
        result={result}
        loadingLabel="Loading the damage claims"
        errorTitle="The damage claims could not be loaded"
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
      {data.items.length === 0 && <p>No damage claim on this order.</p>}
      {data.items.map((claim) => (
        <DamageClaimView key={claim.id} claim={claim} audience="partner" photoUrl={(path) => apiUrl(path)}>
          {(WITHDRAWABLE_DAMAGE_CLAIM_STATES as readonly string[]).includes(claim.state) && (
            <WithdrawClaim claim={claim} />
          )}
        </DamageClaimView>
      ))}
      {filed && (
        <p role="status" className="pv-damage-claim__done">
          The request was sent. The buyer has 14 days to agree or disagree; we email you their answer.
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
            Request damage payment
          </Button>
        )
      ) : (
        <p className="pv-muted">A damage payment cannot be requested on this order: {data.reason}</p>
      )}
    </>
  );
}

function WithdrawClaim({ claim }: { claim: TDamageClaim }) {
  const [withdraw, { isLoading, error }] = useWithdrawDamageClaimMutation();
  return (
    <div className="pv-damage-claim__actions">
      {error && (
        <Alert tone="error" title="The claim was not withdrawn">
          {errorMessage(error)}
        </Alert>
      )}
      <Button variant="secondary" size="sm" loading={isLoading} onClick={() => void withdraw(claim.id)}>
        Withdraw this claim
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
      setPhotoProblem(errorMessage(err, 'The photo could not be uploaded. Please try again.'));
    }
    keepPhotos([...photos, ...added]);
  };

  const send = async (values: TDamageClaimBody) => onFiled(await file({ orderId, body: values }).unwrap());

  const max = data.maxAmount === null ? null : formatAmount(data.maxAmount, data.currency);
  return (
    <Form
      alert="none"
      server={server}
      onSubmit={submit(send, 'The request was not sent. Please try again.')}
      aria-label="Request damage payment"
      className="pv-damage-claim__form"
    >
      <h3>Request damage payment</h3>
      <p>
        The buyer is emailed and has 14 days to agree or to disagree, when Pavilion support decides. Nothing is charged
        without the buyer: an agreed request is charged to the card they kept at checkout for it, otherwise they, as for
        a request support upholds, pay through a payment link.
        {data.lastDay && ` Requests for this event can be filed until ${lastDayWords(data.lastDay)}.`}
      </p>
      <FormAlert title="The request was not sent" message={server.message} />
      <TextField
        label={`Amount (${data.currency})`}
        inputMode="decimal"
        required
        hint={
          max ? `At most ${max}: the event's damage policy maximum per order, less earlier damage charges.` : undefined
        }
        {...form.register('amount')}
        error={errors.amount?.message}
      />
      <TextArea
        label="What was damaged, and how"
        required
        rows={5}
        maxLength={DAMAGE_CLAIM_DESCRIPTION_MAX}
        showCount
        hint="The buyer and, if they disagree, Pavilion support read this."
        {...form.register('description')}
        error={errors.description?.message}
      />
      <FileUpload
        label="Photos (optional)"
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        hint={`Up to ${DAMAGE_CLAIM_MAX_PHOTOS} PNG, JPEG, GIF or WebP images of at most 5 MB each.`}
        onFilesSelected={(chosen) => void addPhotos(chosen)}
        onFilesRejected={() => setPhotoProblem(DAMAGE_CLAIM_MESSAGES.photoType)}
        status={uploadStatus}
        error={photoProblem ?? errors.photoIds?.message}
        buttonLabel="Choose photos"
      />
      {photos.length > 0 && (
        <ul className="pv-damage-claim__photos" aria-label="Photos to send">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <img src={apiUrl(photo.url)} alt={`Photo ${i + 1} to send`} width={160} height={100} />
              <IconButton
                label={`Remove photo ${i + 1}`}
                icon={<CloseIcon />}
                onClick={() => keepPhotos(photos.filter((p) => p.id !== photo.id))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="pv-damage-claim__actions">
        <Button type="submit" loading={submitting} disabled={uploadStatus === 'uploading'}>
          Send the request
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
