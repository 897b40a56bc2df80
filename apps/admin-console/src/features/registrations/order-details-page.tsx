// /admin/order-details/{id}: any order as a receipt (order, date, customer, each ticket with its event,
// type, price and attendee) and the payment details, the card masked but its last 4 and the CVV as stars;
// an order awaiting its bank transfer with its reference, due day and "Mark as paid".
import { Link, useParams } from 'react-router';
import { Fragment } from 'react';
import {
  COMPANY_FACT_LABELS,
  fieldList,
  orderCompanyFacts,
  orderTicketAttendeeName,
  UI_TEXT,
  type TOrder,
} from '@pavilion/domain';
import { errorStatus, useGetAdminOrderQuery, useRefundAdminOrderMutation } from '@pavilion/api-client';
import { isRetryable, PageFrame, QueryView } from '@pavilion/features-page-kit';
import { mayBePaidByTransfer, RefundOrderPanel } from '@pavilion/features-orders';
import { Badge, Card, CardBody, Spinner } from '@pavilion/ui';
import { formatAmount, formatDateTime } from '../../components/format';
import '../../components/admin.css';
import { REGISTRATIONS_TEXT as T } from './messages';
import { OrderTransfer } from './order-transfer';
import { adminPaths } from '../../config/paths';

const SPACE = ' ';
const SEPARATOR = ' · ';
const CVV_STARS = '***';

const STATUS_TONES = {
  paid: 'success',
  pending: 'warning',
  expired: 'neutral',
  cancelled: 'danger',
  awaiting_payment: 'warning',
} as const;

function Receipt({ order }: { order: TOrder }) {
  const payment = order.paymentDetails;
  const [refund, refunding] = useRefundAdminOrderMutation();
  return (
    <>
      <div className="pv-admin-page-head">
        <h1 className="pv-page-title">{T.receipt}</h1>
        <Badge tone={STATUS_TONES[order.status]} dot>
          {T.orderStatus({ status: order.status })}
        </Badge>
      </div>
      <div className="pv-admin-columns">
        <Card as="section" aria-labelledby="order-receipt">
          <CardBody>
            <h2 id="order-receipt" className="pv-admin-section-title">
              {T.registration}
            </h2>
            <dl className="pv-admin-facts">
              <dt>{T.order}</dt>
              <dd>{order.id}</dd>
              <dt>{T.date}</dt>
              <dd>{formatDateTime(order.createdAt)}</dd>
              <dt>{T.customer}</dt>
              <dd>{T.customerName({ firstName: order.firstName, surname: order.surname })}</dd>
              <dt>{T.email}</dt>
              <dd>
                <a href={`mailto:${order.purchasingUserEmail}`}>{order.purchasingUserEmail}</a>
              </dd>
              <dt>{T.event}</dt>
              <dd>
                <Link to={adminPaths.eventDetails(order.event.id)}>{order.event.name}</Link>
              </dd>
            </dl>
            {order.company && (
              <>
                <h3 className="pv-admin-subtitle">{COMPANY_FACT_LABELS.heading}</h3>
                <dl className="pv-admin-facts">
                  {orderCompanyFacts(order.company).map((fact) => (
                    <Fragment key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </Fragment>
                  ))}
                </dl>
              </>
            )}
            <h3 className="pv-admin-subtitle">{T.tickets}</h3>
            <ol className="pv-admin-plain-list">
              {order.tickets.map((ticket, i) => (
                <li key={ticket.id} className="pv-audit__entry">
                  <div>
                    <strong>{T.ticketTitle({ number: i + 1, type: ticket.ticketType.name })}</strong>
                    {SPACE}
                    {ticket.status === 'cancelled' && (
                      <Badge tone="danger" dot>
                        {T.cancelled}
                      </Badge>
                    )}
                    {SEPARATOR}
                    {ticket.ticketType.eventName}
                    {SEPARATOR}
                    {formatAmount(ticket.ticketType.price.amount, ticket.ticketType.price.currency.code)}
                  </div>
                  <div className="pv-audit__meta">
                    {[
                      ticket.attendee
                        ? T.customerName({
                            firstName: ticket.attendee.person.firstName,
                            surname: ticket.attendee.person.surname,
                          })
                        : orderTicketAttendeeName(ticket),
                      ticket.attendee?.person.companyName,
                      ticket.attendee?.person.jobTitle,
                    ]
                      .filter(Boolean)
                      .join(SEPARATOR)}
                  </div>
                  {ticket.subEvents.length > 0 && (
                    <div className="pv-audit__meta">
                      {T.extras({
                        list: fieldList(
                          ticket.subEvents.map((e) =>
                            T.extra({ name: e.name, price: formatAmount(e.price, order.currency) }),
                          ),
                        ),
                      })}
                    </div>
                  )}
                </li>
              ))}
            </ol>
            {order.promoCode && (
              <p>
                {T.promoCode({
                  code: order.promoCode.code,
                  discount: formatAmount(order.promoCode.discount, order.currency),
                })}
              </p>
            )}
            <p>
              <strong>{T.total({ total: formatAmount(order.total, order.currency) })}</strong>
            </p>
          </CardBody>
        </Card>
        <Card as="section" aria-labelledby="order-payment">
          <CardBody>
            <h2 id="order-payment" className="pv-admin-section-title">
              {T.paymentDetails}
            </h2>
            {payment ? (
              <dl className="pv-admin-facts">
                <dt>{T.cardNumber}</dt>
                <dd>{payment.cardNumber}</dd>
                <dt>{T.card}</dt>
                <dd>{payment.cardBrand}</dd>
                <dt>{T.expiryDate}</dt>
                <dd>{payment.expiryDate}</dd>
                <dt>{T.cvv}</dt>
                <dd aria-label={T.cvvHidden}>{CVV_STARS}</dd>
                <dt>{T.cardholder}</dt>
                <dd>{payment.cardholderName}</dd>
                <dt>{T.address}</dt>
                <dd>{payment.cardholderAddress}</dd>
                <dt>{T.zipCode}</dt>
                <dd>{payment.cardholderZipCode}</dd>
                <dt>{T.country}</dt>
                <dd>{payment.cardholderCountry}</dd>
              </dl>
            ) : (
              <p className="pv-admin-muted">
                {order.status !== 'awaiting_payment' && mayBePaidByTransfer(order) ? T.paidByTransfer : T.noPayment}
              </p>
            )}
          </CardBody>
        </Card>
      </div>
      <OrderTransfer order={order} />
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
        errorTitle={(error) => (errorStatus(error) === 404 || errorStatus(error) === 400 ? T.notFound : T.failed)}
        canRetry={isRetryable}
      >
        {(data) => <Receipt order={data} />}
      </QueryView>
    </PageFrame>
  );
}

export default OrderDetailsPage;
