// /admin/legal-versions: the version of each legal document this release holds, publishing it from a
// moment (GET/POST /api/admin/legal-versions, audited), and every version published before.
import {
  legalDocumentKey,
  ZPublishLegalVersionForm,
  type TAdminLegalVersions,
  type TLegalDocumentId,
  type TPublishLegalVersionForm,
} from '@pavilion/domain';
import { useGetAdminLegalVersionsQuery, usePublishLegalVersionMutation } from '@pavilion/api-client';
import { Form, PageFrame, QueryView, useDocumentTitle, useZodForm } from '@pavilion/features-page-kit';
import { Badge, Button, Checkbox, DataTable, TextField, useToast } from '@pavilion/ui';
import { formatDate, formatDateTime } from '../../components/format';
import './settings.css';
import { LEGAL_VERSIONS_TEXT as T } from './messages';

const nameOf = (document: TLegalDocumentId) => T.documentName({ document: legalDocumentKey(document) });

/** Tomorrow at 09:00 UTC, as a datetime-local field reads it: a first suggestion for a minor change. */
function tomorrowMorning(): string {
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return `${day}T09:00`;
}

export default function LegalVersionsPage() {
  useDocumentTitle(T.title);
  const result = useGetAdminLegalVersionsQuery();
  return (
    <PageFrame as="section" aria-labelledby="legal-title" className="pv-admin-offer">
      <h1 id="legal-title" className="pv-page-title">
        {T.title}
      </h1>
      <p className="pv-admin-lead">{T.lead}</p>
      <QueryView result={result} loadingLabel={T.loading} errorTitle={T.failed}>
        {(data) => <Versions data={data} />}
      </QueryView>
    </PageFrame>
  );
}

function Versions({ data }: { data: TAdminLegalVersions }) {
  const unpublished = data.inCode.filter((d) => !d.published);
  return (
    <>
      <h2 className="pv-admin-section-title">{T.inRelease}</h2>
      <DataTable
        caption={T.inRelease}
        columns={[
          { key: 'document', header: T.document, rowHeader: true, cell: (r) => nameOf(r.document) },
          { key: 'version', header: T.version, cell: (r) => r.version },
          { key: 'dated', header: T.dated, cell: (r) => formatDate(`${r.day}T00:00:00Z`) },
          {
            key: 'status',
            header: T.status,
            cell: (r) =>
              r.published ? (
                <Badge tone="success">{T.published}</Badge>
              ) : (
                <Badge tone="warning">{T.notPublished}</Badge>
              ),
          },
        ]}
        rows={data.inCode}
        getRowKey={(r) => r.document}
      />
      {unpublished.map((d) => (
        <PublishForm key={`${d.document}-${d.version}`} document={d.document} version={d.version} />
      ))}

      <h2 className="pv-admin-section-title">{T.history}</h2>
      {data.versions.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <DataTable
          caption={T.history}
          columns={[
            { key: 'document', header: T.document, rowHeader: true, cell: (r) => nameOf(r.document) },
            { key: 'version', header: T.version, cell: (r) => r.version },
            {
              key: 'change',
              header: T.change,
              cell: (r) => T.changeKind({ significant: r.significant ? 'yes' : 'no' }),
            },
            { key: 'applies', header: T.appliesFromHeader, cell: (r) => formatDateTime(r.appliesFrom) },
            { key: 'published', header: T.publishedAt, cell: (r) => formatDateTime(r.publishedAt) },
          ]}
          rows={data.versions}
          getRowKey={(r) => `${r.document}-${r.version}`}
        />
      )}
    </>
  );
}

/** Publishes the release's version of one document; checked with the server's schema before it is sent. */
function PublishForm({ document, version }: { document: TLegalDocumentId; version: string }) {
  const [publish, publishing] = usePublishLegalVersionMutation();
  const toast = useToast();
  const name = nameOf(document);
  const { form, server, submit, submitting } = useZodForm(ZPublishLegalVersionForm, {
    defaultValues: { document, significant: false, appliesFrom: tomorrowMorning() } satisfies TPublishLegalVersionForm,
  });
  const errors = form.formState.errors;
  return (
    <Form
      aria-label={T.publishForm({ name, version })}
      className="pv-admin-offer__form"
      alertTitle={T.notPublishedAlert}
      server={server}
      onSubmit={submit(async (body) => {
        await publish(body).unwrap();
        toast.showToast({ tone: 'success', message: T.publishedToast({ name, version }) });
      })}
    >
      <h3 className="pv-admin-section-title">{T.publishForm({ name, version })}</h3>
      <Checkbox label={T.significant} error={errors.significant?.message} {...form.register('significant')} />
      <TextField
        label={T.appliesFrom}
        type="datetime-local"
        error={errors.appliesFrom?.message}
        {...form.register('appliesFrom')}
      />
      <Button type="submit" loading={publishing.isLoading || submitting}>
        {T.publish({ version })}
      </Button>
    </Form>
  );
}
