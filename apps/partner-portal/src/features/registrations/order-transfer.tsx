// An order paid by bank transfer on the partner's order page (GET /api/partner/orders/{id}/bank-transfer):
// while it awaits the transfer its reference, amount and due day and "Mark as paid", once paid its reference.
import {
  errorStatus,
  useGetPartnerOrderBankTransferQuery,
  useMarkPartnerOrderPaidMutation,
} from '@pavilion/api-client';
import type { TOrder } from '@pavilion/domain';
import { mayBePaidByTransfer, MarkPaidPanel } from '@pavilion/features-page-kit';
import { Alert } from '@pavilion/ui';
import { BANK_TRANSFER_TEXT as T } from '../../components/bank-transfers.messages';

export function OrderTransfer({ order }: { order: TOrder }) {
  const transfer = useGetPartnerOrderBankTransferQuery(order.id, { skip: !mayBePaidByTransfer(order) });
  const [markPaid] = useMarkPartnerOrderPaidMutation();
  // Paid without a card is not always a transfer (404): only a transfer it awaits must be readable.
  if (transfer.isError && order.status === 'awaiting_payment' && errorStatus(transfer.error) !== 404)
    return <Alert tone="error" title={T.transferFailed} />;
  return (
    <MarkPaidPanel
      order={order}
      transfer={transfer.currentData}
      onMarkPaid={(body) => markPaid({ orderId: order.id, body }).unwrap()}
    />
  );
}
