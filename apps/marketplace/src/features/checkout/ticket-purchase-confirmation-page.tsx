// Confirmation (/events/:id/ticket-purchase-confirmation/:orderId): the thank-you page of a paid order.
// An unpaid order goes back to its payment page; a released one says why.
import { Link, Navigate } from 'react-router';
import { formatAmount } from '@pavilion/domain';
import { useGetEventQuery } from '@pavilion/api-client';
import { paths, ProductLink } from '@pavilion/features-shell';
import { Alert, Button } from '@pavilion/ui';
import { PageFrame } from '@pavilion/features-page-kit';
import { formatEventDateTime } from '@pavilion/features-event';
import { SUPPORT_EMAIL } from '../../config/contact';
import { HOLD_EXPIRED_MESSAGE, useRouteOrder } from './components/order-problem';
import { StepHeading } from './components/step-heading';
import './checkout.css';

/** Guarded by the router (attendees only). */
export default function TicketPurchaseConfirmationPage() {
  const { order, placeholder } = useRouteOrder();
  // The organiser's address comes with the event; the page works without it.
  const { data: event } = useGetEventQuery(order?.event.id ?? 0, { skip: !order });

  if (!order) return placeholder;
  if (order.status === 'pending')
    return <Navigate to={paths.ticketPurchaseCheckout(order.event.id, order.id)} replace />;
  if (order.status !== 'paid') {
    return (
      <PageFrame className="pv-checkout">
        <StepHeading>This order was not completed</StepHeading>
        <Alert tone="warning">
          <p>{HOLD_EXPIRED_MESSAGE}</p>
          <Button as={Link} to={paths.event(order.event.id)} variant="secondary">
            Back to {order.event.name}
          </Button>
        </Alert>
      </PageFrame>
    );
  }

  const organiserEmail = event?.partner?.email ?? null;
  const ticketCount = order.tickets.length;
  return (
    <PageFrame className="pv-checkout pv-confirmation">
      <StepHeading>Thank You for Your Purchase!</StepHeading>
      <div>
        <p className="pv-confirmation__lead">
          Your order for <strong>{order.event.name}</strong> (
          <time dateTime={order.event.startDateTime}>
            {formatEventDateTime(order.event.startDateTime, order.event.timeZone)}
          </time>
          ) is confirmed: {ticketCount} {ticketCount === 1 ? 'ticket' : 'tickets'},{' '}
          {formatAmount(order.total, order.currency)} paid.
        </p>
        <p className="pv-summary__meta">Order reference: {order.id}</p>
      </div>
      <ul className="pv-confirmation__notices">
        <li className="pv-confirmation__notice">
          <h2>Receipt Coming Soon</h2>
          <p>
            Your receipt will be emailed to <strong>{order.purchasingUserEmail}</strong> shortly.
          </p>
        </li>
        <li className="pv-confirmation__notice">
          <h2>Ticket Delivery</h2>
          <p>
            Each attendee receives their ticket by email, with its QR code and a PDF, within a few minutes. You can also
            find every ticket under{' '}
            <ProductLink to={paths.userRegistrationsAndEvents}>Registrations and Events</ProductLink>.
          </p>
        </li>
        <li className="pv-confirmation__notice">
          <h2>Stay Updated</h2>
          <p>
            The organiser will send updates about the event.{' '}
            {organiserEmail ? (
              <>
                Add <strong>{organiserEmail}</strong> to your contacts so they reach your inbox.
              </>
            ) : (
              "Add the organiser's email address to your contacts so their updates reach your inbox."
            )}
          </p>
        </li>
      </ul>
      <p>
        Questions about your order? Contact our support team at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <div className="pv-confirmation__actions">
        <Button as={ProductLink} to={paths.userRegistrationsAndEvents}>
          View your tickets
        </Button>
        <Button as={Link} to={paths.event(order.event.id)} variant="secondary">
          Back to the event
        </Button>
      </div>
    </PageFrame>
  );
}
