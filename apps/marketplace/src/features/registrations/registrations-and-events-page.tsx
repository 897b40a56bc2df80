// Registrations and Events (/user/registrations-and-events): the attendee's tickets (each with its
// QR code and PDF) and orders, with payment details masked. Each is a paged list whose page, sort and
// filter live in the URL (tickets.* and orders.*), so a reload or a shared link shows the same.
import { Link, useSearchParams } from 'react-router';
import { UI_TEXT, ZOrdersQuery, ZTicketsQuery, type TOrderStatus } from '@pavilion/domain';
import { useGetOrdersQuery, useGetTicketsQuery } from '@pavilion/api-client';
import { paths } from '@pavilion/features-shell';
import {
  ListView,
  PageFrame,
  PageSection,
  SearchBox,
  ListSortMenu,
  type SortOption,
  useListParams,
} from '@pavilion/features-page-kit';
import { Button, EmptyState, Select } from '@pavilion/ui';
import { config } from '../../config/env';
import { CancelOrderByIdDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';
import { TicketCard } from './ticket-card';
import './registrations.css';

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
      <h1 className="pv-page-title">Registrations and Events</h1>
      <TicketsSection />
      <OrdersSection />
      {cancelId && <CancelOrderByIdDialog orderId={cancelId} open onClose={closeCancel} />}
    </PageFrame>
  );
}

const TICKET_SORTS: SortOption<'eventStart' | 'eventName' | 'purchasedAt'>[] = [
  { sort: 'eventStart', label: 'Event date' },
  { sort: 'eventName', label: 'Event name' },
  { sort: 'purchasedAt', label: 'Purchase date' },
];

const WHEN_OPTIONS = [
  { value: 'all', label: 'All tickets' },
  { value: 'upcoming', label: 'Upcoming events' },
  { value: 'past', label: 'Past events' },
];

function TicketsSection() {
  const list = useListParams(ZTicketsQuery, { prefix: 'tickets' });
  const result = useGetTicketsQuery(list.args);
  return (
    <PageSection title="Your tickets" titleId="tickets-heading">
      <ListView
        filters={
          <>
            <SearchBox
              label="Search tickets"
              placeholder="Event or attendee"
              value={list.query.q}
              onSearch={list.setSearch}
            />
            <Select
              label="Show"
              options={WHEN_OPTIONS}
              value={list.query.when}
              onChange={(event) => list.setFilters({ when: event.target.value as 'all' | 'upcoming' | 'past' })}
            />
            <ListSortMenu label="Sort tickets by" options={TICKET_SORTS} list={list} />
          </>
        }
        result={result}
        loadingLabel="Loading your tickets"
        errorTitle="We could not load your tickets"
        empty={
          list.filtered ? (
            <EmptyState
              title={
                list.query.q !== undefined
                  ? 'No tickets match your search'
                  : list.query.when === 'upcoming'
                    ? 'No tickets for upcoming events'
                    : 'No tickets for past events'
              }
              action={
                <Button variant="secondary" onClick={list.reset}>
                  Show all tickets
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="You have no tickets yet"
              description="Tickets you buy appear here with their QR codes."
              action={
                <Button as={Link} to={paths.events}>
                  Browse events
                </Button>
              }
            />
          )
        }
        pagination={{ onPageChange: list.setPage, label: 'Ticket pages', noun: 'tickets' }}
        items={{
          className: 'pv-ticket-grid',
          item: (ticket) => <TicketCard key={ticket.id} ticket={ticket} apiUrl={config.apiUrl} />,
        }}
      />
    </PageSection>
  );
}

const ORDER_SORTS: SortOption<'createdAt' | 'eventStart' | 'total'>[] = [
  { sort: 'createdAt', label: 'Date placed' },
  { sort: 'eventStart', label: 'Event date' },
  { sort: 'total', label: 'Total' },
];

const STATUS_OPTIONS: { value: TOrderStatus; label: string }[] = [
  { value: 'pending', label: 'Awaiting payment' },
  { value: 'paid', label: 'Paid' },
  { value: 'expired', label: 'Expired' },
  { value: 'cancelled', label: 'Cancelled' },
];

function OrdersSection() {
  const list = useListParams(ZOrdersQuery, { prefix: 'orders' });
  const result = useGetOrdersQuery(list.args);
  return (
    <PageSection title="Your orders" titleId="orders-heading">
      <ListView
        filters={
          <>
            <SearchBox label="Search orders" placeholder="Event name" value={list.query.q} onSearch={list.setSearch} />
            <Select
              label="Status"
              placeholder="All orders"
              options={STATUS_OPTIONS}
              value={list.query.status ?? ''}
              onChange={(event) => list.setFilters({ status: (event.target.value || undefined) as TOrderStatus })}
            />
            <ListSortMenu label="Sort orders by" options={ORDER_SORTS} list={list} />
          </>
        }
        result={result}
        loadingLabel={UI_TEXT.loadingOrders}
        errorTitle="We could not load your orders"
        empty={
          <EmptyState
            title={UI_TEXT.noOrdersFound}
            action={
              list.query.status || list.query.q ? (
                <Button variant="secondary" onClick={list.reset}>
                  Show all orders
                </Button>
              ) : undefined
            }
          />
        }
        pagination={{ onPageChange: list.setPage, label: 'Order pages', noun: 'orders' }}
        items={{
          className: 'pv-order-list',
          item: (order) => <OrderCard key={order.id} order={order} />,
        }}
      />
    </PageSection>
  );
}
