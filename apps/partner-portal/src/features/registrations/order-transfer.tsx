// An order paid by bank transfer on the partner's order page (GET /api/partner/orders/{id}/bank-transfer):
// while it awaits the transfer its reference, amount and due day and "Mark as paid", once paid its reference.
import {
  errorStatus,
  useGetPartnerOrderBankTransferQuery,
  useMarkPartnerOrderPaidMutation,
} from '@pavilion/api-client';
import type { TOrder } from '@pavilion/domain';
import { mayBePaidByTransfer, MarkPaidPanel } from '@pavilion/features-orders';

export function OrderTransfer({ order }: { order: TOrder }) {
  const transfer = useGetPartnerOrderBankTransferQuery(order.id, { skip: !mayBePaidByTransfer(order) });
  const [markPaid] = useMarkPartnerOrderPaidMutation();
  return (
    <MarkPaidPanel
      order={order}
      transfer={transfer.currentData}
      failed={transfer.isError && errorStatus(transfer.error) !== 404}
      onMarkPaid={(body) => markPaid({ orderId: order.id, body }).unwrap()}
    />
  );
}
