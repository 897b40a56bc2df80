// /admin/dashboard/damage-claims: the damage claims waiting for support (the disputed ones, waiting for a
// decision, by default; any state by the filter), each opening its claim to decide it. The list keeps its
// page and filters in the URL. Refunds waiting are on the Payouts page.
import { Link } from 'react-router';
import { useAdminDamageClaimsQuery } from '@pavilion/api-client';
import {
  DAMAGE_CLAIM_STATE_LABELS,
  DAMAGE_CLAIM_STATES,
  damageClaimState,
  ZAdminDamageClaimsQuery,
  type TDamageClaimFilter,
} from '@pavilion/domain';
import { ListView, PageFrame, SearchBox, useDocumentTitle, useListParams } from '@pavilion/features-page-kit';
import { Select } from '@pavilion/ui';
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

export default function WaitingPage() {
  useDocumentTitle('Damage claims');
  return (
    <PageFrame>
      <h1 className="pv-page-title">Damage claims</h1>
      <DamageClaimsList />
    </PageFrame>
  );
}

function DamageClaimsList() {
  const list = useListParams(ZAdminDamageClaimsQuery, { prefix: 'claims' });
  const result = useAdminDamageClaimsQuery(list.args);
  return (
    <section aria-label="Damage claims list">
      <ListView
        filters={
          <>
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
          </>
        }
        result={result}
        loadingLabel="Loading damage claims"
        errorTitle="The damage claims could not be loaded"
        empty="No damage claims here"
        pagination={{ onPageChange: list.setPage, label: 'Damage claim pages', noun: 'claims' }}
        table={{
          caption: 'Damage claims',
          sorting: list,
          columns: [
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
          ],
          getRowKey: (c) => c.id,
        }}
      />
    </section>
  );
}
