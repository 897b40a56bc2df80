// The dashboard's People tab (GET /api/admin/people/): attendee accounts searched by name or email,
// newest first, a page at a time, each with the blocks active on it; a name opens the person's page.
import { Link } from 'react-router';
import { SANCTION_LABELS, ZAdminPeopleQuery, type TAdminPersonCard } from '@pavilion/domain';
import { useGetAdminPeopleQuery } from '@pavilion/api-client';
import { ListPage, ListSortMenu, type SortOption, useListParams, ListSearchBox } from '@pavilion/features-page-kit';
import { Badge, Card, CardBody, EmptyState } from '@pavilion/ui';
import { formatDate } from '../../components/format';
import '../../components/admin.css';
import { PEOPLE_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

const sorts = (): SortOption<'joinedAt' | 'name'>[] => [
  { sort: 'joinedAt', label: T.sortJoined },
  { sort: 'name', label: T.sortName },
];

function PersonCard({ person }: { person: TAdminPersonCard }) {
  return (
    <Card as="li">
      <CardBody>
        <h2 className="pv-admin-row__title">
          <Link to={adminPaths.personDetails(person.id)}>{person.name}</Link>
          {person.blocks.map((kind) => (
            <Badge key={kind} tone="danger">
              {SANCTION_LABELS[kind]}
            </Badge>
          ))}
        </h2>
        <p className="pv-admin-row__meta">
          {T.emailJoined({ email: person.email, date: formatDate(person.joinedAt) })}
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
      title={T.title}
      filters={
        <>
          <ListSearchBox list={list} label={T.search} placeholder={T.searchPlaceholder} />
          <ListSortMenu options={sorts()} list={list} />
        </>
      }
      result={people}
      loadingLabel={T.loading}
      errorTitle={T.failed}
      empty={<EmptyState title={T.empty} titleAs="h2" />}
      list={list}
      pagination={{ label: T.pages, kind: 'people' }}
      items={{
        className: 'pv-admin-rows',
        item: (person) => <PersonCard key={person.id} person={person} />,
      }}
    />
  );
}

export default PeoplePage;
