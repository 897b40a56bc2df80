// The dashboard's Events tab (GET /api/admin/events/): every event of every partner. Search by name or
// tagline, filter by status (and partner, from a partner's page), sort by date, capacity or tickets
// sold either way, a page at a time; the state is in the URL.
import { Link } from 'react-router';
import { UI_TEXT, VETTING_STATUSES, ZAdminEventsQuery, type TAdminEventRow } from '@pavilion/domain';
import { useGetAdminEventsQuery } from '@pavilion/api-client';
import { ListPage, type SortOption, useListParams } from '@pavilion/features-page-kit';
import { Badge, Button, EmptyState } from '@pavilion/ui';
import { formatDateTime } from '../../components/format';
import { COMPONENTS_TEXT } from '../../components/messages';
import { StatusBadge } from '../../components/status-badge';
import { VettingListFilters } from '../../components/vetting-list-filters';
import '../../components/admin.css';
import { EVENTS_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

const SEPARATOR = ' · ';

const sorts = (): SortOption<'date' | 'capacity' | 'ticketsSold'>[] => [
  { sort: 'date', label: T.sortDate },
  { sort: 'capacity', label: T.sortCapacity },
  { sort: 'ticketsSold', label: T.sortTicketsSold },
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
          <Link to={adminPaths.eventDetails(event.id)}>{event.name}</Link>
          <StatusBadge status={event.status} />
          {event.public ? (
            <Badge tone="info">{T.inMarketplace}</Badge>
          ) : (
            event.status === 'APPROVED' && <Badge tone="neutral">{T.notPublic}</Badge>
          )}
          {event.changesWaiting && <Badge tone="warning">{T.changesWaiting}</Badge>}
        </h2>
        <p className="pv-admin-row__meta">
          <time dateTime={event.startDateTime}>{formatDateTime(event.startDateTime)}</time>
          {SEPARATOR}
          {event.venue ? [event.venue.name, event.city].filter(Boolean).join(', ') : T.noVenue}
          {SEPARATOR}
          {event.partner.name}
        </p>
        <p className="pv-admin-row__tagline">{event.tagline}</p>
        <p className="pv-admin-row__meta">
          {event.capacity === null
            ? T.soldNoCapacity({ sold: event.ticketsSold })
            : T.soldAndCapacity({ sold: event.ticketsSold, capacity: event.capacity })}
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
      title={T.title}
      filters={
        <VettingListFilters
          list={list}
          searchLabel={T.search}
          searchPlaceholder={T.searchPlaceholder}
          statuses={VETTING_STATUSES.map((s) => ({ value: s, label: COMPONENTS_TEXT.statusName({ status: s }) }))}
          sorts={sorts()}
        />
      }
      notice={
        list.query.partnerId && (
          <p className="pv-admin-chip">
            {T.eventsOfPartner({
              partner: events.data?.items[0]?.partner.name ?? T.partnerNumber({ id: list.query.partnerId }),
            })}
            <Button variant="ghost" size="sm" onClick={() => list.setFilters({ partnerId: undefined })}>
              {T.showAllPartners}
            </Button>
          </p>
        )
      }
      result={events}
      loadingLabel={T.loading}
      errorTitle={UI_TEXT.failedToFetchEvents}
      empty={<EmptyState title={UI_TEXT.noEventsFound} titleAs="h2" />}
      list={list}
      pagination={{ label: T.pages, kind: 'events' }}
      items={{
        className: 'pv-admin-rows',
        item: (event) => <EventRow key={event.id} event={event} />,
      }}
    />
  );
}

export default EventsPage;
