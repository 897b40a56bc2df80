// Dashboard > Events: the partner's events as cards with status badges, sorted on the server by date,
// capacity or tickets sold, searched by name, filtered by status, a page at a time. The list's page,
// sort, search and filter live in the URL (reload, share, Back/Forward).
import { Link } from 'react-router';
import { usePartnerEventsQuery } from '@pavilion/api-client';
import {
  PARTNER_MESSAGES,
  UI_TEXT,
  EVENT_STATUSES,
  ZPartnerEventsQuery,
  type TManagedEventSortCriteria,
} from '@pavilion/domain';
import { EventCard } from '@pavilion/features-event';
import { ListPage, SearchBox, ListSortMenu, useDocumentTitle, useListParams } from '@pavilion/features-page-kit';
import { Badge, Button, EmptyState, Select } from '@pavilion/ui';
import { StatusBadge } from '../../components/status-badge';

const SORTS: Array<{ sort: TManagedEventSortCriteria; label: string }> = [
  { sort: 'date', label: 'Date' },
  { sort: 'capacity', label: 'Capacity' },
  { sort: 'ticketsSold', label: 'Tickets sold' },
];

export function EventsListPage() {
  useDocumentTitle('Your events');
  const list = useListParams(ZPartnerEventsQuery);
  const result = usePartnerEventsQuery(list.args);

  return (
    <ListPage
      as="section"
      title="Events"
      actions={
        <Button as={Link} to="/add-event">
          Create New Event
        </Button>
      }
      filters={
        <>
          <SearchBox label="Search by name" value={list.query.q} onSearch={list.setSearch} />
          <Select
            label="Status"
            placeholder="All"
            value={list.query.status ?? ''}
            options={EVENT_STATUSES.map((status) => ({ value: status, label: status }))}
            onChange={(e) => list.setFilters({ status: (e.target.value || undefined) as never })}
          />
          <ListSortMenu options={SORTS} list={list} />
        </>
      }
      result={result}
      loadingLabel="Loading your events"
      errorTitle={UI_TEXT.failedToFetchEvents}
      empty={
        list.filtered ? (
          <EmptyState
            title={UI_TEXT.noEventsFound}
            titleAs="h2"
            action={
              <Button variant="secondary" onClick={list.reset}>
                Show all events
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No events yet. Create your first event."
            titleAs="h2"
            action={
              <Button as={Link} to="/add-event">
                Create New Event
              </Button>
            }
          />
        )
      }
      pagination={{ onPageChange: list.setPage, label: 'Event pages', noun: 'events' }}
    >
      {(page, { isStale }) => (
        <ul className="pv-partner-cards" aria-label="Your events" aria-busy={isStale}>
          {page.items.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                headingLevel="h2"
                href={`/partner/event-details/${event.id}`}
                badge={
                  <div className="pv-partner-card__status">
                    <p>
                      <StatusBadge status={event.status} />{' '}
                      {event.hasPendingChanges && <Badge tone="warning">{PARTNER_MESSAGES.changesPending}</Badge>}
                      {event.cancelled && <Badge tone="danger">Cancelled</Badge>}
                    </p>
                    <p>
                      {event.ticketsSold} of {event.capacity} tickets sold
                    </p>
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
