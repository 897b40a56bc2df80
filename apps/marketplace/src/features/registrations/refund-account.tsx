// A refund of an order paid by bank transfer, on the order's card: what happens and when, and the form
// for the account to pay it to (IBAN, holder, optional BIC), checked by the same schema as the server
// (ZRefundAccountBody). The account can be corrected until the transfer is sent.
import { useState } from 'react';
import { useGiveRefundAccountMutation } from '@pavilion/api-client';
import {
  formatAmount,
  ZRefundAccountBody,
  type TOrder,
  type TRefundAccountBody,
  type TRefundAccountInput,
} from '@pavilion/domain';
import { Form, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Stack, TextField } from '@pavilion/ui';
import { REFUND_ACCOUNT_TEXT as T } from './refund-account.messages';

/** How many working days a transfer's refund usually takes once the account is given (the API's emails say the same). */
export const TRANSFER_REFUND_WORKING_DAYS = 3;

const EMPTY: TRefundAccountInput = { accountHolder: '', iban: '', bic: '' };

export function RefundAccount({ order }: { order: Pick<TOrder, 'id' | 'refunds' | 'currency'> }) {
  const open = order.refunds.filter(
    (r) => r.payBack === 'transfer' && (r.status === 'awaiting_account' || r.status === 'to_pay_back'),
  );
  const [changing, setChanging] = useState(false);
  if (!open.length) return null;
  const waiting = open.some((r) => r.status === 'awaiting_account');
  const account = open.find((r) => r.account)?.account ?? null;
  const amount = formatAmount(
    open.reduce((sum, r) => sum + r.amount, 0),
    order.currency,
  );
  const headingId = `refund-account-${order.id}-title`;
  return (
    <section id={`refund-account-${order.id}`} aria-labelledby={headingId} className="pv-order__refund-account">
      <h4 id={headingId} className="pv-order__subheading">
        {T.heading}
      </h4>
      <Stack gap={3}>
        {waiting || !account ? (
          <p>{T.askWhy({ amount, days: TRANSFER_REFUND_WORKING_DAYS })}</p>
        ) : (
          <p>
            {T.toPayBack({
              amount,
              holder: account.holder,
              iban: account.iban,
              days: TRANSFER_REFUND_WORKING_DAYS,
            })}
          </p>
        )}
        {waiting || changing ? (
          <AccountForm orderId={order.id} onDone={() => setChanging(false)} />
        ) : (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
              {T.change}
            </Button>
          </div>
        )}
      </Stack>
    </section>
  );
}

function AccountForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const [give] = useGiveRefundAccountMutation();
  const [saved, setSaved] = useState(false);
  const { form, server, submit, submitting } = useZodForm<TRefundAccountInput, TRefundAccountBody>(ZRefundAccountBody, {
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  return (
    <Form
      id={`refund-account-form-${orderId}`}
      aria-label={T.formLabel}
      alertTitle={T.notSaved}
      server={server}
      onSubmit={submit(async (body) => {
        await give({ orderId, body }).unwrap();
        setSaved(true);
        onDone();
      }, T.tryAgain)}
    >
      <Stack gap={3}>
        {saved && (
          <Alert tone="success" title={T.saved}>
            {T.savedText}
          </Alert>
        )}
        <TextField
          label={T.accountHolder}
          autoComplete="name"
          required
          error={errors.accountHolder?.message}
          {...form.register('accountHolder')}
        />
        <TextField
          label={T.iban}
          hint={T.ibanHint}
          autoComplete="off"
          spellCheck={false}
          required
          error={errors.iban?.message}
          {...form.register('iban')}
        />
        <TextField
          label={T.bic}
          hint={T.bicHint}
          autoComplete="off"
          spellCheck={false}
          error={errors.bic?.message}
          {...form.register('bic')}
        />
        <div>
          <Button type="submit" size="sm" loading={submitting} loadingLabel={T.saving}>
            {T.save}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
