// /admin/dashboard/payouts: payouts due, held, failed and paid, holding and releasing a partner's
// payouts (with a reason, audited), the refunds waiting to be paid back, and the platform's revenue
// per month and currency.
import { useState } from 'react';
import {
  errorMessage,
  useGetAdminPayoutsQuery,
  useGetAdminRefundsQuery,
  useGetRevenueQuery,
  useHoldPayoutsMutation,
  useReleasePayoutsMutation,
} from '@pavilion/api-client';
import {
  formatAmount,
  PAYOUT_CURRENCY_MESSAGES,
  refundState,
  type TAdminPayout,
  type TAdminPayoutFilter,
  type TAdminRefund,
  type TAdminRefundFilter,
  type TRevenue,
} from '@pavilion/domain';
import { Link } from 'react-router';
import { ListView, PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import {
  Alert,
  Button,
  DataTable,
  Dialog,
  Select,
  Stack,
  TextArea,
  TextField,
  type DataTableColumn,
} from '@pavilion/ui';

const FILTERS: Array<{ value: TAdminPayoutFilter; label: string }> = [
  { value: 'due', label: 'Due' },
  { value: 'held', label: 'Held' },
  { value: 'failed', label: 'Failed' },
  { value: 'paid', label: 'Paid' },
  { value: 'all', label: 'All' },
];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** What holds a payout, in the console's words: a currency without a payout account is the partner's to add. */
const blockText = (b: TAdminPayout['blocks'][number]) => {
  const detail = b.currency ? PAYOUT_CURRENCY_MESSAGES.adminDetail({ currency: b.currency }) : b.detail;
  return detail ? `${b.label} (${detail})` : b.label;
};

function HoldDialog({ payout, onClose }: { payout: TAdminPayout; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [hold, holding] = useHoldPayoutsMutation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Hold payouts of ${payout.partner.name}`}
      footer={
        <Button
          loading={holding.isLoading}
          loadingLabel="Holding..."
          onClick={async () => {
            try {
              await hold({ partnerId: payout.partner.id, reason }).unwrap();
              onClose();
            } catch {
              // The error shows in the dialog.
            }
          }}
        >
          Hold payouts
        </Button>
      }
    >
      <Stack gap={2}>
        {holding.isError && (
          <Alert tone="error" title="The payouts were not held">
            {errorMessage(holding.error)}
          </Alert>
        )}
        <TextArea label="Reason (shown to the partner)" value={reason} onChange={(e) => setReason(e.target.value)} />
      </Stack>
    </Dialog>
  );
}

const REFUND_FILTERS: Array<{ value: TAdminRefundFilter; label: string }> = [
  { value: 'waiting', label: 'Waiting (requested or failed)' },
  { value: 'failed', label: 'Failed, retrying' },
  { value: 'requested', label: 'Requested' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'all', label: 'All' },
];

const requestedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const REFUND_COLUMNS: DataTableColumn<TAdminRefund>[] = [
  {
    key: 'order',
    header: 'Order',
    cell: (r) => <Link to={`/order-details/${r.orderId}`}>{r.buyerEmail}</Link>,
    rowHeader: true,
  },
  { key: 'event', header: 'Event', cell: (r) => `${r.event.name} (${r.partner.name})` },
  { key: 'amount', header: 'Amount', cell: (r) => formatAmount(r.amount, r.currency), align: 'end' },
  {
    key: 'requested',
    header: 'Asked',
    cell: (r) => `${requestedAt.format(new Date(r.createdAt))} by ${r.requestedBy}`,
  },
  {
    key: 'state',
    header: 'State',
    cell: (r) =>
      `${refundState(r)}${r.attempts ? ` (${r.attempts} ${r.attempts === 1 ? 'attempt' : 'attempts'})` : ''}${r.failureMessage && r.status !== 'refunded' ? `: ${r.failureMessage}` : ''}`,
  },
];

/** Refunds not yet paid back (or in any state): the refund worker retries failed ones by itself. */
function Refunds() {
  const [status, setStatus] = useState<TAdminRefundFilter>('waiting');
  const result = useGetAdminRefundsQuery({ status, pageSize: 50 });
  return (
    <section aria-labelledby="pv-refunds">
      <Stack gap={2}>
        <h2 id="pv-refunds" className="pv-admin-section-title">
          Refunds
        </h2>
        <Select
          label="Show refunds"
          value={status}
          onChange={(e) => setStatus(e.target.value as TAdminRefundFilter)}
          options={REFUND_FILTERS}
        />
        <ListView
          result={result}
          loadingLabel="Loading refunds"
          errorTitle="Refunds could not be loaded"
          empty={
            status === 'waiting' ? 'No refund is waiting: every one asked for has been paid back' : 'No refunds here'
          }
          pagination={false}
          table={{ caption: 'Refunds', columns: REFUND_COLUMNS, getRowKey: (r) => r.id }}
        />
      </Stack>
    </section>
  );
}

type RevenuePeriod = TRevenue['periods'][number];

const REVENUE_COLUMNS: DataTableColumn<RevenuePeriod>[] = [
  { key: 'month', header: 'Month', cell: (p) => p.period.slice(0, 7), rowHeader: true },
  { key: 'currency', header: 'Currency', cell: (p) => p.currency },
  { key: 'fees', header: 'Ticket fees', cell: (p) => formatAmount(p.fees, p.currency), align: 'end' },
  { key: 'planFees', header: 'Plan fees', cell: (p) => formatAmount(p.planFees, p.currency), align: 'end' },
  {
    key: 'sponsorshipFees',
    header: 'Sponsorship',
    cell: (p) => formatAmount(p.sponsorshipFees, p.currency),
    align: 'end',
  },
  { key: 'total', header: 'Total', cell: (p) => formatAmount(p.total, p.currency), align: 'end' },
];

function Revenue() {
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(Date.UTC(today.getUTCFullYear(), 0, 1))));
  const [to, setTo] = useState(isoDay(today));
  const result = useGetRevenueQuery({ from, to });
  return (
    <section aria-labelledby="pv-revenue">
      <h2 id="pv-revenue" className="pv-admin-section-title">
        Platform revenue
      </h2>
      <Stack direction="row" gap={3} wrap>
        <TextField label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </Stack>
      <QueryView
        result={result}
        loadingLabel="Loading the revenue"
        errorTitle="The revenue could not be loaded"
        isEmpty={(r) => r.periods.length === 0}
        empty="No revenue in these dates"
      >
        {(revenue) => (
          <DataTable
            caption="Revenue per month and currency"
            hideCaption
            columns={REVENUE_COLUMNS}
            rows={revenue.periods}
            getRowKey={(p) => `${p.period}-${p.currency}`}
          />
        )}
      </QueryView>
    </section>
  );
}

export function PayoutsPage() {
  useDocumentTitle('Payouts');
  const [status, setStatus] = useState<TAdminPayoutFilter>('due');
  const [holding, setHolding] = useState<TAdminPayout | null>(null);
  const result = useGetAdminPayoutsQuery({ status, pageSize: 50 });
  const [release, releasing] = useReleasePayoutsMutation();
  return (
    <PageFrame>
      <h1 className="pv-page-title">Payouts</h1>
      <Select
        label="Show payouts"
        value={status}
        onChange={(e) => setStatus(e.target.value as TAdminPayoutFilter)}
        options={FILTERS}
      />
      {releasing.isError && (
        <Alert tone="error" title="The payouts were not released">
          {errorMessage(releasing.error)}
        </Alert>
      )}
      <ListView
        result={result}
        loadingLabel="Loading payouts"
        errorTitle="Payouts could not be loaded"
        empty="No payouts here"
        pagination={false}
        table={{
          caption: 'Payouts',
          columns: [
            { key: 'partner', header: 'Partner', cell: (p) => p.partner.name, rowHeader: true },
            { key: 'amount', header: 'Amount', cell: (p) => formatAmount(p.amount, p.currency), align: 'end' },
            { key: 'payableOn', header: 'Payable from', cell: (p) => p.payableOn },
            {
              key: 'status',
              header: 'Status',
              cell: (p) => `${p.status}${p.failureMessage ? `: ${p.failureMessage}` : ''}`,
            },
            {
              key: 'blocks',
              header: 'Blocked by',
              cell: (p) => p.blocks.map(blockText).join('; ') || '—',
            },
            {
              key: 'actions',
              header: <span className="pv-visually-hidden">Actions</span>,
              cell: (p) =>
                p.status === 'paid' ? null : p.blocks.some((b) => b.key === 'held') ? (
                  <Button size="sm" variant="secondary" onClick={() => release(p.partner.id)}>
                    Release payouts of {p.partner.name}
                  </Button>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setHolding(p)}>
                    Hold payouts of {p.partner.name}
                  </Button>
                ),
            },
          ],
          getRowKey: (p) => p.id,
        }}
      />
      {holding && <HoldDialog payout={holding} onClose={() => setHolding(null)} />}
      <Refunds />
      <Revenue />
    </PageFrame>
  );
}

export default PayoutsPage;
