// The dashboard's Events tab (GET /api/admin/events/): every event of every partner. Search by name or
// tagline, filter by status (and partner, from a partner's page), sort by date, capacity or tickets
// sold either way, a page at a time; the state is in the URL.
import { Link } from 'react-router';
import { UI_TEXT, VETTING_STATUSES, ZAdminEventsQuery, type TAdminEventRow } from '@pavilion/domain';
import { useGetAdminEventsQuery } from '@pavilion/api-client';
import { ListPage, type SortOption, useListParams } from '@pavilion/features-page-kit';
import { Badge, Button, EmptyState } from '@pavilion/ui';
import { formatDateTime } from '../../components/format';
import { StatusBadge } from '../../components/status-badge';
import { VettingListFilters } from '../../components/vetting-list-filters';
import '../../components/admin.css';

const SORTS: SortOption<'date' | 'capacity' | 'ticketsSold'>[] = [
  { sort: 'date', label: 'Date' },
  { sort: 'capacity', label: 'Capacity' },
  { sort: 'ticketsSold', label: 'Tickets Sold' },
];

function EventRow({ event }: { event: TAdminEventRow }) {
  return (
    <li className="pv-admin-row">
      {event.thumbnailImageUrl ? (
        <img className="pv-admin-row__thumb" src={event.thumbnailImageUrl} alt="" loading="lazy" />
      ) : (
        <span className="pv-admin-row__thumb" aria-hidden="true" />
      )}
      <div>
        <h2 className="pv-admin-row__title">
          <Link to={`/event-details/${event.id}`}>{event.name}</Link>
          <StatusBadge status={event.status} />
          {event.public ? (
            <Badge tone="info">In the marketplace</Badge>
          ) : (
            event.status === 'APPROVED' && <Badge tone="neutral">Not public</Badge>
          )}
          {event.changesWaiting && <Badge tone="warning">Changes waiting</Badge>}
        </h2>
        <p className="pv-admin-row__meta">
          <time dateTime={event.startDateTime}>{formatDateTime(event.startDateTime)}</time>
          {' · '}
          {event.venue ? `${event.venue.name}${event.city ? `, ${event.city}` : ''}` : 'No venue'}
          {' · '}
          {event.partner.name}
        </p>
        <p className="pv-admin-row__tagline">{event.tagline}</p>
        <p className="pv-admin-row__meta">
          {event.ticketsSold.toLocaleString('en-US')} tickets sold · capacity{' '}
          {event.capacity === null ? 'not given' : event.capacity.toLocaleString('en-US')}
        </p>
      </div>
    </li>
  );
}

export function EventsPage() {
  const list = useListParams(ZAdminEventsQuery);
  const events = useGetAdminEventsQuery(list.args);
  return (
    <ListPage
      title="Events"
      filters={
        <VettingListFilters
          list={list}
          searchLabel="Search events"
          searchPlaceholder="Name or tagline"
          statuses={VETTING_STATUSES.map((s) => ({ value: s, label: s }))}
          sorts={SORTS}
        />
      }
      notice={
        list.query.partnerId && (
          <p className="pv-admin-chip">
            Events of partner {events.data?.items[0]?.partner.name ?? `#${list.query.partnerId}`}
            <Button variant="ghost" size="sm" onClick={() => list.setFilters({ partnerId: undefined })}>
              Show all partners
            </Button>
          </p>
        )
      }
      result={events}
      loadingLabel="Loading events"
      errorTitle={UI_TEXT.failedToFetchEvents}
      empty={<EmptyState title={UI_TEXT.noEventsFound} titleAs="h2" />}
      pagination={{ onPageChange: list.setPage, label: 'Events pages', noun: 'events' }}
      items={{
        className: 'pv-admin-rows',
        item: (event) => <EventRow key={event.id} event={event} />,
      }}
    />
  );
}

export default EventsPage;
