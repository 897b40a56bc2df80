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
import { ListPage, useDocumentTitle, useListParams, ListSearchBox } from '@pavilion/features-page-kit';
import { Select } from '@pavilion/ui';
import { orderDateColumn } from '../../components/order-date-column';
import { REGISTRATIONS_TEXT as T } from './messages';

const stateOptions = () => [
  { value: 'waiting', label: T.waitingState },
  ...DAMAGE_CLAIM_STATES.map((state) => ({ value: state, label: DAMAGE_CLAIM_STATE_LABELS[state] })),
];

export function DamageClaimsPage() {
  useDocumentTitle(T.damageClaims);
  const list = useListParams(ZPartnerDamageClaimsQuery);
  const result = usePartnerDamageClaimsQuery(list.args);
  return (
    <ListPage
      as="section"
      title={T.damageClaims}
      intro={<p className="pv-muted">{T.claimsIntro}</p>}
      filters={
        <>
          <Select
            label={T.state}
            placeholder={T.allStates}
            value={list.query.state === 'all' ? '' : list.query.state}
            options={stateOptions()}
            onChange={(e) =>
              list.setFilters({ state: (e.target.value || undefined) as TDamageClaimFilter | undefined })
            }
          />
          <ListSearchBox list={list} label={T.searchClaims} placeholder={T.searchClaimsPlaceholder} />
        </>
      }
      result={result}
      loadingLabel={T.loadingClaims}
      errorTitle={T.claimsFailed}
      filteredEmpty={{ title: T.noClaims, filteredTitle: T.noClaimMatches, showAllLabel: T.showAllClaims }}
      list={list}
      pagination={{ label: T.claimPages, kind: 'claims' }}
      table={{
        caption: T.damageClaims,
        columns: [
          orderDateColumn('filedAt', T.filed, (c: TDamageClaim) => c.orderId),
          { key: 'event', header: T.event, cell: (c) => c.event.name },
          {
            key: 'buyer',
            header: T.buyer,
            cell: (c) => T.buyerNameAndEmail({ ...c.buyer }),
          },
          {
            key: 'amount',
            header: T.amount,
            sort: 'amount',
            align: 'end',
            cell: (c) => formatAmount(c.amount, c.currency),
          },
          { key: 'state', header: T.state, cell: (c) => damageClaimState(c) },
        ],
        getRowKey: (c) => c.id,
      }}
    />
  );
}
