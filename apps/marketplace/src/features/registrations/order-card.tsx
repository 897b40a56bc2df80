// One order as the attendee sees it: event, status, tickets, total and the payment details, masked
// (the card's last four digits only; the CVV is never kept, so it always shows as stars), its refunds
// and the organiser's damage payment requests, which the buyer answers here.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  changeOfferWords,
  formatAmount,
  formatPrice,
  MASKED_CVV,
  maskCardNumber,
  refundState,
  type TOrder,
  type TOrderStatus,
} from '@pavilion/domain';
import { paths } from '@pavilion/features-shell';
import { Alert, Badge, Button, DescriptionList, type BadgeTone } from '@pavilion/ui';
import { formatEventDateTime } from '@pavilion/features-event';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderDamageClaims } from './damage-claims';

const STATUS: Record<TOrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Awaiting payment', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function OrderCard({ order }: { order: TOrder }) {
  const status = STATUS[order.status];
  const payable = order.status === 'pending' && new Date(order.holdExpiresAt).getTime() > Date.now();
  const payment = order.paymentDetails;
  const [cancelling, setCancelling] = useState(false);
  const cancellable =
    order.status === 'paid' &&
    new Date(order.event.startDateTime).getTime() > Date.now() &&
    order.tickets.some((t) => t.status === 'valid');
  return (
    <li className="pv-order" aria-labelledby={`order-${order.id}`}>
      <div className="pv-order__head">
        <h3 id={`order-${order.id}`} className="pv-order__title">
          <Link to={paths.event(order.event.id)}>{order.event.name}</Link>
        </h3>
        <Badge tone={status.tone} dot>
          {status.label}
        </Badge>
      </div>
      {order.event.cancelledAt && (
        <Alert tone="warning" role="none" title="The organiser cancelled this event" className="pv-order__cancelled">
          <p>
            Cancelled on{' '}
            <time dateTime={order.event.cancelledAt}>
              {formatEventDateTime(order.event.cancelledAt, order.event.timeZone)}
            </time>
            {order.event.cancellationReason ? `: ${order.event.cancellationReason}` : '.'}
          </p>
          <p>Everything paid for this order is refunded to the card it was paid with.</p>
        </Alert>
      )}
      {order.changeOffer && cancellable && (
        <Alert tone="info" role="none" title="This event has changed" className="pv-order__cancelled">
          <p>{changeOfferWords(order.changeOffer.changes)}</p>
          <p>
            Your tickets stay valid for the changed event. If it no longer suits you, you may cancel them with a full
            refund, whatever the cancellation policy says, until{' '}
            <time dateTime={order.changeOffer.expiresAt}>
              {formatEventDateTime(order.changeOffer.expiresAt, order.event.timeZone)}
            </time>
            .
          </p>
        </Alert>
      )}
      <DescriptionList
        size="sm"
        className="pv-order__facts"
        items={[
          { label: 'Order', value: order.id, valueClassName: 'pv-order__id' },
          {
            label: 'Placed',
            value: <time dateTime={order.createdAt}>{dateTime.format(new Date(order.createdAt))}</time>,
          },
          {
            label: 'Event date',
            value: (
              <time dateTime={order.event.startDateTime}>
                {formatEventDateTime(order.event.startDateTime, order.event.timeZone)}
              </time>
            ),
          },
          { label: 'Buyer', value: `${order.firstName} ${order.surname} (${order.purchasingUserEmail})` },
          { label: 'Total', value: formatAmount(order.total, order.currency) },
        ]}
      />
      <h4 className="pv-order__subheading">Tickets</h4>
      <ul className="pv-order__tickets">
        {order.tickets.map((ticket) => {
          const person = ticket.attendee.person;
          const amount = ticket.ticketType.price.amount;
          return (
            <li key={ticket.id}>
              {ticket.ticketType.name} ({formatPrice(amount, ticket.ticketType.price.currency.code)}):{' '}
              {[person.firstName, person.surname].filter(Boolean).join(' ')}
              {person.jobTitle || person.companyName
                ? `, ${[person.jobTitle, person.companyName].filter(Boolean).join(', ')}`
                : ''}
              {ticket.subEvents.length > 0 && ` + ${ticket.subEvents.map((extra) => extra.name).join(', ')}`}
              {ticket.status === 'cancelled' && (
                <>
                  {' '}
                  <Badge tone="danger">Cancelled</Badge>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {payment && (
        <>
          <h4 className="pv-order__subheading">Payment details</h4>
          <DescriptionList
            size="sm"
            className="pv-order__facts"
            items={[
              { label: 'Card', value: maskCardNumber(payment.cardNumber), valueClassName: 'pv-order__card' },
              { label: 'CVV', value: MASKED_CVV },
              { label: 'Expiry', value: payment.expiryDate },
              { label: 'Cardholder', value: payment.cardholderName },
              {
                label: 'Billing address',
                value: `${payment.cardholderAddress}, ${payment.cardholderZipCode}, ${payment.cardholderCountry}`,
              },
            ]}
          />
        </>
      )}
      {order.refunds.length > 0 && (
        <>
          <h4 className="pv-order__subheading">Refunds</h4>
          <ul className="pv-order__tickets">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {formatAmount(refund.amount, refund.currency)}: {refundState(refund)}
              </li>
            ))}
          </ul>
        </>
      )}
      <OrderDamageClaims orderId={order.id} claims={order.damageClaims} cardKept={order.damageConsentAt !== null} />
      {cancellable && (
        <>
          <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
            Cancel tickets
          </Button>
          <CancelOrderDialog order={order} open={cancelling} onClose={() => setCancelling(false)} />
        </>
      )}
      {payable && (
        <Button as={Link} to={paths.ticketPurchaseCheckout(order.event.id, order.id)} size="sm">
          Complete payment
        </Button>
      )}
    </li>
  );
}
