// The payment step's choice when the event takes bank transfers: the card form, or a transfer against the
// invoice (the seats held until the due day, the tickets once it arrives). Choosing the transfer places it
// (POST /api/orders/{orderId}/bank-transfer) and goes on to the confirmation with how to pay; a refusal is
// shown in the server's words. Without transfers only the card form shows.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, useChooseBankTransferMutation, useGetBankTransferQuery } from '@pavilion/api-client';
import type { TOrder } from '@pavilion/domain';
import { formatEventDateTime } from '@pavilion/features-event';
import { paths } from '@pavilion/features-shell';
import { Alert, Button, RadioGroup, Stack } from '@pavilion/ui';
import { CHECKOUT_TRANSFER_TEXT as T } from './bank-transfer.messages';
import { clearSelection, sessionStore } from './selection';
import './bank-transfer.css';

type Method = 'card' | 'transfer';

export interface PaymentMethodChoiceProps {
  order: Pick<TOrder, 'id' | 'event'>;
  /** The card form, kept (with what was typed) while the transfer is looked at. */
  children: ReactNode;
}

export function PaymentMethodChoice({ order, children }: PaymentMethodChoiceProps) {
  const navigate = useNavigate();
  const { data: state } = useGetBankTransferQuery(order.id);
  const [choose, choosing] = useChooseBankTransferMutation();
  const [method, setMethod] = useState<Method>('card');
  const [refusal, setRefusal] = useState<string | null>(null);
  const dueAt = state?.available ? state.dueAtIfChosen : null;
  const due = dueAt ? formatEventDateTime(dueAt, order.event.timeZone) : null;

  const onChoose = async () => {
    setRefusal(null);
    try {
      await choose(order.id).unwrap();
      clearSelection(order.event.id, sessionStore());
      navigate(paths.ticketPurchaseConfirmation(order.event.id, order.id), { replace: true });
    } catch (err) {
      setRefusal(errorMessage(err, T.failed));
    }
  };

  // One tree whether or not the choice shows: the card form keeps what was typed when the answer on
  // transfers arrives after the buyer started typing.
  return (
    <Stack gap={4}>
      {due && (
        <RadioGroup<Method>
          legend={T.howToPay}
          name="payment-method"
          value={method}
          onChange={setMethod}
          options={[
            { value: 'card', label: T.card, hint: T.cardHint },
            { value: 'transfer', label: T.transfer, hint: T.transferHint({ date: due }) },
          ]}
        />
      )}
      <div hidden={Boolean(due) && method !== 'card'}>{children}</div>
      {due && method === 'transfer' && (
        <section className="pv-checkout__transfer" aria-labelledby="transfer-title">
          <h2 id="transfer-title" className="pv-checkout__transfer-title">
            {T.transferTitle}
          </h2>
          <p>
            {T.held({ date: due })} {T.howItWorks}
          </p>
          {refusal && (
            <Alert tone="error" title={T.refused}>
              {refusal}
            </Alert>
          )}
          <Button onClick={() => void onChoose()} loading={choosing.isLoading}>
            {T.choose}
          </Button>
        </section>
      )}
    </Stack>
  );
}
