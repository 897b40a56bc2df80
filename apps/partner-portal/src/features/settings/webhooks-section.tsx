// Settings, Developers: the partner's webhook endpoints. The owner adds one (a URL, a description, the
// events to send) and sees its signing secret this once; each endpoint turns on and off, rotates its
// secret, sends a test event, shows its delivery log (paged on the server) with "Send again", and is deleted.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { richMessage } from '@pavilion/features-shell';
import {
  dateTimeFormat,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  ZWebhookDeliveriesQuery,
  ZWebhookEndpointForm,
  type TWebhookEndpoint,
  type TWebhookEndpointForm,
  type TWebhookEndpointFormInput,
} from '@pavilion/domain';
import {
  errorMessage,
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useGetWebhookDeliveriesQuery,
  useGetWebhookEndpointsQuery,
  useResendWebhookDeliveryMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useUpdateWebhookEndpointMutation,
} from '@pavilion/api-client';
import { Alert, Badge, Button, Checkbox, DataTable, Stack, TextField } from '@pavilion/ui';
import { SecretOnce } from './secret-once';
import { ListFilterSelect, ListPagination, QueryView, useListParams, useZodForm } from '@pavilion/features-page-kit';
import { CardForm } from '../../components/card-form';
import { WEBHOOKS_TEXT as T } from './webhooks.messages';

const SPACE = ' ';
const EMPTY: TWebhookEndpointFormInput = { url: '', description: '', eventTypes: [] };

const when = (iso: string) => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const hidden = { hidden: (chunks: React.ReactNode) => <span className="pv-visually-hidden">{chunks}</span> };

type Secret = { url: string; secret: string };

function CreateEndpointForm({ onCreated }: { onCreated: (secret: Secret) => void }) {
  const [create] = useCreateWebhookEndpointMutation();
  const { form, server, submit, submitting } = useZodForm<TWebhookEndpointFormInput, TWebhookEndpointForm>(
    ZWebhookEndpointForm as never,
    { defaultValues: EMPTY, mode: 'onTouched', server: { alert: 'always' } },
  );
  const { register, reset, formState } = form;
  const { errors } = formState;
  const send = async (values: TWebhookEndpointForm) => {
    const created = await create({ ...values, enabled: true }).unwrap();
    reset(EMPTY);
    onCreated({ url: created.endpoint.url, secret: created.secret });
  };
  return (
    <CardForm
      server={server}
      onSubmit={submit(send)}
      submitting={submitting}
      titleAs="h3"
      titleId="pv-webhook-create-title"
      title={T.createTitle}
      alertTitle={T.notCreated}
      gap={4}
      submitLabel={T.createButton}
      submittingLabel={T.creating}
    >
      <TextField label={T.url} hint={T.urlHint} type="url" required error={errors.url?.message} {...register('url')} />
      <TextField
        label={T.description}
        hint={T.descriptionHint}
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset aria-describedby={errors.eventTypes ? 'pv-webhook-types-error' : undefined}>
        <legend>{T.eventTypes}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Checkbox key={type} value={type} label={type} {...register('eventTypes')} />
        ))}
        {errors.eventTypes && (
          <p id="pv-webhook-types-error" className="pv-field__error" role="alert">
            {errors.eventTypes.message}
          </p>
        )}
      </fieldset>
    </CardForm>
  );
}

/** The URL keeps each open log's own query apart: `log3.page=2&log3.status=failed` for endpoint 3. */
const logPrefix = (endpoint: TWebhookEndpoint) => `log${endpoint.id}`;

/** Whether the endpoint's log is shown: open while the URL carries its query (a reload or a shared link shows it). */
function useLogShown(endpoint: TWebhookEndpoint): [boolean, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const prefix = `${logPrefix(endpoint)}.`;
  const inUrl = [...searchParams.keys()].some((key) => key.startsWith(prefix));
  const [shown, setShown] = useState(inUrl);
  const toggle = () => {
    // Hiding the log takes its page and filter out of the URL.
    if (shown && inUrl)
      setSearchParams((current) => new URLSearchParams([...current].filter(([key]) => !key.startsWith(prefix))), {
        preventScrollReset: true,
      });
    setShown(!shown);
  };
  return [shown, toggle];
}

