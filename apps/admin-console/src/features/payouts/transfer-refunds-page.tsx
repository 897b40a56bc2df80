// /admin/dashboard/payouts/transfer-refunds: refunds of orders paid by bank transfer. Those to pay back
// (by default; waiting for the buyer's account, sent or all by the filter, a currency by the other) with
// the buyer's account masked; the chosen ones, or every EUR one, written into a SEPA credit transfer
// file (pain.001) for the bank, and recorded as sent once the bank made them. Filters and page in the URL.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  errorMessage,
  useExportTransferFileMutation,
  useGetAdminTransferRefundsQuery,
  useRecordTransfersSentMutation,
} from '@pavilion/api-client';
import {
  CURRENCY_CODES,
  refundState,
  ZAdminTransferRefundsQuery,
  type TAdminTransferRefund,
  type TTransferRefundFilter,
} from '@pavilion/domain';
import { ListFilterSelect, ListView, PageFrame, useDocumentTitle, useListParams } from '@pavilion/features-page-kit';
import { Alert, Button, Checkbox, Dialog, Stack, VisuallyHidden } from '@pavilion/ui';
import { formatAmount, formatDateTime } from '../../components/format';
import '../../components/admin.css';
import { TRANSFER_REFUNDS_TEXT as T } from './transfer-refunds.messages';
import { adminPaths } from '../../config/paths';

const statusFilters = (): Array<{ value: TTransferRefundFilter; label: string }> => [
  { value: 'to_pay_back', label: T.filterToPayBack },
  { value: 'awaiting_account', label: T.filterAwaitingAccount },
  { value: 'sent', label: T.filterSent },
  { value: 'all', label: T.filterAll },
];

/** Saves the file the API wrote, under the name it gave. */
function download(xml: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  // Later: the browser reads the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function TransferRefundsPage() {
  useDocumentTitle(T.title);
  const list = useListParams(ZAdminTransferRefundsQuery, { prefix: 'transfers' });
  const result = useGetAdminTransferRefundsQuery(list.args);
  const [chosen, setChosen] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [exportFile, exporting] = useExportTransferFileMutation();
  const [recordSent, recording] = useRecordTransfersSentMutation();
  const [done, setDone] = useState<string | null>(null);
  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id)));

  const runExport = async (refundIds?: string[]) => {
    setDone(null);
    try {
      const file = await exportFile(refundIds ? { refundIds } : {}).unwrap();
      download(file.xml, file.fileName);
      setDone(T.exported({ file: file.fileName }));
    } catch {
      // The error shows above the list.
    }
  };

  return (
    <PageFrame>
      <Stack gap={4}>
        <p>
          <Link to={adminPaths.dashboardPayouts}>{T.back}</Link>
        </p>
        <h1 className="pv-page-title">{T.title}</h1>
        <p>{T.intro}</p>
        {done && (
          <Alert tone="success" title={T.done}>
            {done}
          </Alert>
        )}
        {exporting.isError && (
          <Alert tone="error" title={T.notExported}>
            {errorMessage(exporting.error)}
          </Alert>
        )}
        {recording.isError && (
          <Alert tone="error" title={T.notRecorded}>
            {errorMessage(recording.error)}
          </Alert>
        )}
        <Stack direction="row" gap={2} wrap>
          <Button
            size="sm"
            disabled={!chosen.length}
            loading={exporting.isLoading}
            loadingLabel={T.exporting}
            onClick={() => runExport(chosen)}
          >
            {T.exportChosen({ count: chosen.length })}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => runExport()}>
            {T.exportAll}
          </Button>
          <Button variant="secondary" size="sm" disabled={!chosen.length} onClick={() => setConfirming(true)}>
            {T.recordSent({ count: chosen.length })}
          </Button>
        </Stack>
        <section aria-label={T.listName}>
          <ListView
            filters={
              <>
                <ListFilterSelect list={list} name="status" label={T.show} options={statusFilters()} />
                <ListFilterSelect
                  list={list}
                  name="currency"
                  label={T.currency}
                  options={[
                    { value: '', label: T.everyCurrency },
                    ...CURRENCY_CODES.map((c) => ({ value: c, label: c })),
                  ]}
                />
              </>
            }
            result={result}
            loadingLabel={T.loading}
            errorTitle={T.failed}
            empty={T.empty}
            list={list}
            pagination={{ label: T.pages, kind: 'entries' }}
            table={{
              caption: T.caption,
              getRowKey: (r: TAdminTransferRefund) => r.id,
              columns: [
                {
                  key: 'choose',
                  header: T.choose,
                  cell: (r: TAdminTransferRefund) =>
                    r.status === 'to_pay_back' ? (
                      <Checkbox
                        label={
                          <VisuallyHidden>
                            {T.chooseOne({ buyer: r.buyerName, amount: formatAmount(r.amount, r.currency) })}
                          </VisuallyHidden>
                        }
                        checked={chosen.includes(r.id)}
                        onChange={(e) => toggle(r.id, e.target.checked)}
                      />
                    ) : null,
                },
                {
                  key: 'createdAt',
                  header: T.asked,
                  sort: 'createdAt',
                  rowHeader: true,
                  cell: (r: TAdminTransferRefund) => (
                    <Link to={adminPaths.orderDetails(r.orderId)}>{formatDateTime(r.createdAt)}</Link>
                  ),
                },
                {
                  key: 'buyer',
                  header: T.buyer,
                  cell: (r: TAdminTransferRefund) => `${r.buyerName} (${r.buyerEmail})`,
                },
                { key: 'event', header: T.event, cell: (r: TAdminTransferRefund) => r.event.name },
                {
                  key: 'account',
                  header: T.account,
                  cell: (r: TAdminTransferRefund) =>
                    r.account ? T.accountOf({ holder: r.account.holder, iban: r.account.iban }) : '—',
                },
                {
                  key: 'amount',
                  header: T.amount,
                  sort: 'amount',
                  align: 'end',
                  cell: (r: TAdminTransferRefund) => formatAmount(r.amount, r.currency),
                },
                {
                  key: 'state',
                  header: T.state,
                  cell: (r: TAdminTransferRefund) =>
                    r.exportedAt && r.status === 'to_pay_back'
                      ? T.stateExported({ state: refundState(r, 'support'), date: formatDateTime(r.exportedAt) })
                      : refundState(r, 'support'),
                },
              ],
            }}
          />
        </section>
      </Stack>
      {confirming && (
        <Dialog
          open
          onClose={() => setConfirming(false)}
          title={T.confirmTitle({ count: chosen.length })}
          footer={
            <Button
              loading={recording.isLoading}
              loadingLabel={T.recording}
              onClick={async () => {
                setDone(null);
                try {
                  const answer = await recordSent({ refundIds: chosen }).unwrap();
                  setChosen([]);
                  setDone(T.recorded({ count: answer.recorded }));
                } catch {
                  // The error shows above the list.
                }
                setConfirming(false);
              }}
            >
              {T.confirm}
            </Button>
          }
        >
          <p>{T.confirmText}</p>
        </Dialog>
      )}
    </PageFrame>
  );
}
