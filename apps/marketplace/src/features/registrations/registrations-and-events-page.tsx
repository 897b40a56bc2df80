// Registrations and Events (/user/registrations-and-events): the attendee's tickets (each with its
// QR code and PDF) and orders, with payment details masked.
import { Link } from 'react-router';
import { UI_TEXT } from '@pavilion/domain';
import { errorMessage, useGetOrdersQuery, useGetTicketsQuery } from '@pavilion/api-client';
import { paths } from '@pavilion/features-shell';
import { Alert, Button, Container, EmptyState, Spinner } from '@pavilion/ui';
import { config } from '../../app/config';
import { OrderCard } from './order-card';
import { TicketCard } from './ticket-card';
import './registrations.css';

export default function RegistrationsAndEventsPage() {
  return (
    <Container className="pv-registrations">
      <h1 className="pv-page-title">Registrations and Events</h1>
      <TicketsSection />
      <OrdersSection />
    </Container>
  );
}

function TicketsSection() {
  const { data: tickets, error, isLoading, refetch } = useGetTicketsQuery();
  let body;
  if (isLoading) body = <Spinner label="Loading your tickets" showLabel />;
  else if (error || !tickets) body = <LoadFailure what="your tickets" error={error} onRetry={refetch} />;
  else if (tickets.length === 0) {
    body = (
      <EmptyState
        title="You have no tickets yet"
        description="Tickets you buy appear here with their QR codes."
        action={
          <Button as={Link} to={paths.events}>
            Browse events
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className="pv-ticket-grid">
        {tickets.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} apiUrl={config.apiUrl} />
        ))}
      </ul>
    );
  }
  return (
    <section className="pv-registrations__section" aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">Your tickets</h2>
      {body}
    </section>
  );
}

function OrdersSection() {
  const { data: orders, error, isLoading, refetch } = useGetOrdersQuery();
  let body;
  if (isLoading) body = <Spinner label={UI_TEXT.loadingOrders} showLabel />;
  else if (error || !orders) body = <LoadFailure what="your orders" error={error} onRetry={refetch} />;
  else if (orders.length === 0) body = <EmptyState title={UI_TEXT.noOrdersFound} />;
  else {
    body = (
      <ul className="pv-order-list">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
    );
  }
  return (
    <section className="pv-registrations__section" aria-labelledby="orders-heading">
      <h2 id="orders-heading">Your orders</h2>
      {body}
    </section>
  );
}

function LoadFailure({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="error" title={`We could not load ${what}`} onRetry={onRetry}>
      {errorMessage(error)}
    </Alert>
  );
}
