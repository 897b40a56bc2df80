// Settings, Developers: the partner's API keys, then its webhooks (./webhooks-section.tsx). The owner creates one (a name, its scopes, an expiry)
// and sees its secret this once; the list shows each key's prefix, scopes, dates and last use, and
// revokes a key at once. Members see the list only.
import { useState } from 'react';
import { richMessage } from '@pavilion/features-shell';
import {
  API_KEY_EXPIRY_CHOICES,
  API_KEY_SCOPES,
  apiKeyBodyOf,
  dateTimeFormat,
  ZApiKeyForm,
  ZApiKeysQuery,
  type TApiKey,
  type TApiKeyForm,
  type TApiKeyFormInput,
} from '@pavilion/domain';
import {
  errorMessage,
  useCreateApiKeyMutation,
  useGetApiKeysQuery,
  useRevokeApiKeyMutation,
} from '@pavilion/api-client';
import { Alert, Badge, Button, Checkbox, Select, Stack, TextField } from '@pavilion/ui';
import { SecretOnce } from './secret-once';
import { ListPagination, QueryView, useListParams, useZodForm } from '@pavilion/features-page-kit';
import { CardForm } from '../../components/card-form';
import { DEVELOPERS_TEXT as T } from './developers.messages';
import { WebhooksSection } from './webhooks-section';

/** The space between a name and its badge. */
const SPACE = ' ';

const EMPTY: TApiKeyFormInput = { name: '', scopes: [], expiry: 'never' };

const when = (iso: string) => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function CreateKeyForm({ onCreated }: { onCreated: (secret: string, key: TApiKey) => void }) {
  const [create] = useCreateApiKeyMutation();
  const { form, server, submit, submitting } = useZodForm<TApiKeyFormInput, TApiKeyForm>(ZApiKeyForm as never, {
    defaultValues: EMPTY,
    mode: 'onTouched',
    server: { alert: 'always' },
  });
  const { register, reset, formState } = form;
  const { errors } = formState;
  const send = async (values: TApiKeyForm) => {
    const created = await create(apiKeyBodyOf(values, new Date())).unwrap();
    reset(EMPTY);
    onCreated(created.secret, created.key);
  };
  return (
    <CardForm
      server={server}
      onSubmit={submit(send)}
      submitting={submitting}
      titleAs="h3"
      titleId="pv-api-key-create-title"
      title={T.createTitle}
      alertTitle={T.notCreated}
      gap={4}
      submitLabel={T.createButton}
      submittingLabel={T.creating}
    >
      <TextField label={T.name} hint={T.nameHint} required error={errors.name?.message} {...register('name')} />
      <fieldset aria-describedby={errors.scopes ? 'pv-api-key-scopes-error' : undefined}>
        <legend>{T.scopes}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            value={scope}
            label={T.scopeLabel({ kind: scope.replace(/[:-]/g, '_'), scope })}
            {...register('scopes')}
          />
        ))}
        {errors.scopes && (
          <p id="pv-api-key-scopes-error" className="pv-field__error" role="alert">
            {errors.scopes.message}
          </p>
        )}
      </fieldset>
      <Select
        label={T.expiry}
        options={API_KEY_EXPIRY_CHOICES.map((choice) => ({
          value: choice,
          label: T.expiryChoice({ choice: choice === 'never' ? choice : `days${choice}` }),
        }))}
        {...register('expiry')}
      />
    </CardForm>
  );
}

function KeyRow({ apiKey, owner }: { apiKey: TApiKey; owner: boolean }) {
  const [revoke, revoking] = useRevokeApiKeyMutation();
  return (
    <li className="pv-row">
      <div className="pv-row__main">
        <strong>
          {apiKey.name}
          {SPACE}
          <Badge tone={apiKey.status === 'active' ? 'success' : 'neutral'}>{T.status({ status: apiKey.status })}</Badge>
        </strong>
        <span>{T.keyLine({ prefix: apiKey.prefix, scopes: apiKey.scopes.join(', ') })}</span>
        <span className="pv-muted">
          {T.dates({
            created: apiKey.createdBy
              ? T.createdBy({ when: when(apiKey.createdAt), by: apiKey.createdBy })
              : T.created({ when: when(apiKey.createdAt) }),
            expiry: apiKey.expiresAt ? T.expires({ when: when(apiKey.expiresAt) }) : T.neverExpires,
          })}
        </span>
        <span className="pv-muted">
          {apiKey.lastUsedAt
            ? T.lastUsed({ when: when(apiKey.lastUsedAt), address: apiKey.lastUsedAddress ?? '' })
            : T.neverUsed}
        </span>
        {revoking.error && <Alert tone="error">{errorMessage(revoking.error)}</Alert>}
      </div>
      {owner && apiKey.status === 'active' && (
        <div className="pv-row__actions">
          <Button variant="danger" size="sm" loading={revoking.isLoading} onClick={() => revoke(apiKey.id)}>
            {richMessage(
              'partner.developers.revoke',
              { hidden: (chunks) => <span className="pv-visually-hidden">{chunks}</span> },
              { name: apiKey.name },
            )}
          </Button>
        </div>
      )}
    </li>
  );
}

export function DevelopersTab({ owner }: { owner: boolean }) {
  // Keys a page at a time, newest first (revoked and expired ones stay listed); beside the webhooks'
  // logs on one page, the URL keeps the keys' page as `keys.page=2`.
  const pages = useListParams(ZApiKeysQuery, { prefix: 'keys' });
  const keys = useGetApiKeysQuery(pages.args, { skip: !owner });
  const [created, setCreated] = useState<{ secret: string; name: string } | null>(null);
  if (!owner) return <p className="pv-muted">{T.ownerOnly}</p>;
  return (
    <Stack gap={6}>
      <p className="pv-muted">{T.intro}</p>
      {created && (
        <SecretOnce
          title={T.secretTitle({ name: created.name })}
          once={T.secretOnce}
          label={T.secretLabel}
          saved={T.secretSaved}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      <QueryView
        result={keys}
        loadingLabel={T.loading}
        errorTitle={T.failed}
        isEmpty={(list) => list.items.length === 0}
        empty={<p>{T.none}</p>}
      >
        {(list) => (
          <Stack gap={3}>
            <ul className="pv-rows" aria-label={T.listLabel}>
              {list.items.map((k) => (
                <KeyRow key={k.id} apiKey={k} owner={owner} />
              ))}
            </ul>
            <ListPagination page={list} onPageChange={pages.setPage} label={T.keyPages} kind="entries" />
          </Stack>
        )}
      </QueryView>
      <CreateKeyForm onCreated={(secret, key) => setCreated({ secret, name: key.name })} />
      <WebhooksSection />
    </Stack>
  );
}
