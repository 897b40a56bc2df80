// An order's invoices and credit notes for its buyer (GET /api/orders/{orderId}/invoices), oldest first,
// each a PDF to download with its number, kind, day of issue and amount. Orders that never took money
// (pending, expired) have none and ask for none.
import { orderInvoicePdfUrl, useGetOrderDocumentsQuery } from '@pavilion/api-client';
import { dateTimeFormat, formatAmount, type TOrder } from '@pavilion/domain';
import { config } from '../../config/env';
import { REGISTRATIONS_TEXT as T } from './messages';

const issuedOn = (iso: string) => dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

export function OrderDocuments({ order }: { order: Pick<TOrder, 'id' | 'status'> }) {
  const documented = order.status === 'paid' || order.status === 'awaiting_payment' || order.status === 'cancelled';
  const documents = useGetOrderDocumentsQuery(order.id, { skip: !documented });
  if (!documented) return null;
  if (documents.isError)
    return (
      <p className="pv-order__documents-failed" role="status">
        {T.documentsFailed}
      </p>
    );
  if (!documents.data?.length) return null;
  const headingId = `order-${order.id}-documents`;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="pv-order__subheading">
        {T.documents}
      </h4>
      <ul className="pv-order__tickets pv-order__documents">
        {documents.data.map((item) => (
          <li key={item.id}>
            <a href={orderInvoicePdfUrl(config.apiUrl, order.id, item.id)} download>
              {T.documentLink({ kind: item.kind, number: item.number })}
            </a>
            <span className="pv-order__document-facts">
              {T.documentFacts({
                date: issuedOn(item.issuedAt),
                amount: formatAmount(item.total, item.currency),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
