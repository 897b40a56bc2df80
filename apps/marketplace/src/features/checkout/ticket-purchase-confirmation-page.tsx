// Confirmation (/events/:id/ticket-purchase-confirmation/:orderId): the thank-you page of a paid order,
// or how to pay an order awaiting its bank transfer. An unpaid order goes back to its payment page; a
// released one says why.
import { Link, Navigate } from 'react-router';
import { formatAmount } from '@pavilion/domain';
import { useGetEventQuery } from '@pavilion/api-client';
import { paths, ProductLink, richText } from '@pavilion/features-shell';
import { Alert, Button } from '@pavilion/ui';
import { PageFrame } from '@pavilion/features-page-kit';
import { formatEventDateTime } from '@pavilion/features-event';
import { SUPPORT_EMAIL } from '../../config/contact';
import { useRouteOrder } from './components/order-problem';
import { StepHeading } from './components/step-heading';
import { TransferConfirmation } from './transfer-confirmation';
import { CHECKOUT_CONFIRMATION_TEXT as T, CHECKOUT_TEXT } from './messages';
import './checkout.css';

/** Guarded by the router (attendees only). */
export default function TicketPurchaseConfirmationPage() {
  const { order, placeholder } = useRouteOrder();
  // The organiser's address comes with the event; the page works without it.
  const { data: event } = useGetEventQuery(order?.event.id ?? 0, { skip: !order });

  if (!order) return placeholder;
  if (order.status === 'pending')
    return <Navigate to={paths.ticketPurchaseCheckout(order.event.id, order.id)} replace />;
  if (order.status === 'awaiting_payment') return <TransferConfirmation order={order} />;
  if (order.status !== 'paid') {
    return (
      <PageFrame className="pv-checkout">
        <StepHeading>{T.notCompleted}</StepHeading>
        <Alert tone="warning">
          <p>{CHECKOUT_TEXT.holdExpired}</p>
          <Button as={Link} to={paths.event(order.event.id)} variant="secondary">
            {CHECKOUT_TEXT.backToEvent({ event: order.event.name })}
          </Button>
        </Alert>
      </PageFrame>
    );
  }

  const organiserEmail = event?.partner?.email ?? null;
  const ticketCount = order.tickets.length;
  const unnamed = order.tickets.filter((ticket) => ticket.attendee === null && ticket.status !== 'cancelled').length;
  return (
    <PageFrame className="pv-checkout pv-confirmation">
      <StepHeading>{T.thankYou}</StepHeading>
      <div>
        <p className="pv-confirmation__lead">
          {richText(T.lead, {
            event: <strong>{order.event.name}</strong>,
            date: (
              <time dateTime={order.event.startDateTime}>
                {formatEventDateTime(order.event.startDateTime, order.event.timeZone)}
              </time>
            ),
            count: ticketCount,
            amount: formatAmount(order.total, order.currency),
          })}
        </p>
        <p className="pv-summary__meta">{T.reference({ id: order.id })}</p>
      </div>
      <ul className="pv-confirmation__notices">
        <li className="pv-confirmation__notice">
          <h2>{T.receiptTitle}</h2>
          <p>{richText(T.receiptText, { email: <strong>{order.purchasingUserEmail}</strong> })}</p>
        </li>
        <li className="pv-confirmation__notice">
          <h2>{T.deliveryTitle}</h2>
          <p>
            {richText(T.deliveryText, {
              link: (
                <ProductLink to={paths.userRegistrationsAndEvents}>{CHECKOUT_TEXT.registrationsAndEvents}</ProductLink>
              ),
            })}
          </p>
          {unnamed > 0 && <p>{T.deliveryLater({ count: unnamed })}</p>}
        </li>
        <li className="pv-confirmation__notice">
          <h2>{T.updatesTitle}</h2>
          <p>
            {organiserEmail
              ? richText(T.updatesWithEmail, { email: <strong>{organiserEmail}</strong> })
              : T.updatesWithoutEmail}
          </p>
        </li>
      </ul>
      <p>{richText(T.questions, { email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> })}</p>
      <div className="pv-confirmation__actions">
        <Button as={ProductLink} to={paths.userRegistrationsAndEvents}>
          {T.viewTickets}
        </Button>
        <Button as={Link} to={paths.event(order.event.id)} variant="secondary">
          {CHECKOUT_TEXT.backToTheEvent}
        </Button>
      </div>
    </PageFrame>
  );
}
