// /admin/dashboard/waiting: what waits for support after the sale. Damage claims (the disputed ones,
// waiting for a decision, by default; any state by the filter), each opening its claim to decide it,
// and refunds not yet sent back (requested, or failed and retried by the worker), each opening its
// order. Both lists keep their page and filters in the URL.
import { Link } from 'react-router';
import { useAdminDamageClaimsQuery, useGetAdminRefundsQuery } from '@pavilion/api-client';
import {
  ADMIN_REFUND_FILTERS,
  DAMAGE_CLAIM_STATE_LABELS,
  DAMAGE_CLAIM_STATES,
  damageClaimState,
  refundState,
  ZAdminDamageClaimsQuery,
  ZAdminRefundsQuery,
  type TAdminRefund,
  type TAdminRefundFilter,
  type TDamageClaim,
  type TDamageClaimFilter,
} from '@pavilion/domain';
import { ListPagination, QueryView, SearchBox, useDocumentTitle, useListParams } from '@pavilion/features-page-kit';
import { DataTable, Select, Stack } from '@pavilion/ui';
import { formatAmount, formatDateTime } from '../../components/format';
import '../../components/admin.css';

const CLAIM_FILTERS: Array<{ value: TDamageClaimFilter; label: string }> = [
  { value: 'disputed', label: 'Disputed, waiting for a decision' },
  { value: 'waiting', label: 'Waiting for anyone (buyer, support or a retried charge)' },
  ...DAMAGE_CLAIM_STATES.filter((s) => s !== 'disputed').map((state) => ({
    value: state,
    label: DAMAGE_CLAIM_STATE_LABELS[state],
  })),
  { value: 'all', label: 'All claims' },
];

const REFUND_LABELS: Record<TAdminRefundFilter, string> = {
  waiting: 'Not yet sent (requested or failed)',
  failed: 'Failed, retrying',
  requested: 'Requested',
  refunded: 'Refunded',
  all: 'All refunds',
};

export default function WaitingPage() {
  useDocumentTitle('Refunds and damage claims');
  return (
    <Stack gap={6}>
      <h1 className="pv-page-title">Refunds and damage claims</h1>
      <DamageClaimsList />
      <RefundsList />
    </Stack>
  );
}

function DamageClaimsList() {
  const list = useListParams(ZAdminDamageClaimsQuery, { prefix: 'claims' });
  const result = useAdminDamageClaimsQuery(list.args);
  return (
    <section aria-labelledby="claims-title">
      <h2 id="claims-title" className="pv-admin-section-title">
        Damage claims
      </h2>
      <div className="pv-list-toolbar">
        <Select
          label="Claims"
          value={list.query.state}
          options={CLAIM_FILTERS}
          onChange={(e) => list.setFilters({ state: e.target.value as TDamageClaimFilter })}
        />
        <SearchBox
          label="Search claims"
          placeholder="Event, partner or buyer email"
          value={list.query.q}
          onSearch={list.setSearch}
        />
      </div>
      <QueryView
        result={result}
        loadingLabel="Loading damage claims"
        errorTitle="The damage claims could not be loaded"
        isEmpty={(page) => page.items.length === 0}
        empty="No damage claims here"
      >
        {(page, { isStale }) => (
          <>
            <DataTable<TDamageClaim, (typeof list.query)['sort']>
              caption="Damage claims"
              hideCaption
              refreshing={isStale}
              sort={list.sort}
              onSortChange={list.setSort}
              columns={[
                {
                  key: 'filedAt',
                  header: 'Filed',
                  sort: 'filedAt',
                  rowHeader: true,
                  cell: (c) => (
                    <Link
                      to={`/damage-claims/${c.id}`}
                      aria-label={`Claim of ${formatAmount(c.amount, c.currency)} by ${c.partner.name} on ${c.buyer.email}, filed ${formatDateTime(c.filedAt)}`}
                    >
                      {formatDateTime(c.filedAt)}
                    </Link>
                  ),
                },
                { key: 'partner', header: 'Partner', cell: (c) => c.partner.name },
                { key: 'event', header: 'Event', cell: (c) => c.event.name },
                { key: 'buyer', header: 'Buyer', cell: (c) => c.buyer.email },
                {
                  key: 'amount',
                  header: 'Amount',
                  sort: 'amount',
                  align: 'end',
                  cell: (c) => formatAmount(c.amount, c.currency),
                },
                { key: 'state', header: 'State', cell: (c) => damageClaimState(c) },
              ]}
              rows={page.items}
              getRowKey={(c) => c.id}
            />
            <ListPagination page={page} onPageChange={list.setPage} label="Damage claim pages" noun="claims" />
          </>
        )}
      </QueryView>
    </section>
  );
}

function RefundsList() {
  const list = useListParams(ZAdminRefundsQuery, { prefix: 'refunds' });
  const result = useGetAdminRefundsQuery(list.args);
  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title" className="pv-admin-section-title">
        Refunds
      </h2>
      <div className="pv-list-toolbar">
        <Select
          label="Refunds"
          value={list.query.status}
          options={ADMIN_REFUND_FILTERS.map((value) => ({ value, label: REFUND_LABELS[value] }))}
          onChange={(e) => list.setFilters({ status: e.target.value as TAdminRefundFilter })}
        />
      </div>
      <QueryView
        result={result}
        loadingLabel="Loading refunds"
        errorTitle="The refunds could not be loaded"
        isEmpty={(page) => page.items.length === 0}
        empty="No refunds here"
      >
        {(page, { isStale }) => (
          <>
            <DataTable<TAdminRefund, (typeof list.query)['sort']>
              caption="Refunds"
              hideCaption
              refreshing={isStale}
              sort={list.sort}
              onSortChange={list.setSort}
              columns={[
                {
                  key: 'createdAt',
                  header: 'Asked on',
                  sort: 'createdAt',
                  rowHeader: true,
                  cell: (r) => (
                    <Link
                      to={`/order-details/${r.orderId}`}
                      aria-label={`Order of ${r.buyerEmail}, refund asked ${formatDateTime(r.createdAt)}`}
                    >
                      {formatDateTime(r.createdAt)}
                    </Link>
                  ),
                },
                { key: 'event', header: 'Event', cell: (r) => `${r.eventName} (${r.partnerName})` },
                { key: 'buyer', header: 'Buyer', cell: (r) => r.buyerEmail },
                {
                  key: 'amount',
                  header: 'Amount',
                  sort: 'amount',
                  align: 'end',
                  cell: (r) => formatAmount(r.amount, r.currency),
                },
                {
                  key: 'state',
                  header: 'State',
                  cell: (r) => `${refundState(r)}${r.failureMessage ? ` (${r.failureMessage})` : ''}`,
                },
              ]}
              rows={page.items}
              getRowKey={(r) => r.id}
            />
            <ListPagination page={page} onPageChange={list.setPage} label="Refund pages" noun="refunds" />
          </>
        )}
      </QueryView>
    </section>
  );
}
