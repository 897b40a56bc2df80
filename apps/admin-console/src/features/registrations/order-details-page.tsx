// /admin/order-details/{id}: any order as a receipt (order, date, customer, each ticket with its event,
// type, price and attendee) and the payment details, the card masked but its last 4 and the CVV as stars.
import { Link, useParams } from 'react-router';
import { formatAmount, UI_TEXT, type TOrder } from '@pavilion/domain';
import { errorStatus, useGetAdminOrderQuery, useRefundAdminOrderMutation } from '@pavilion/api-client';
import { isRetryable, PageFrame, QueryView, RefundOrderPanel } from '@pavilion/features-page-kit';
import { Badge, Card, CardBody, Spinner } from '@pavilion/ui';
import { formatDateTime } from '../../components/format';
import '../../components/admin.css';

const STATUS_TONES = { paid: 'success', pending: 'warning', expired: 'neutral', cancelled: 'danger' } as const;

function Receipt({ order }: { order: TOrder }) {
  const payment = order.paymentDetails;
  const [refund, refunding] = useRefundAdminOrderMutation();
  return (
    <>
      <div className="pv-admin-page-head">
        <h1 className="pv-page-title">Order receipt</h1>
        <Badge tone={STATUS_TONES[order.status]} dot>
          {order.status}
        </Badge>
      </div>
      <div className="pv-admin-columns">
        <Card as="section" aria-labelledby="order-receipt">
          <CardBody>
            <h2 id="order-receipt" className="pv-admin-section-title">
              Registration
            </h2>
            <dl className="pv-admin-facts">
              <dt>Order</dt>
              <dd>{order.id}</dd>
              <dt>Date</dt>
              <dd>{formatDateTime(order.createdAt)}</dd>
              <dt>Customer</dt>
              <dd>
                {order.firstName} {order.surname}
              </dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${order.purchasingUserEmail}`}>{order.purchasingUserEmail}</a>
              </dd>
              <dt>Event</dt>
              <dd>
                <Link to={`/event-details/${order.event.id}`}>{order.event.name}</Link>
              </dd>
            </dl>
            <h3 className="pv-admin-subtitle">Tickets</h3>
            <ol className="pv-admin-plain-list">
              {order.tickets.map((ticket, i) => (
                <li key={ticket.id} className="pv-audit__entry">
                  <div>
                    <strong>
                      Ticket {i + 1}: {ticket.ticketType.name}
                    </strong>{' '}
                    {ticket.status === 'cancelled' && (
                      <Badge tone="danger" dot>
                        cancelled
                      </Badge>
                    )}{' '}
                    · {ticket.ticketType.eventName} ·{' '}
                    {formatAmount(ticket.ticketType.price.amount, ticket.ticketType.price.currency.code)}
                  </div>
                  <div className="pv-audit__meta">
                    {ticket.attendee.person.firstName} {ticket.attendee.person.surname}
                    {ticket.attendee.person.companyName && ` · ${ticket.attendee.person.companyName}`}
                    {ticket.attendee.person.jobTitle && ` · ${ticket.attendee.person.jobTitle}`}
                  </div>
                  {ticket.subEvents.length > 0 && (
                    <div className="pv-audit__meta">
                      Extras:{' '}
                      {ticket.subEvents.map((e) => `${e.name} (${formatAmount(e.price, order.currency)})`).join(', ')}
                    </div>
                  )}
                </li>
              ))}
            </ol>
            {order.promoCode && (
              <p>
                Promo code {order.promoCode.code}: −{formatAmount(order.promoCode.discount, order.currency)}
              </p>
            )}
            <p>
              <strong>Total: {formatAmount(order.total, order.currency)}</strong>
            </p>
          </CardBody>
        </Card>
        <Card as="section" aria-labelledby="order-payment">
          <CardBody>
            <h2 id="order-payment" className="pv-admin-section-title">
              Payment details
            </h2>
            {payment ? (
              <dl className="pv-admin-facts">
                <dt>Card number</dt>
                <dd>{payment.cardNumber}</dd>
                <dt>Card</dt>
                <dd>{payment.cardBrand}</dd>
                <dt>Expiry date</dt>
                <dd>{payment.expiryDate}</dd>
                <dt>CVV</dt>
                <dd aria-label="CVV hidden">***</dd>
                <dt>Cardholder</dt>
                <dd>{payment.cardholderName}</dd>
                <dt>Address</dt>
                <dd>{payment.cardholderAddress}</dd>
                <dt>Zip code</dt>
                <dd>{payment.cardholderZipCode}</dd>
                <dt>Country</dt>
                <dd>{payment.cardholderCountry}</dd>
              </dl>
            ) : (
              <p className="pv-admin-muted">No payment: the order was not paid.</p>
            )}
          </CardBody>
        </Card>
      </div>
      <Card>
        <CardBody>
          <RefundOrderPanel
            order={order}
            actor="admin"
            isLoading={refunding.isLoading}
            onRefund={(body) => refund({ orderId: order.id, body }).unwrap()}
          />
        </CardBody>
      </Card>
    </>
  );
}

export function OrderDetailsPage() {
  const id = useParams().id ?? '';
  const order = useGetAdminOrderQuery(id);
  return (
    <PageFrame>
      <QueryView
        result={order}
        loadingLabel={UI_TEXT.loadingOrders}
        loading={<Spinner label={UI_TEXT.loadingOrders} showLabel />}
        errorTitle={(error) =>
          errorStatus(error) === 404 || errorStatus(error) === 400 ? 'Order not found' : 'The order could not be loaded'
        }
        canRetry={isRetryable}
      >
        {(data) => <Receipt order={data} />}
      </QueryView>
    </PageFrame>
  );
}

export default OrderDetailsPage;
