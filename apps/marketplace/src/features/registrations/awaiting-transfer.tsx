// An order awaiting its bank transfer, on its card: how to pay it (the account, the reference, the day to
// pay by and the invoice), read from GET /api/orders/{orderId}/bank-transfer.
import { useGetBankTransferQuery } from '@pavilion/api-client';
import type { TOrder } from '@pavilion/domain';
import { Spinner } from '@pavilion/ui';
import { BankTransferInstructions } from '../../components/bank-transfer-instructions';
import { BANK_TRANSFER_TEXT as T } from '../../components/bank-transfer.messages';

export function AwaitingTransfer({ order }: { order: Pick<TOrder, 'id' | 'status' | 'event'> }) {
  const awaiting = order.status === 'awaiting_payment';
  const result = useGetBankTransferQuery(order.id, { skip: !awaiting });
  if (!awaiting) return null;
  if (result.isLoading) return <Spinner size="sm" label={T.loading} />;
  const instructions = result.data?.instructions;
  if (!instructions) return result.isError ? <p role="status">{T.failed}</p> : null;
  return <BankTransferInstructions instructions={instructions} timeZone={order.event.timeZone} headingLevel={4} />;
}
