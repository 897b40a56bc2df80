// An order paid by bank transfer on the console's receipt (GET /api/admin/orders/{orderId}/bank-transfer):
// while it awaits the transfer its reference, amount and due day and "Mark as paid" (audited), once paid
// its reference.
import { errorStatus, useGetAdminOrderBankTransferQuery, useMarkAdminOrderPaidMutation } from '@pavilion/api-client';
import type { TOrder } from '@pavilion/domain';
import { mayBePaidByTransfer, MarkPaidPanel } from '@pavilion/features-page-kit';
import { Alert } from '@pavilion/ui';
import { REGISTRATIONS_TEXT as T } from './messages';

export function OrderTransfer({ order }: { order: TOrder }) {
  const transfer = useGetAdminOrderBankTransferQuery(order.id, { skip: !mayBePaidByTransfer(order) });
  const [markPaid] = useMarkAdminOrderPaidMutation();
  // Paid without a card is not always a transfer (404): only a transfer it awaits must be readable.
  if (transfer.isError && order.status === 'awaiting_payment' && errorStatus(transfer.error) !== 404)
    return <Alert tone="error" title={T.transferFailed} />;
  return (
    <MarkPaidPanel
      order={order}
      transfer={transfer.currentData}
      onMarkPaid={(body) => markPaid({ orderId: order.id, body }).unwrap()}
      panel
    />
  );
}
