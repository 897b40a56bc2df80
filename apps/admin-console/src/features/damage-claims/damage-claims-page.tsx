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
import { PageFrame, useDocumentTitle, useListParams } from '@pavilion/features-page-kit';
import { formatAmount, formatDateTime } from '../../components/format';
import { SearchedTableList } from '../../components/searched-table-list';
import '../../components/admin.css';
import { DAMAGE_CLAIMS_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

const claimFilters = (): Array<{ value: TDamageClaimFilter; label: string }> => [
  { value: 'disputed', label: T.filterDisputed },
  { value: 'waiting', label: T.filterWaiting },
  ...DAMAGE_CLAIM_STATES.filter((s) => s !== 'disputed').map((state) => ({
    value: state,
    label: DAMAGE_CLAIM_STATE_LABELS[state],
  })),
  { value: 'all', label: T.filterAll },
];

export default function WaitingPage() {
  useDocumentTitle(T.title);
  return (
    <PageFrame>
      <h1 className="pv-page-title">{T.title}</h1>
      <DamageClaimsList />
    </PageFrame>
  );
}

function DamageClaimsList() {
  const list = useListParams(ZAdminDamageClaimsQuery, { prefix: 'claims' });
  const result = useAdminDamageClaimsQuery(list.args);
  return (
    <SearchedTableList
      text={T}
      list={list}
      filter={{ name: 'state', label: T.claims, options: claimFilters() }}
      result={result}
      kind="claims"
      columns={[
        {
          key: 'filedAt',
          header: T.filed,
          sort: 'filedAt',
          rowHeader: true,
          cell: (c) => (
            <Link
              to={adminPaths.damageClaim(c.id)}
              aria-label={T.claimLink({
                amount: formatAmount(c.amount, c.currency),
                partner: c.partner.name,
                buyer: c.buyer.email,
                filedAt: formatDateTime(c.filedAt),
              })}
            >
              {formatDateTime(c.filedAt)}
            </Link>
          ),
        },
        { key: 'partner', header: T.partner, cell: (c) => c.partner.name },
        { key: 'event', header: T.event, cell: (c) => c.event.name },
        { key: 'buyer', header: T.buyer, cell: (c) => c.buyer.email },
        {
          key: 'amount',
          header: T.amount,
          sort: 'amount',
          align: 'end',
          cell: (c) => formatAmount(c.amount, c.currency),
        },
        { key: 'state', header: T.state, cell: (c) => damageClaimState(c) },
      ]}
      getRowKey={(c) => c.id}
    />
  );
}
