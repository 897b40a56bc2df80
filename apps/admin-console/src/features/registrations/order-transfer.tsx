// An order paid by bank transfer on the console's receipt (GET /api/admin/orders/{orderId}/bank-transfer):
// while it awaits the transfer its reference, amount and due day and "Mark as paid" (audited), once paid
// its reference.
import { errorStatus, useGetAdminOrderBankTransferQuery, useMarkAdminOrderPaidMutation } from '@pavilion/api-client';
import type { TOrder } from '@pavilion/domain';
import { mayBePaidByTransfer, MarkPaidPanel } from '@pavilion/features-orders';

export function OrderTransfer({ order }: { order: TOrder }) {
  const transfer = useGetAdminOrderBankTransferQuery(order.id, { skip: !mayBePaidByTransfer(order) });
  const [markPaid] = useMarkAdminOrderPaidMutation();
  return (
    <MarkPaidPanel
      order={order}
      transfer={transfer.currentData}
      failed={transfer.isError && errorStatus(transfer.error) !== 404}
      onMarkPaid={(body) => markPaid({ orderId: order.id, body }).unwrap()}
      panel
    />
  );
}
