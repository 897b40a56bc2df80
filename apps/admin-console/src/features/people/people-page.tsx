// The dashboard's People tab (GET /api/admin/people/): attendee accounts searched by name or email,
// newest first, a page at a time, each with the blocks active on it; a name opens the person's page.
import { Link } from 'react-router';
import { SANCTION_LABELS, ZAdminPeopleQuery, type TAdminPersonCard } from '@pavilion/domain';
import { useGetAdminPeopleQuery } from '@pavilion/api-client';
import { ListPage, SearchBox, ListSortMenu, type SortOption, useListParams } from '@pavilion/features-page-kit';
import { Badge, Card, CardBody, EmptyState } from '@pavilion/ui';
import { formatDate } from '../../components/format';
import '../../components/admin.css';

const SORTS: SortOption<'joinedAt' | 'name'>[] = [
  { sort: 'joinedAt', label: 'Joined' },
  { sort: 'name', label: 'Name' },
];

function PersonCard({ person }: { person: TAdminPersonCard }) {
  return (
    <Card as="li">
      <CardBody>
        <h2 className="pv-admin-row__title">
          <Link to={`/person-details/${person.id}`}>{person.name}</Link>
          {person.blocks.map((kind) => (
            <Badge key={kind} tone="danger">
              {SANCTION_LABELS[kind]}
            </Badge>
          ))}
        </h2>
        <p className="pv-admin-row__meta">
          {person.email} · joined {formatDate(person.joinedAt)}
        </p>
      </CardBody>
    </Card>
  );
}

export function PeoplePage() {
  const list = useListParams(ZAdminPeopleQuery);
  const people = useGetAdminPeopleQuery(list.args);
  return (
    <ListPage
      title="People"
      filters={
        <>
          <SearchBox label="Search people" placeholder="Name or email" value={list.query.q} onSearch={list.setSearch} />
          <ListSortMenu options={SORTS} list={list} />
        </>
      }
      result={people}
      loadingLabel="Loading people"
      errorTitle="Failed to fetch people"
      empty={<EmptyState title="No one found matching your search" titleAs="h2" />}
      pagination={{ onPageChange: list.setPage, label: 'People pages', noun: 'people' }}
      items={{
        className: 'pv-admin-rows',
        item: (person) => <PersonCard key={person.id} person={person} />,
      }}
    />
  );
}

export default PeoplePage;
