// /admin/dashboard/bank-statements: an administrator imports a statement of Pavilion's account (CSV or
// CAMT.053, pasted or read from its file) and reads what it did: the transfers it recorded, the lines
// whose order was already paid, and the lines it could not match with the reason in words. Below, every
// partner's orders still awaiting their transfer, each linking to its receipt ("Mark as paid").
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { useGetAdminBankTransfersQuery, useImportBankStatementMutation } from '@pavilion/api-client';
import {
  numberFormat,
  ZAwaitingTransfersQuery,
  ZBankStatementBody,
  type TBankStatementBody,
  type TBankStatementResult,
} from '@pavilion/domain';
import {
  Form,
  ListSearchBox,
  ListView,
  PageFrame,
  PageSection,
  useDocumentTitle,
  useListParams,
  useZodForm,
} from '@pavilion/features-page-kit';
import { awaitingTransferColumns } from '@pavilion/features-orders';
import { Button, DataTable, FileUpload, RadioGroup, TextArea, type DataTableColumn } from '@pavilion/ui';
import { BANK_STATEMENTS_TEXT as T } from './messages';
import './bank-statements.css';
import { adminPaths } from '../../config/paths';

type Line = TBankStatementResult['recorded'][number];
type Unmatched = TBankStatementResult['unmatched'][number];

const EMPTY: TBankStatementBody = { format: 'csv', content: '' };

/** A chosen file's text (UTF-8). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** The line's amount as the statement gave it, with its currency (which may be one Pavilion does not sell in). */
const amountText = (line: { amount: number; currency: string }) =>
  T.amountWithCurrency({
    amount: numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(line.amount),
    currency: line.currency,
  });

const lineColumns = <L extends Line | Unmatched>(): DataTableColumn<L>[] => [
  { key: 'line', header: T.line, rowHeader: true, align: 'end', cell: (l) => numberFormat().format(l.line) },
  { key: 'bookedOn', header: T.bookedOn, nowrap: true, cell: (l) => l.bookedOn ?? '' },
  { key: 'reference', header: T.reference, nowrap: true, cell: (l) => l.reference ?? T.noReference },
  { key: 'amount', header: T.amount, align: 'end', nowrap: true, cell: (l) => amountText(l) },
];

const orderColumns = (): DataTableColumn<Line>[] => [
  ...lineColumns<Line>(),
  {
    key: 'order',
    header: T.order,
    cell: (l) => <Link to={adminPaths.orderDetails(l.orderId)}>{l.orderId}</Link>,
  },
];

function ImportResult({ result }: { result: TBankStatementResult }) {
  return (
    <PageSection title={T.resultTitle} titleId="statement-result" panel>
      <p role="status">
        {T.summary({
          lines: result.lines,
          recorded: result.recorded.length,
          alreadyPaid: result.alreadyPaid.length,
          unmatched: result.unmatched.length,
        })}
      </p>
      <PageSection title={T.recordedTitle} headingLevel={3}>
        <DataTable
          caption={T.recordedCaption}
          hideCaption
          columns={orderColumns()}
          rows={result.recorded}
          getRowKey={(l) => l.line}
          empty={T.none}
        />
      </PageSection>
      <PageSection title={T.alreadyPaidTitle} headingLevel={3}>
        <DataTable
          caption={T.alreadyPaidCaption}
          hideCaption
          columns={orderColumns()}
          rows={result.alreadyPaid}
          getRowKey={(l) => l.line}
          empty={T.none}
        />
      </PageSection>
      <PageSection title={T.unmatchedTitle} headingLevel={3}>
        <DataTable
          caption={T.unmatchedCaption}
          hideCaption
          columns={[
            ...lineColumns<Unmatched>(),
            { key: 'reason', header: T.reason, minWidth: '12rem', cell: (l) => T.reasonText({ reason: l.reason }) },
          ]}
          rows={result.unmatched}
          getRowKey={(l) => l.line}
          empty={T.none}
        />
      </PageSection>
    </PageSection>
  );
}

function ImportForm({ onResult }: { onResult: (result: TBankStatementResult) => void }) {
  const [importStatement] = useImportBankStatementMutation();
  const [fileText, setFileText] = useState<{ ok: boolean; text: string } | null>(null);
  const { form, server, submit, submitting } = useZodForm(ZBankStatementBody, { defaultValues: EMPTY });
  const errors = form.formState.errors;

  const readFile = async ([file]: File[]) => {
    if (!file) return;
    try {
      form.setValue('content', await readText(file), { shouldValidate: form.formState.isSubmitted });
      if (/\.xml$/i.test(file.name)) form.setValue('format', 'camt053');
      else if (/\.csv$/i.test(file.name)) form.setValue('format', 'csv');
      setFileText({ ok: true, text: T.fileRead({ name: file.name }) });
    } catch {
      setFileText({ ok: false, text: T.fileUnreadable });
    }
  };

  return (
    <Form
      aria-label={T.form}
      className="pv-statement-form"
      alertTitle={T.notImported}
      server={server}
      onSubmit={submit(async (body) => onResult(await importStatement(body).unwrap()), T.failed)}
    >
      <Controller
        control={form.control}
        name="format"
        render={({ field }) => (
          <RadioGroup
            legend={T.format}
            name="format"
            direction="row"
            value={field.value}
            onChange={field.onChange}
            error={errors.format?.message}
            options={[
              { value: 'csv', label: T.csv, hint: T.csvHint },
              { value: 'camt053', label: T.camt053, hint: T.camt053Hint },
            ]}
          />
        )}
      />
      <FileUpload
        label={T.file}
        hint={T.fileHint}
        accept=".csv,.xml,.txt,text/csv,text/xml,application/xml,text/plain"
        onFilesSelected={(files) => void readFile(files)}
        status={fileText === null ? 'idle' : fileText.ok ? 'success' : 'error'}
        statusText={fileText?.text}
      />
      <TextArea
        label={T.content}
        hint={T.contentHint}
        required
        rows={8}
        spellCheck={false}
        error={errors.content?.message}
        {...form.register('content')}
      />
      <div>
        <Button type="submit" loading={submitting}>
          {T.import}
        </Button>
      </div>
    </Form>
  );
}

function AwaitingTransfers() {
  const list = useListParams(ZAwaitingTransfersQuery, { prefix: 'transfers' });
  const result = useGetAdminBankTransfersQuery(list.args);
  return (
    <PageSection title={T.awaitingTitle} titleId="awaiting-transfers">
      <ListView
        list={list}
        filters={<ListSearchBox list={list} label={T.search} />}
        result={result}
        loadingLabel={T.loadingAwaiting}
        errorTitle={T.awaitingFailed}
        filteredEmpty={{ title: T.noneAwaiting, filteredTitle: T.noneMatches, showAllLabel: T.showAll }}
        pagination={{ label: T.pages, kind: 'orders' }}
        table={{
          caption: T.awaitingTitle,
          columns: awaitingTransferColumns({ orderHref: (t) => adminPaths.orderDetails(t.orderId), withPartner: true }),
          getRowKey: (t) => t.orderId,
        }}
      />
    </PageSection>
  );
}

export default function BankStatementsPage() {
  useDocumentTitle(T.title);
  const [result, setResult] = useState<TBankStatementResult | null>(null);
  return (
    <PageFrame title={T.title}>
      <div>
        <p>{T.intro}</p>
        <p>{T.introOnce}</p>
      </div>
      <PageSection title={T.importTitle} titleId="statement-import" panel>
        <ImportForm onResult={setResult} />
      </PageSection>
      {result && <ImportResult result={result} />}
      <AwaitingTransfers />
    </PageFrame>
  );
}
