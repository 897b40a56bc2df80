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
  dateTimeFormat,
  formatIsoDay,
  formatIsoMonth,
  formatList,
  PAYOUT_CURRENCY_MESSAGES,
  refundState,
  ZAdminPayoutsQuery,
  ZAdminRefundsQuery,
  ZPayoutHoldBody,
  ZRevenueQuery,
  type TAdminPayout,
  type TAdminPayoutFilter,
  type TAdminRefund,
  type TAdminRefundFilter,
  type TPayoutHoldBody,
  type TRevenue,
} from '@pavilion/domain';
import { Link } from 'react-router';
import {
  Form,
  ListFilterSelect,
  ListView,
  PageFrame,
  QueryView,
  useDocumentTitle,
  useListParams,
  useUrlFilters,
  useZodForm,
} from '@pavilion/features-page-kit';
import { Alert, Button, DataTable, Dialog, Stack, TextArea, TextField, type DataTableColumn } from '@pavilion/ui';
import { formatAmount } from '../../components/format';
import { PAYOUTS_TEXT as T } from './messages';
import { TRANSFER_REFUNDS_TEXT } from './transfer-refunds.messages';
import { adminPaths } from '../../config/paths';

const filters = (): Array<{ value: TAdminPayoutFilter; label: string }> => [
  { value: 'due', label: T.filterDue },
  { value: 'held', label: T.filterHeld },
  { value: 'failed', label: T.filterFailed },
  { value: 'paid', label: T.filterPaid },
  { value: 'all', label: T.filterAll },
];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** What holds a payout, in the console's words: a currency without a payout account is the partner's to add. */
const blockText = (b: TAdminPayout['blocks'][number]) => {
  const detail = b.currency ? PAYOUT_CURRENCY_MESSAGES.adminDetail({ currency: b.currency }) : b.detail;
  return detail ? T.block({ label: b.label, detail }) : b.label;
};

/** Holds a partner's payouts with a reason, checked with the schema the server takes (ZPayoutHoldBody). */
function HoldDialog({ payout, onClose }: { payout: TAdminPayout; onClose: () => void }) {
  const [hold] = useHoldPayoutsMutation();
  const { form, server, submit, submitting } = useZodForm<TPayoutHoldBody>(ZPayoutHoldBody, {
    defaultValues: { reason: '' },
  });
  const formId = `pv-hold-${payout.partner.id}`;
  const title = T.holdOf({ partner: payout.partner.name });
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <Button type="submit" form={formId} loading={submitting} loadingLabel={T.holding}>
          {T.holdPayouts}
        </Button>
      }
    >
      <Form
        id={formId}
        aria-label={title}
        server={server}
        alertTitle={T.notHeld}
        onSubmit={submit(async ({ reason }) => {
          await hold({ partnerId: payout.partner.id, reason }).unwrap();
          onClose();
        }, T.notHeld)}
      >
        <TextArea label={T.reason} error={form.formState.errors.reason?.message} {...form.register('reason')} />
      </Form>
    </Dialog>
  );
}

const refundFilters = (): Array<{ value: TAdminRefundFilter; label: string }> => [
  { value: 'waiting', label: T.refundWaiting },
  { value: 'failed', label: T.refundFailed },
  { value: 'requested', label: T.refundRequested },
  { value: 'refunded', label: T.refundRefunded },
  { value: 'all', label: T.refundAll },
];

const requestedAt = (iso: string) => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function refundStateLabel(r: TAdminRefund): string {
  const values = { state: refundState(r, 'support'), attempts: r.attempts ?? 0 };
  return r.failureMessage && r.status !== 'refunded'
    ? T.refundStateFailure({ ...values, failure: r.failureMessage })
    : T.refundState(values);
}

const refundColumns = (): DataTableColumn<TAdminRefund>[] => [
  {
    key: 'order',
    header: T.order,
    cell: (r) => <Link to={adminPaths.orderDetails(r.orderId)}>{r.buyerEmail}</Link>,
    rowHeader: true,
  },
  { key: 'event', header: T.event, cell: (r) => T.eventOf({ event: r.event.name, partner: r.partner.name }) },
  { key: 'amount', header: T.amount, cell: (r) => formatAmount(r.amount, r.currency), align: 'end' },
  {
    key: 'requested',
    header: T.asked,
    cell: (r) => T.askedBy({ date: requestedAt(r.createdAt), name: r.requestedBy }),
  },
  {
    key: 'state',
    header: T.state,
    cell: refundStateLabel,
  },
];

/** Refunds not yet paid back (or in any state): the refund worker retries failed ones by itself. */
function Refunds() {
  // Beside the payouts on one page: the URL keeps the refunds' own query as `refunds.status=...`.
  const list = useListParams(ZAdminRefundsQuery, { prefix: 'refunds' });
  const result = useGetAdminRefundsQuery({ ...list.args, status: list.query.status });
  return (
    <section aria-labelledby="pv-refunds">
      <Stack gap={2}>
        <h2 id="pv-refunds" className="pv-admin-section-title">
          {T.refunds}
        </h2>
        <p>
          <Link to={adminPaths.transferRefunds}>{TRANSFER_REFUNDS_TEXT.link}</Link>
        </p>
        <ListView
          list={list}
          filters={<ListFilterSelect list={list} name="status" label={T.showRefunds} options={refundFilters()} />}
          result={result}
          loadingLabel={T.loadingRefunds}
          errorTitle={T.refundsFailed}
          empty={list.query.status === 'waiting' ? T.noRefundWaiting : T.noRefunds}
          pagination={{ label: T.refundPages, kind: 'refunds' }}
          table={{ caption: T.refunds, columns: refundColumns(), getRowKey: (r) => r.id }}
        />
      </Stack>
    </section>
  );
}

