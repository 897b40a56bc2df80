// /partner/order-details/{id}: the registration and the payment, the card masked to its last 4 and the
// CVV as stars (it is never kept), or the bank transfer it awaits with "Mark as paid"; its refunds, its
// changes of attendee, and its damage claims with "Request damage payment".
import { useParams } from 'react-router';
import { usePartnerOrderQuery, useRefundPartnerOrderMutation } from '@pavilion/api-client';
import { COMPANY_FACT_LABELS, formatAmount, orderCompanyFacts, orderTicketAttendeeName } from '@pavilion/domain';
import { DataTable, DescriptionList } from '@pavilion/ui';
import { isRetryable, PageFrame, PageSection, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { RefundOrderPanel } from '@pavilion/features-orders';
import { AttendeeChangesPanel } from './attendee-changes-panel';
import { DamageClaimPanel } from './damage-claim-panel';
import { OrderTransfer } from './order-transfer';
import { formatWhen } from '../../components/order-date-column';
import { REGISTRATIONS_TEXT as T } from './messages';

export function OrderDetailsPage() {
  const id = useParams().id ?? '';
  const query = usePartnerOrderQuery(id);
  const [refund, refunding] = useRefundPartnerOrderMutation();
  useDocumentTitle(query.data ? T.orderTitle({ id: query.data.id }) : T.order);
  return (
    <PageFrame as="section" aria-labelledby="order-title">
      <QueryView result={query} loadingLabel={T.loadingOrders} errorTitle={T.orderFailed} canRetry={isRetryable}>
        {(order) => (
          <>
            <h1 id="order-title" className="pv-page-title">
              {T.orderTitle({ id: order.id })}
            </h1>
            <DescriptionList
              items={[
                { label: T.date, value: formatWhen(order.createdAt) },
                {
                  label: T.customer,
                  value: T.buyerNameAndEmail({
                    firstName: order.firstName,
                    surname: order.surname,
                    email: order.purchasingUserEmail,
                  }),
                },
                { label: T.event, value: order.event.name },
                { label: T.status, value: T.orderStatus({ status: order.status }) },
                order.promoCode && {
                  label: T.promoCode,
                  value: T.promoValue({
                    code: order.promoCode.code,
                    discount: formatAmount(order.promoCode.discount, order.currency),
                  }),
                },
                { label: T.total, value: formatAmount(order.total, order.currency) },
              ]}
            />
            {order.company && (
              <section aria-labelledby="order-company">
                <h2 id="order-company" className="pv-section-title">
                  {COMPANY_FACT_LABELS.heading}
                </h2>
                <DescriptionList items={orderCompanyFacts(order.company)} />
              </section>
            )}
            <DataTable
              caption={T.ticketsCaption}
              columns={[
                {
                  key: 'attendee',
                  header: T.attendee,
                  rowHeader: true,
                  // A ticket its buyer names later says so until it is named.
                  cell: (t) => (t.attendee ? orderTicketAttendeeName(t) : <em>{orderTicketAttendeeName(t)}</em>),
                },
                { key: 'company', header: T.company, cell: (t) => t.attendee?.person.companyName ?? '' },
                { key: 'job', header: T.jobTitle, cell: (t) => t.attendee?.person.jobTitle ?? '' },
                { key: 'type', header: T.ticketType, cell: (t) => t.ticketType.name },
                {
                  key: 'price',
                  header: T.price,
                  align: 'end',
                  cell: (t) => formatAmount(t.ticketType.price.amount, t.ticketType.price.currency.code),
                },
                { key: 'status', header: T.status, cell: (t) => (t.status === 'valid' ? T.valid : T.cancelled) },
              ]}
              rows={order.tickets}
              getRowKey={(t) => t.id}
            />
            <OrderTransfer order={order} />
            {order.paymentDetails && (
              <PageSection title={T.paymentDetails} titleId="payment-title">
                <DescriptionList
                  items={[
                    { label: T.cardNumber, value: order.paymentDetails.cardNumber },
                    { label: T.expiryDate, value: order.paymentDetails.expiryDate },
                    { label: T.cvv, value: '***' },
                    { label: T.cardholder, value: order.paymentDetails.cardholderName },
                    {
                      label: T.address,
                      value: T.addressValue({
                        street: order.paymentDetails.cardholderAddress,
                        zipCode: order.paymentDetails.cardholderZipCode,
                        country: order.paymentDetails.cardholderCountry,
                      }),
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
            <AttendeeChangesPanel orderId={order.id} />
            <DamageClaimPanel orderId={order.id} />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
