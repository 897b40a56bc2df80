// Dashboard > Events: the partner's events as cards with status badges, sorted on the server by date,
// capacity or tickets sold, searched by name, a page at a time.
import { useState } from 'react';
import { Link } from 'react-router';
import { usePartnerEventsQuery } from '@pavilion/api-client';
import {
  formatInTimeZone,
  pageCount,
  PARTNER_MESSAGES,
  truncate,
  UI_TEXT,
  type TManagedEventSortCriteria,
  type TSortDirection,
} from '@pavilion/domain';
import { Badge, Button, Pagination, Select, TextField } from '@pavilion/ui';
import { Empty, QueryState, STATUS_TONE } from '../../components/query-state';

const SORTS: Array<{ value: TManagedEventSortCriteria; label: string }> = [
  { value: 'date', label: 'Date' },
  { value: 'capacity', label: 'Capacity' },
  { value: 'ticketsSold', label: 'Tickets sold' },
];

export function EventsListPage() {
  const [sort, setSort] = useState<TManagedEventSortCriteria>('date');
  const [direction, setDirection] = useState<TSortDirection>('asc');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = usePartnerEventsQuery({ sort, direction, q, page, pageSize: 12 });
  const data = query.data;

  return (
    <section aria-labelledby="events-title" className="pv-partner-page">
      <div className="pv-partner-page__head">
        <h1 id="events-title" className="pv-page-title">
          Events
        </h1>
        <Button as={Link} to="/add-event">
          Create New Event
        </Button>
      </div>
      <div className="pv-partner-toolbar">
        <TextField
          label="Search by name"
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        <Select
          label="Sort by"
          value={sort}
          options={SORTS}
          onChange={(e) => {
            const next = e.target.value as TManagedEventSortCriteria;
            // The spec's rule: the current criterion flips the direction, a new one starts ascending.
            if (next === sort) setDirection(direction === 'asc' ? 'desc' : 'asc');
            else {
              setSort(next);
              setDirection('asc');
            }
            setPage(1);
          }}
        />
        <Button variant="secondary" onClick={() => setDirection(direction === 'asc' ? 'desc' : 'asc')}>
          {direction === 'asc' ? 'Ascending' : 'Descending'}
        </Button>
      </div>
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        failedText={UI_TEXT.failedToFetchEvents}
      >
        {data && data.items.length === 0 ? (
          <Empty title={q ? UI_TEXT.noEventsFound : 'No events yet. Create your first event.'} />
        ) : (
          <ul className="pv-partner-cards" aria-busy={query.isFetching}>
            {data?.items.map((event) => (
              <li key={event.id} className="pv-partner-card">
                {event.thumbnailImageUrl && (
                  <img src={event.thumbnailImageUrl} alt="" className="pv-partner-card__image" />
                )}
                <div className="pv-partner-card__body">
                  <h2 className="pv-partner-card__title">
                    <Link to={`/event-details/${event.id}`}>{event.name}</Link>
                  </h2>
                  <p>
                    <Badge tone={STATUS_TONE[event.status]} dot>
                      {event.status}
                    </Badge>{' '}
                    {event.hasPendingChanges && <Badge tone="warning">{PARTNER_MESSAGES.changesPending}</Badge>}
                  </p>
                  <p>{formatInTimeZone(event.startDateTime, event.timeZone)}</p>
                  <p>{truncate(event.tagline)}</p>
                  <p>
                    {event.ticketsSold} of {event.capacity} tickets sold
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pagination
            page={data.page}
            pageCount={pageCount(data.total, data.pageSize)}
            onPageChange={setPage}
            label="Events pages"
          />
        )}
      </QueryState>
    </section>
  );
}