function DeliveryLog({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const list = useListParams(ZWebhookDeliveriesQuery, { prefix: logPrefix(endpoint) });
  const deliveries = useGetWebhookDeliveriesQuery({ endpointId: endpoint.id, query: list.args });
  const [resend, resending] = useResendWebhookDeliveryMutation();
  const titleId = `pv-webhook-log-${endpoint.id}`;
  return (
    <div className="pv-webhook-log">
      <h4 id={titleId}>{T.logTitle({ url: endpoint.url })}</h4>
      {resending.error && <Alert tone="error">{errorMessage(resending.error)}</Alert>}
      <ListFilterSelect
        list={list}
        name="status"
        label={T.logShow({ url: endpoint.url })}
        options={[
          { value: '', label: T.logAll },
          ...WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: T.deliveryStatus({ status: s }) })),
        ]}
      />
      <QueryView
        result={deliveries}
        loadingLabel={T.logLoading}
        errorTitle={T.logFailed}
        isEmpty={(p) => p.total === 0}
        empty={<p>{T.logNone}</p>}
      >
        {(p) => (
          <Stack gap={2}>
            <DataTable
              caption={T.logTitle({ url: endpoint.url })}
              hideCaption
              columns={[
                { key: 'event', header: T.colEvent, rowHeader: true, cell: (d) => d.eventType },
                {
                  key: 'status',
                  header: T.colStatus,
                  cell: (d) => (
                    <Badge tone={d.status === 'delivered' ? 'success' : d.status === 'failed' ? 'danger' : 'neutral'}>
                      {T.deliveryStatus({ status: d.status })}
                    </Badge>
                  ),
                },
                { key: 'time', header: T.colTime, cell: (d) => when(d.lastAttemptAt ?? d.createdAt) },
                { key: 'attempts', header: T.colAttempts, align: 'end', cell: (d) => d.attempts },
                {
                  key: 'response',
                  header: T.colResponse,
                  cell: (d) =>
                    T.response({ status: d.lastResponseStatus === null ? 'none' : String(d.lastResponseStatus) }),
                },
                {
                  key: 'actions',
                  header: <span className="pv-visually-hidden">{T.colActions}</span>,
                  cell: (d) =>
                    d.status !== 'pending' &&
                    endpoint.enabled && (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => resend({ endpointId: endpoint.id, deliveryId: d.id })}
                      >
                        {richMessage('partner.webhooks.resend', hidden, {
                          event: d.eventType,
                          time: when(d.createdAt),
                        })}
                      </Button>
                    ),
                },
              ]}
              rows={p.items}
              getRowKey={(d) => d.id}
            />
            <ListPagination page={p} onPageChange={list.setPage} label={T.logPages} kind="entries" />
          </Stack>
        )}
      </QueryView>
    </div>
  );
}

function EndpointRow({ endpoint, onSecret }: { endpoint: TWebhookEndpoint; onSecret: (s: Secret) => void }) {
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [test, testing] = useSendWebhookTestMutation();
  const [remove, removing] = useDeleteWebhookEndpointMutation();
  const [showLog, toggleLog] = useLogShown(endpoint);
  const url = { url: endpoint.url };
  const status = endpoint.enabled ? 'on' : endpoint.disabledReason === 'failing' ? 'failing' : 'off';
  const error = updating.error ?? rotating.error ?? testing.error ?? removing.error;
  return (
    <li className="pv-row">
      <div className="pv-row__main">
        <strong>
          {endpoint.url}
          {SPACE}
          <Badge tone={status === 'on' ? 'success' : status === 'failing' ? 'danger' : 'neutral'}>
            {T.status({ status })}
          </Badge>
        </strong>
        {endpoint.description && <span>{endpoint.description}</span>}
        <span className="pv-muted">{T.events({ types: endpoint.eventTypes.join(', ') })}</span>
        {testing.isSuccess && <span role="status">{T.testSent}</span>}
        {error && <Alert tone="error">{errorMessage(error)}</Alert>}
        {showLog && <DeliveryLog endpoint={endpoint} />}
      </div>
      <div className="pv-row__actions">
        <Button
          variant="secondary"
          size="sm"
          loading={updating.isLoading}
          onClick={() => update({ endpointId: endpoint.id, body: { enabled: !endpoint.enabled } })}
        >
          {richMessage(endpoint.enabled ? 'partner.webhooks.turnOff' : 'partner.webhooks.turnOn', hidden, url)}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={rotating.isLoading}
          onClick={async () => {
            const rotated = await rotate(endpoint.id).unwrap();
            onSecret({ url: rotated.endpoint.url, secret: rotated.secret });
          }}
        >
          {richMessage('partner.webhooks.rotate', hidden, url)}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={testing.isLoading}
          disabled={!endpoint.enabled}
          onClick={() => test(endpoint.id)}
        >
          {richMessage('partner.webhooks.test', hidden, url)}
        </Button>
        <Button variant="secondary" size="sm" aria-expanded={showLog} onClick={toggleLog}>
          {richMessage(showLog ? 'partner.webhooks.hideLog' : 'partner.webhooks.showLog', hidden, url)}
        </Button>
        <Button variant="danger" size="sm" loading={removing.isLoading} onClick={() => remove(endpoint.id)}>
          {richMessage('partner.webhooks.remove', hidden, url)}
        </Button>
      </div>
    </li>
  );
}

export function WebhooksSection() {
  const endpoints = useGetWebhookEndpointsQuery();
  const [secret, setSecret] = useState<Secret | null>(null);
  return (
    <section aria-labelledby="pv-webhooks-title">
      <Stack gap={4}>
        <h3 id="pv-webhooks-title">{T.title}</h3>
        <p className="pv-muted">{T.intro}</p>
        {secret && (
          <SecretOnce
            title={T.secretTitle({ url: secret.url })}
            once={T.secretOnce}
            label={T.secretLabel}
            saved={T.secretSaved}
            secret={secret.secret}
            onDone={() => setSecret(null)}
          />
        )}
        <QueryView
          result={endpoints}
          loadingLabel={T.loading}
          errorTitle={T.failed}
          isEmpty={(list) => list.items.length === 0}
          empty={<p>{T.none}</p>}
        >
          {(list) => (
            <ul className="pv-rows" aria-label={T.listLabel}>
              {list.items.map((e) => (
                <EndpointRow key={e.id} endpoint={e} onSecret={setSecret} />
              ))}
            </ul>
          )}
        </QueryView>
        <CreateEndpointForm onCreated={setSecret} />
      </Stack>
    </section>
  );
}
