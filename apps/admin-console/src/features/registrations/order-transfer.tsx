// An order awaiting its bank transfer on the console's receipt: the reference, amount and due day
// (GET /api/admin/orders/{orderId}/bank-transfer) and "Mark as paid" (audited).
import { useGetAdminOrderBankTransferQuery, useMarkAdminOrderPaidMutation } from '@pavilion/api-client';
import type { TOrder } from '@pavilion/domain';
import { MarkPaidPanel } from '@pavilion/features-page-kit';
import { Alert } from '@pavilion/ui';
import { REGISTRATIONS_TEXT as T } from './messages';

export function OrderTransfer({ order }: { order: TOrder }) {
  const awaiting = order.status === 'awaiting_payment';
  const transfer = useGetAdminOrderBankTransferQuery(order.id, { skip: !awaiting });
  const [markPaid] = useMarkAdminOrderPaidMutation();
  if (transfer.isError) return <Alert tone="error" title={T.transferFailed} />;
  return (
    <MarkPaidPanel
      order={order}
      transfer={transfer.currentData}
      onMarkPaid={(body) => markPaid({ orderId: order.id, body }).unwrap()}
      panel
    />
  );
}
