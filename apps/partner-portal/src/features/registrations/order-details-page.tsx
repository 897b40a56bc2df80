// /partner/order-details/{id}: the registration and the payment, the card masked to its last 4 and the
// CVV as stars (it is never kept); its refunds, and its damage claims with "Request damage payment".
import { useParams } from 'react-router';
import { usePartnerOrderQuery, useRefundPartnerOrderMutation } from '@pavilion/api-client';
import { formatAmount } from '@pavilion/domain';
import { DataTable } from '@pavilion/ui';
import { isRetryable, QueryView, RefundOrderPanel, useDocumentTitle } from '@pavilion/features-page-kit';
import { DamageClaimPanel } from './damage-claim-panel';

export function OrderDetailsPage() {
  const id = useParams().id ?? '';
  const query = usePartnerOrderQuery(id);
  const [refund, refunding] = useRefundPartnerOrderMutation();
  useDocumentTitle(query.data ? `Order ${query.data.id}` : 'Order');
  return (
    <section aria-labelledby="order-title" className="pv-partner-page">
      <QueryView
        result={query}
        loadingLabel="Loading orders..."
        errorTitle="Failed to fetch the order"
        canRetry={isRetryable}
      >
        {(order) => (
          <>
            <h1 id="order-title" className="pv-page-title">
              Order {order.id}
            </h1>
            <dl className="pv-facts">
              <dt>Date</dt>
              <dd>{new Date(order.createdAt).toLocaleString('en-US')}</dd>
              <dt>Customer</dt>
              <dd>
                {order.firstName} {order.surname} ({order.purchasingUserEmail})
              </dd>
              <dt>Event</dt>
              <dd>{order.event.name}</dd>
              <dt>Status</dt>
              <dd>{order.status}</dd>
              {order.promoCode && (
                <>
                  <dt>Promo code</dt>
                  <dd>
                    {order.promoCode.code} (−{formatAmount(order.promoCode.discount, order.currency)})
                  </dd>
                </>
              )}
              <dt>Total</dt>
              <dd>{formatAmount(order.total, order.currency)}</dd>
            </dl>
            <DataTable
              caption="Tickets"
              columns={[
                {
                  key: 'attendee',
                  header: 'Attendee',
                  rowHeader: true,
                  cell: (t) => `${t.attendee.person.firstName} ${t.attendee.person.surname}`,
                },
                { key: 'company', header: 'Company', cell: (t) => t.attendee.person.companyName ?? '' },
                { key: 'job', header: 'Job title', cell: (t) => t.attendee.person.jobTitle ?? '' },
                { key: 'type', header: 'Ticket type', cell: (t) => t.ticketType.name },
                {
                  key: 'price',
                  header: 'Price',
                  align: 'end',
                  cell: (t) => formatAmount(t.ticketType.price.amount, t.ticketType.price.currency.code),
                },
                { key: 'status', header: 'Status', cell: (t) => (t.status === 'valid' ? 'Valid' : 'Cancelled') },
              ]}
              rows={order.tickets}
              getRowKey={(t) => t.id}
            />
            {order.paymentDetails && (
              <section aria-labelledby="payment-title">
                <h2 id="payment-title">Payment details</h2>
                <dl className="pv-facts">
                  <dt>Card number</dt>
                  <dd>{order.paymentDetails.cardNumber}</dd>
                  <dt>Expiry date</dt>
                  <dd>{order.paymentDetails.expiryDate}</dd>
                  <dt>CVV</dt>
                  <dd>***</dd>
                  <dt>Cardholder</dt>
                  <dd>{order.paymentDetails.cardholderName}</dd>
                  <dt>Address</dt>
                  <dd>
                    {order.paymentDetails.cardholderAddress}, {order.paymentDetails.cardholderZipCode},{' '}
                    {order.paymentDetails.cardholderCountry}
                  </dd>
                </dl>
              </section>
            )}
            <RefundOrderPanel
              order={order}
              actor="partner"
              isLoading={refunding.isLoading}
              onRefund={(body) => refund({ orderId: order.id, body }).unwrap()}
            />
            <DamageClaimPanel orderId={order.id} />
          </>
        )}
      </QueryView>
    </section>
  );
}
