// Dashboard > Damage claims: the partner's damage payment requests with their state in words, newest
// first, filtered by state and searched by event or buyer; each links to its order, where it is
// filed, read in full and withdrawn. The list's page, sort and filters live in the URL.
import { usePartnerDamageClaimsQuery } from '@pavilion/api-client';
import {
  DAMAGE_CLAIM_STATE_LABELS,
  DAMAGE_CLAIM_STATES,
  damageClaimState,
  formatAmount,
  ZPartnerDamageClaimsQuery,
  type TDamageClaim,
  type TDamageClaimFilter,
} from '@pavilion/domain';
import { FilteredEmptyState, ListPage, SearchBox, useDocumentTitle, useListParams } from '@pavilion/features-page-kit';
import { Select } from '@pavilion/ui';
import { orderDateColumn } from '../../components/order-date-column';

const STATE_OPTIONS = [
  { value: 'waiting', label: 'Waiting (buyer, support or a retried charge)' },
  ...DAMAGE_CLAIM_STATES.map((state) => ({ value: state, label: DAMAGE_CLAIM_STATE_LABELS[state] })),
];

export function DamageClaimsPage() {
  useDocumentTitle('Damage claims');
  const list = useListParams(ZPartnerDamageClaimsQuery);
  const result = usePartnerDamageClaimsQuery(list.args);
  return (
    <ListPage
      as="section"
      title="Damage claims"
      intro={
        <p className="pv-muted">
          Ask a buyer to pay for damage within 14 days after your event ends, from the order’s page (Registrations, then
          the order).
        </p>
      }
      filters={
        <>
          <Select
            label="State"
            placeholder="All states"
            value={list.query.state === 'all' ? '' : list.query.state}
            options={STATE_OPTIONS}
            onChange={(e) =>
              list.setFilters({ state: (e.target.value || undefined) as TDamageClaimFilter | undefined })
            }
          />
          <SearchBox
            label="Search claims"
            placeholder="Event or buyer email"
            value={list.query.q}
            onSearch={list.setSearch}
          />
        </>
      }
      result={result}
      loadingLabel="Loading damage claims..."
      errorTitle="Failed to fetch the damage claims"
      empty={
        <FilteredEmptyState
          list={list}
          title="No damage claims yet"
          filteredTitle="No damage claim matches"
          titleAs="h2"
          showAllLabel="Show all claims"
        />
      }
      pagination={{ onPageChange: list.setPage, label: 'Damage claim pages', noun: 'claims' }}
      table={{
        caption: 'Damage claims',
        sorting: list,
        columns: [
          orderDateColumn('filedAt', 'Filed', (c: TDamageClaim) => c.orderId),
          { key: 'event', header: 'Event', cell: (c) => c.event.name },
          {
            key: 'buyer',
            header: 'Buyer',
            cell: (c) => `${c.buyer.firstName} ${c.buyer.surname} (${c.buyer.email})`,
          },
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
  );
}
