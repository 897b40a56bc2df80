// An order awaiting its bank transfer on the partner's order page: the reference, amount and due day
// (GET /api/partner/orders/{id}/bank-transfer) and "Mark as paid".
import { useGetPartnerOrderBankTransferQuery, useMarkPartnerOrderPaidMutation } from '@pavilion/api-client';
import type { TOrder } from '@pavilion/domain';
import { MarkPaidPanel } from '@pavilion/features-page-kit';
import { Alert } from '@pavilion/ui';
import { BANK_TRANSFER_TEXT as T } from '../../components/bank-transfers.messages';

export function OrderTransfer({ order }: { order: TOrder }) {
  const transfer = useGetPartnerOrderBankTransferQuery(order.id, { skip: order.status !== 'awaiting_payment' });
  const [markPaid] = useMarkPartnerOrderPaidMutation();
  if (transfer.isError) return <Alert tone="error" title={T.transferFailed} />;
  return (
    <MarkPaidPanel
      order={order}
      transfer={transfer.currentData}
      onMarkPaid={(body) => markPaid({ orderId: order.id, body }).unwrap()}
    />
  );
}
