// The dashboard's Events tab (GET /api/admin/events/): every event of every partner. Search by name or
// tagline, filter by status (and partner, from a partner's page), sort by date, capacity or tickets
// sold either way, a page at a time; the state is in the URL.
import { Link } from 'react-router';
import {
  MANAGED_EVENT_SORT_CRITERIA,
  UI_TEXT,
  VETTING_STATUSES,
  ZAdminEventsQuery,
  type TAdminEventRow,
} from '@pavilion/domain';
import { errorMessage, useGetAdminEventsQuery } from '@pavilion/api-client';
import { Alert, Badge, Button, EmptyState, Select, Spinner } from '@pavilion/ui';
import { formatDateTime } from '../common/format';
import { useAdminListParams } from '../common/list-params';
import { ListFooter } from '../common/list-footer';
import { SearchBox } from '../common/search-box';
import { StatusBadge } from '../common/status-badge';
import '../common/admin.css';

const SORT_LABELS = { date: 'Date', capacity: 'Capacity', ticketsSold: 'Tickets Sold' } as const;

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
  const list = useAdminListParams(ZAdminEventsQuery);
  const events = useGetAdminEventsQuery(list.args);
  const page = events.currentData ?? events.data;
  return (
    <>
      <h1 className="pv-page-title">Events</h1>
      <div className="pv-admin-list-controls">
        <SearchBox label="Search events" placeholder="Name or tagline" value={list.query.q} onSearch={list.setSearch} />
        <Select
          label="Status"
          value={list.query.status ?? ''}
          placeholder="All statuses"
          options={VETTING_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(e) => list.setFilters({ status: e.target.value || undefined })}
        />
        <Select
          label="Sort by"
          value={list.query.sort}
          options={MANAGED_EVENT_SORT_CRITERIA.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          onChange={(e) => list.setFilters({ sort: e.target.value, direction: 'asc' })}
        />
        <Button
          variant="secondary"
          onClick={() => list.setDirection(list.query.direction === 'asc' ? 'desc' : 'asc')}
          aria-label={`Sort order: ${list.query.direction === 'asc' ? 'ascending' : 'descending'}. Change to ${list.query.direction === 'asc' ? 'descending' : 'ascending'}`}
        >
          {list.query.direction === 'asc' ? 'Ascending' : 'Descending'}
        </Button>
      </div>
      {list.query.partnerId && (
        <p className="pv-admin-chip">
          Events of partner {page?.items[0]?.partner.name ?? `#${list.query.partnerId}`}{' '}
          <Button variant="ghost" size="sm" onClick={() => list.setFilters({ partnerId: undefined })}>
            Show all partners
          </Button>
        </p>
      )}
      {events.isError ? (
        <Alert tone="error" title={UI_TEXT.failedToFetchEvents} onRetry={() => events.refetch()}>
          {errorMessage(events.error)}
        </Alert>
      ) : !page ? (
        <Spinner label="Loading events" />
      ) : page.items.length === 0 ? (
        <EmptyState title={UI_TEXT.noEventsFound} titleAs="h2" />
      ) : (
        <>
          <ul className="pv-admin-rows" aria-busy={events.isFetching || undefined}>
            {page.items.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
          <ListFooter page={page} onPageChange={list.setPage} label="Events pages" noun="events" />
        </>
      )}
    </>
  );
}

export default EventsPage;