type RevenuePeriod = TRevenue['periods'][number];

const revenueColumns = (): DataTableColumn<RevenuePeriod>[] => [
  { key: 'month', header: T.month, cell: (p) => formatIsoMonth(p.period), rowHeader: true },
  { key: 'currency', header: T.currency, cell: (p) => p.currency },
  { key: 'fees', header: T.ticketFees, cell: (p) => formatAmount(p.fees, p.currency), align: 'end' },
  { key: 'planFees', header: T.planFees, cell: (p) => formatAmount(p.planFees, p.currency), align: 'end' },
  {
    key: 'sponsorshipFees',
    header: T.sponsorship,
    cell: (p) => formatAmount(p.sponsorshipFees, p.currency),
    align: 'end',
  },
  { key: 'total', header: T.total, cell: (p) => formatAmount(p.total, p.currency), align: 'end' },
];

/** The revenue of a range of days, this year to today unless the URL names one (`revenue.from=...&revenue.to=...`). */
function Revenue() {
  const today = new Date();
  const filters = useUrlFilters(ZRevenueQuery, {
    prefix: 'revenue',
    defaults: { from: isoDay(new Date(Date.UTC(today.getUTCFullYear(), 0, 1))), to: isoDay(today) },
  });
  const { from = '', to = '' } = filters.values;
  const result = useGetRevenueQuery({ from, to });
  return (
    <section aria-labelledby="pv-revenue">
      <h2 id="pv-revenue" className="pv-admin-section-title">
        {T.platformRevenue}
      </h2>
      <Stack direction="row" gap={3} wrap>
        <TextField
          label={T.from}
          type="date"
          value={from}
          onChange={(e) => filters.setFilters({ from: e.target.value })}
        />
        <TextField label={T.to} type="date" value={to} onChange={(e) => filters.setFilters({ to: e.target.value })} />
      </Stack>
      <QueryView
        result={result}
        loadingLabel={T.loadingRevenue}
        errorTitle={T.revenueFailed}
        isEmpty={(r) => r.periods.length === 0}
        empty={T.noRevenue}
      >
        {(revenue) => (
          <DataTable
            caption={T.revenueCaption}
            hideCaption
            columns={revenueColumns()}
            rows={revenue.periods}
            getRowKey={(p) => `${p.period}-${p.currency}`}
          />
        )}
      </QueryView>
    </section>
  );
}

export function PayoutsPage() {
  useDocumentTitle(T.title);
  const list = useListParams(ZAdminPayoutsQuery);
  const [holding, setHolding] = useState<TAdminPayout | null>(null);
  const result = useGetAdminPayoutsQuery({ ...list.args, status: list.query.status });
  const [release, releasing] = useReleasePayoutsMutation();
  return (
    <PageFrame>
      <h1 className="pv-page-title">{T.title}</h1>
      {releasing.isError && (
        <Alert tone="error" title={T.notReleased}>
          {errorMessage(releasing.error)}
        </Alert>
      )}
      <ListView
        list={list}
        filters={<ListFilterSelect list={list} name="status" label={T.showPayouts} options={filters()} />}
        result={result}
        loadingLabel={T.loadingPayouts}
        errorTitle={T.payoutsFailed}
        empty={T.noPayouts}
        pagination={{ label: T.payoutPages, kind: 'payouts' }}
        table={{
          caption: T.caption,
          columns: [
            { key: 'partner', header: T.partner, cell: (p) => p.partner.name, rowHeader: true },
            { key: 'amount', header: T.amount, cell: (p) => formatAmount(p.amount, p.currency), align: 'end' },
            { key: 'payableOn', header: T.payableFrom, cell: (p) => formatIsoDay(p.payableOn) },
            {
              key: 'status',
              header: T.status,
              cell: (p) =>
                p.failureMessage
                  ? T.statusFailure({ status: p.status, failure: p.failureMessage })
                  : T.statusName({ status: p.status }),
            },
            {
              key: 'blocks',
              header: T.blockedBy,
              cell: (p) => (p.blocks.length ? formatList(p.blocks.map(blockText)) : T.none),
            },
            {
              key: 'actions',
              header: <span className="pv-visually-hidden">{T.actions}</span>,
              cell: (p) =>
                p.status === 'paid' ? null : p.blocks.some((b) => b.key === 'held') ? (
                  <Button size="sm" variant="secondary" onClick={() => release(p.partner.id)}>
                    {T.releaseOf({ partner: p.partner.name })}
                  </Button>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setHolding(p)}>
                    {T.holdOf({ partner: p.partner.name })}
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
