// /partner/order-details/{id}: the registration and the payment, the card masked to its last 4 and the
// CVV as stars (it is never kept); its refunds, and its damage claims with "Request damage payment".
import { useParams } from 'react-router';
import { usePartnerOrderQuery, useRefundPartnerOrderMutation } from '@pavilion/api-client';
import { formatAmount } from '@pavilion/domain';
import { DataTable, DescriptionList } from '@pavilion/ui';
import {
  isRetryable,
  PageFrame,
  PageSection,
  QueryView,
  RefundOrderPanel,
  useDocumentTitle,
} from '@pavilion/features-page-kit';
import { DamageClaimPanel } from './damage-claim-panel';

export function OrderDetailsPage() {
  const id = useParams().id ?? '';
  const query = usePartnerOrderQuery(id);
  const [refund, refunding] = useRefundPartnerOrderMutation();
  useDocumentTitle(query.data ? `Order ${query.data.id}` : 'Order');
  return (
    <PageFrame as="section" aria-labelledby="order-title">
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
            <DescriptionList
              items={[
                { label: 'Date', value: new Date(order.createdAt).toLocaleString('en-US') },
                {
                  label: 'Customer',
                  value: `${order.firstName} ${order.surname} (${order.purchasingUserEmail})`,
                },
                { label: 'Event', value: order.event.name },
                { label: 'Status', value: order.status },
                order.promoCode && {
                  label: 'Promo code',
                  value: `${order.promoCode.code} (−${formatAmount(order.promoCode.discount, order.currency)})`,
                },
                { label: 'Total', value: formatAmount(order.total, order.currency) },
              ]}
            />
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
              <PageSection title="Payment details" titleId="payment-title">
                <DescriptionList
                  items={[
                    { label: 'Card number', value: order.paymentDetails.cardNumber },
                    { label: 'Expiry date', value: order.paymentDetails.expiryDate },
                    { label: 'CVV', value: '***' },
                    { label: 'Cardholder', value: order.paymentDetails.cardholderName },
                    {
                      label: 'Address',
                      value: `${order.paymentDetails.cardholderAddress}, ${order.paymentDetails.cardholderZipCode}, ${order.paymentDetails.cardholderCountry}`,
                    },
                  ]}
                />
              </PageSection>
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
    </PageFrame>
  );
}
