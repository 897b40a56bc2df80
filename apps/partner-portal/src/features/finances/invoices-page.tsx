// Dashboard > Invoices: the invoices and credit notes the partner issued as seller (the list pattern:
// search, kind, period of issue days, sorted on the server, in the URL), each with its PDF, and the CSV
// of a period for its accounting (at most a year; the server's refusal shown in words).
import { useState } from 'react';
import {
  partnerInvoicePdfUrl,
  useExportPartnerInvoicesMutation,
  useGetPartnerInvoicesQuery,
} from '@pavilion/api-client';
import { ZInvoicesExportQuery, ZInvoicesQuery, type TInvoicesExportQuery } from '@pavilion/domain';
import {
  Form,
  FormAlert,
  ListPage,
  PageSection,
  useDocumentTitle,
  useListParams,
  useZodForm,
} from '@pavilion/features-page-kit';
import { InvoiceListFilters, invoiceColumns } from '@pavilion/features-orders';
import { Alert, Button, Cluster, TextField } from '@pavilion/ui';
import { config } from '../../config/env';
import { INVOICES_TEXT as T } from './messages';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Saves text as a file the browser downloads (the CSV fetched so that a refusal could be shown). */
function saveFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The CSV of a period: the first and the last day of issue, this month so far unless the list names a period. */
function ExportCsv({ from, to }: { from?: string; to?: string }) {
  const [exportCsv] = useExportPartnerInvoicesMutation();
  const [done, setDone] = useState<string | null>(null);
  const today = new Date();
  const { form, server, submit, submitting } = useZodForm<TInvoicesExportQuery, TInvoicesExportQuery>(
    ZInvoicesExportQuery,
    {
      defaultValues: {
        from: from ?? isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))),
        to: to ?? isoDay(today),
      },
    },
  );
  const errors = form.formState.errors;
  const send = async (period: TInvoicesExportQuery) => {
    setDone(null);
    const file = await exportCsv(period).unwrap();
    saveFile(file.csv, file.fileName, 'text/csv;charset=utf-8');
    setDone(T.exported({ file: file.fileName }));
  };
  return (
    <PageSection title={T.exportTitle} description={T.exportDescription} panel>
      <Form aria-label={T.exportTitle} server={server} alert="none" onSubmit={submit(send, T.exportFailed)}>
        <Cluster align="flex-end" gap={4}>
          <TextField label={T.firstDay} type="date" required error={errors.from?.message} {...form.register('from')} />
          <TextField label={T.lastDay} type="date" required error={errors.to?.message} {...form.register('to')} />
          <Button type="submit" variant="secondary" loading={submitting} loadingLabel={T.exporting}>
            {T.exportCsv}
          </Button>
        </Cluster>
      </Form>
      <FormAlert title={T.notExported} message={server.message} />
      {done && (
        <Alert tone="success" role="status">
          {done}
        </Alert>
      )}
    </PageSection>
  );
}

export function InvoicesPage() {
  useDocumentTitle(T.title);
  const list = useListParams(ZInvoicesQuery);
  const result = useGetPartnerInvoicesQuery(list.args);
  return (
    <ListPage
      as="section"
      title={T.title}
      description={T.description}
      filters={<InvoiceListFilters list={list} />}
      result={result}
      loadingLabel={T.loading}
      errorTitle={T.failed}
      filteredEmpty={{ title: T.empty, filteredTitle: T.emptyFiltered, showAllLabel: T.showAll }}
      list={list}
      pagination={{ label: T.pages, kind: 'documents' }}
      table={{
        caption: T.caption,
        columns: invoiceColumns({ pdfUrl: (invoice) => partnerInvoicePdfUrl(config.apiUrl, invoice.id) }),
        getRowKey: (invoice) => invoice.id,
      }}
      // A period chosen for the list is the export's too.
      after={<ExportCsv key={`${list.query.from}-${list.query.to}`} from={list.query.from} to={list.query.to} />}
    />
  );
}

export default InvoicesPage;
