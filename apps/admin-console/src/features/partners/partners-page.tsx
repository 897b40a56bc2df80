// The dashboard's Partners tab (GET /api/admin/partners/): cards with the spec's fields, filtered by
// status, searched by name, email or city, newest applications first, a page at a time.
import { Link } from 'react-router';
import {
  PARTNER_VETTING_STATUSES,
  VETTING_STATUS_LABELS,
  ZAdminPartnersQuery,
  type TAdminPartnerCard,
} from '@pavilion/domain';
import { errorMessage, useGetAdminPartnersQuery } from '@pavilion/api-client';
import { Alert, Badge, Card, CardBody, EmptyState, Select, Spinner } from '@pavilion/ui';
import { formatDate } from '../common/format';
import { useAdminListParams } from '../common/list-params';
import { ListFooter } from '../common/list-footer';
import { SearchBox } from '../common/search-box';
import { StatusBadge } from '../common/status-badge';
import '../common/admin.css';

const SORTS = [
  { value: 'appliedAt:desc', label: 'Newest applications first' },
  { value: 'appliedAt:asc', label: 'Oldest applications first' },
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
];

function PartnerCard({ partner }: { partner: TAdminPartnerCard }) {
  return (
    <Card as="li">
      <CardBody>
        <h2 className="pv-admin-row__title">
          <Link to={`/partner-details/${partner.id}`}>{partner.name}</Link>
          <StatusBadge status={partner.currentVettingStatus} />
        </h2>
        <p className="pv-admin-row__meta">
          {partner.organizationType?.name ?? 'Organisation type not given'}
          {partner.companySize && ` · ${partner.companySize} employees`} · applied {formatDate(partner.appliedAt)}
        </p>
        <p className="pv-admin-row__tagline">
          {[partner.address, partner.city, partner.country?.name].filter(Boolean).join(', ') || 'No address'}
        </p>
        <p className="pv-admin-row__meta">{partner.email}</p>
        {partner.sectors.length > 0 && (
          <ul className="pv-admin-status-counts" aria-label="Sectors">
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
  const list = useAdminListParams(ZAdminPartnersQuery);
  const partners = useGetAdminPartnersQuery(list.args);
  const page = partners.currentData ?? partners.data;
  return (
    <>
      <h1 className="pv-page-title">Partners</h1>
      <div className="pv-admin-list-controls">
        <SearchBox
          label="Search partners"
          placeholder="Name, email or city"
          value={list.query.q}
          onSearch={list.setSearch}
        />
        <Select
          label="Status"
          value={list.query.status ?? ''}
          placeholder="All statuses"
          options={PARTNER_VETTING_STATUSES.map((s) => ({ value: s, label: VETTING_STATUS_LABELS[s] }))}
          onChange={(e) => list.setFilters({ status: e.target.value || undefined })}
        />
        <Select
          label="Sort by"
          value={`${list.query.sort}:${list.query.direction}`}
          options={SORTS}
          onChange={(e) => {
            const [sort, direction] = e.target.value.split(':');
            list.setFilters({ sort, direction });
          }}
        />
      </div>
      {partners.isError ? (
        <Alert tone="error" title="Failed to fetch partners" onRetry={() => partners.refetch()}>
          {errorMessage(partners.error)}
        </Alert>
      ) : !page ? (
        <Spinner label="Loading partners" />
      ) : page.items.length === 0 ? (
        <EmptyState title="No partners found matching your search criteria" titleAs="h2" />
      ) : (
        <>
          <ul className="pv-admin-rows" aria-busy={partners.isFetching || undefined}>
            {page.items.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} />
            ))}
          </ul>
          <ListFooter page={page} onPageChange={list.setPage} label="Partners pages" noun="partners" />
        </>
      )}
    </>
  );
}

export default PartnersPage;
