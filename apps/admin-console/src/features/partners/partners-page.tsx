// The dashboard's Partners tab (GET /api/admin/partners/): cards with the spec's fields, filtered by
// status, searched by name, email or city, newest applications first, a page at a time.
import { Link } from 'react-router';
import {
  PARTNER_VETTING_STATUSES,
  VETTING_STATUS_LABELS,
  ZAdminPartnersQuery,
  type TAdminPartnerCard,
} from '@pavilion/domain';
import { useGetAdminPartnersQuery } from '@pavilion/api-client';
import { ListPage, type SortOption, useListParams } from '@pavilion/features-page-kit';
import { Badge, Card, CardBody, EmptyState } from '@pavilion/ui';
import { formatDate } from '../../components/format';
import { StatusBadge } from '../../components/status-badge';
import { VettingListFilters } from '../../components/vetting-list-filters';
import '../../components/admin.css';
import { PARTNERS_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

const SEPARATOR = ' · ';

const sorts = (): SortOption<'appliedAt' | 'name'>[] => [
  { sort: 'appliedAt', label: T.sortApplied },
  { sort: 'name', label: T.sortName },
];

function PartnerCard({ partner }: { partner: TAdminPartnerCard }) {
  return (
    <Card as="li">
      <CardBody>
        <h2 className="pv-admin-row__title">
          <Link to={adminPaths.partnerDetails(partner.id)}>{partner.name}</Link>
          <StatusBadge status={partner.currentVettingStatus} />
        </h2>
        <p className="pv-admin-row__meta">
          {partner.organizationType?.name ?? T.typeNotGiven}
          {partner.companySize && SEPARATOR + T.employees({ size: partner.companySize })}
          {SEPARATOR}
          {T.applied({ date: formatDate(partner.appliedAt) })}
        </p>
        <p className="pv-admin-row__tagline">
          {[partner.address, partner.city, partner.country?.name].filter(Boolean).join(', ') || T.noAddress}
        </p>
        <p className="pv-admin-row__meta">{partner.email}</p>
        {partner.sectors.length > 0 && (
          <ul className="pv-admin-status-counts" aria-label={T.sectors}>
            {partner.sectors.map((s) => (
              <li key={s.id}>
                <Badge tone="neutral">{s.name}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

export function PartnersPage() {
  const list = useListParams(ZAdminPartnersQuery);
  const partners = useGetAdminPartnersQuery(list.args);
  return (
    <ListPage
      title={T.title}
      filters={
        <VettingListFilters
          list={list}
          searchLabel={T.search}
          searchPlaceholder={T.searchPlaceholder}
          statuses={PARTNER_VETTING_STATUSES.map((s) => ({ value: s, label: VETTING_STATUS_LABELS[s] }))}
          sorts={sorts()}
        />
      }
      result={partners}
      loadingLabel={T.loading}
      errorTitle={T.failed}
      empty={<EmptyState title={T.empty} titleAs="h2" />}
      list={list}
      pagination={{ label: T.pages, kind: 'partners' }}
      items={{
        className: 'pv-admin-rows',
        item: (partner) => <PartnerCard key={partner.id} partner={partner} />,
      }}
    />
  );
}

export default PartnersPage;
