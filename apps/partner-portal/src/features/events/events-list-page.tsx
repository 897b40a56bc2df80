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
import {
  ListPage,
  ListSortMenu,
  useDocumentTitle,
  useListParams,
  ListSearchBox,
  ListFilterSelect,
} from '@pavilion/features-page-kit';
import { Badge, Button, EmptyState } from '@pavilion/ui';
import { COMPONENTS_TEXT } from '../../components/messages';
import { StatusBadge } from '../../components/status-badge';
import { EVENTS_TEXT as T } from './messages';
import { partnerPaths, partnerProductPath } from '../../config/paths';

/** The space between two sentences or elements side by side. */
const SPACE = ' ';

const sorts = (): Array<{ sort: TManagedEventSortCriteria; label: string }> => [
  { sort: 'date', label: T.sortDate },
  { sort: 'capacity', label: T.sortCapacity },
  { sort: 'ticketsSold', label: T.sortTicketsSold },
];

export function EventsListPage() {
  useDocumentTitle(T.documentTitle);
  const list = useListParams(ZPartnerEventsQuery);
  const result = usePartnerEventsQuery(list.args);

  return (
    <ListPage
      as="section"
      title={T.title}
      actions={
        <Button as={Link} to={partnerPaths.addEvent}>
          {T.createEvent}
        </Button>
      }
      filters={
        <>
          <ListSearchBox list={list} label={T.searchByName} />
          <ListFilterSelect
            list={list}
            name="status"
            label={T.status}
            placeholder={T.all}
            options={EVENT_STATUSES.map((status) => ({ value: status, label: COMPONENTS_TEXT.status({ status }) }))}
          />
          <ListSortMenu options={sorts()} list={list} />
        </>
      }
      result={result}
      loadingLabel={T.loading}
      errorTitle={UI_TEXT.failedToFetchEvents}
      empty={
        list.filtered ? (
          <EmptyState
            title={UI_TEXT.noEventsFound}
            titleAs="h2"
            action={
              <Button variant="secondary" onClick={list.reset}>
                {T.showAll}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={T.noEventsYet}
            titleAs="h2"
            action={
              <Button as={Link} to={partnerPaths.addEvent}>
                {T.createEvent}
              </Button>
            }
          />
        )
      }
      list={list}
      pagination={{ label: T.pages, kind: 'events' }}
    >
      {(page, { isStale }) => (
        <ul className="pv-partner-cards" aria-label={T.yourEvents} aria-busy={isStale}>
          {page.items.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                headingLevel="h2"
                href={partnerProductPath(partnerPaths.eventDetails(event.id))}
                badge={
                  <div className="pv-partner-card__status">
                    <p>
                      <StatusBadge status={event.status} />
                      {SPACE}
                      {event.hasPendingChanges && <Badge tone="warning">{PARTNER_MESSAGES.changesPending}</Badge>}
                      {event.cancelled && <Badge tone="danger">{T.cancelled}</Badge>}
                    </p>
                    <p>{T.sold({ sold: event.ticketsSold, capacity: event.capacity })}</p>
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
