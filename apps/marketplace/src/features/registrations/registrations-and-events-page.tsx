// Registrations and Events (/user/registrations-and-events): the attendee's tickets (each with its
// QR code and PDF) and orders, with payment details masked, and above them their places on waiting lists. Each is a paged list whose page, sort and
// filter live in the URL (tickets.* and orders.*), so a reload or a shared link shows the same.
import { Link, useSearchParams } from 'react-router';
import { UI_TEXT, ZOrdersQuery, ZTicketsQuery, type TOrderStatus } from '@pavilion/domain';
import { useGetOrdersQuery, useGetTicketsQuery } from '@pavilion/api-client';
import { paths } from '@pavilion/features-shell';
import {
  ListView,
  PageFrame,
  PageSection,
  ListSortMenu,
  type SortOption,
  useListParams,
  ListSearchBox,
  ListFilterSelect,
} from '@pavilion/features-page-kit';
import { Button, EmptyState } from '@pavilion/ui';
import { config } from '../../config/env';
import { CancelOrderByIdDialog } from './cancel-order-dialog';
import { REGISTRATIONS_TEXT as T } from './messages';
import { OrderCard, orderStatusLabel } from './order-card';
import { TicketCard } from './ticket-card';
import { WaitingListsSection } from './waiting-lists-section';
import './registrations.css';

// The assign link's page (/tickets/assign/:token) comes in this page's chunk: it shares its form, words
// and endpoints with the orders here.
export { default as TicketAssignPage } from './ticket-assign-page';

export default function RegistrationsAndEventsPage() {
  // The receipt email's "cancel tickets" link: ?cancel={orderId} opens that order's cancel dialog.
  const [search, setSearch] = useSearchParams();
  const cancelId = search.get('cancel');
  const closeCancel = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('cancel');
        return next;
      },
      { replace: true },
    );
  return (
    <PageFrame>
      <h1 className="pv-page-title">{T.title}</h1>
      <WaitingListsSection />
      <TicketsSection />
      <OrdersSection />
      {cancelId && <CancelOrderByIdDialog orderId={cancelId} open onClose={closeCancel} />}
    </PageFrame>
  );
}

const ticketSorts = (): SortOption<'eventStart' | 'eventName' | 'purchasedAt'>[] => [
  { sort: 'eventStart', label: T.eventDate },
  { sort: 'eventName', label: T.eventName },
  { sort: 'purchasedAt', label: T.purchaseDate },
];

const whenOptions = () => [
  { value: 'all', label: T.allTickets },
  { value: 'upcoming', label: T.upcomingEvents },
  { value: 'past', label: T.pastEvents },
];

function TicketsSection() {
  const list = useListParams(ZTicketsQuery, { prefix: 'tickets' });
  const result = useGetTicketsQuery(list.args);
  return (
    <PageSection title={T.yourTickets} titleId="tickets-heading">
      <ListView
        filters={
          <>
            <ListSearchBox list={list} label={T.searchTickets} placeholder={T.eventOrAttendee} />
            <ListFilterSelect list={list} name="when" label={T.show} options={whenOptions()} />
            <ListSortMenu label={T.sortTicketsBy} options={ticketSorts()} list={list} />
          </>
        }
        result={result}
        loadingLabel={T.loadingTickets}
        errorTitle={T.ticketsNotLoaded}
        empty={
          list.filtered ? (
            <EmptyState
              title={
                list.query.q !== undefined
                  ? T.noTicketsMatch
                  : list.query.when === 'upcoming'
                    ? T.noUpcomingTickets
                    : T.noPastTickets
              }
              action={
                <Button variant="secondary" onClick={list.reset}>
                  {T.showAllTickets}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={T.noTicketsYet}
              description={T.noTicketsYetText}
              action={
                <Button as={Link} to={paths.events}>
                  {T.browseEvents}
                </Button>
              }
            />
          )
        }
        list={list}
        pagination={{ label: T.ticketPages, kind: 'tickets' }}
        items={{
          className: 'pv-ticket-grid',
          item: (ticket) => <TicketCard key={ticket.id} ticket={ticket} apiUrl={config.apiUrl} />,
        }}
      />
    </PageSection>
  );
}

const orderSorts = (): SortOption<'createdAt' | 'eventStart' | 'total'>[] => [
  { sort: 'createdAt', label: T.datePlaced },
  { sort: 'eventStart', label: T.eventDate },
  { sort: 'total', label: T.total },
];

const ORDER_STATUSES: TOrderStatus[] = ['pending', 'paid', 'expired', 'cancelled'];
const statusOptions = () => ORDER_STATUSES.map((value) => ({ value, label: orderStatusLabel(value) }));

function OrdersSection() {
  const list = useListParams(ZOrdersQuery, { prefix: 'orders' });
  const result = useGetOrdersQuery(list.args);
  return (
    <PageSection title={T.yourOrders} titleId="orders-heading">
      <ListView
        filters={
          <>
            <ListSearchBox list={list} label={T.searchOrders} placeholder={T.eventNamePlaceholder} />
            <ListFilterSelect
              list={list}
              name="status"
              label={T.status}
              placeholder={T.allOrders}
              options={statusOptions()}
            />
            <ListSortMenu label={T.sortOrdersBy} options={orderSorts()} list={list} />
          </>
        }
        result={result}
        loadingLabel={UI_TEXT.loadingOrders}
        errorTitle={T.ordersNotLoaded}
        empty={
          <EmptyState
            title={UI_TEXT.noOrdersFound}
            action={
              list.query.status || list.query.q ? (
                <Button variant="secondary" onClick={list.reset}>
                  {T.showAllOrders}
                </Button>
              ) : undefined
            }
          />
        }
        list={list}
        pagination={{ label: T.orderPages, kind: 'orders' }}
        items={{
          className: 'pv-order-list',
          item: (order) => <OrderCard key={order.id} order={order} />,
        }}
      />
    </PageSection>
  );
}
