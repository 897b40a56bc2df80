// Settings, Bank Accounts: the partner's accounts (numbers masked but the last 4), the one for
// payouts in each currency, and for the owner the form to add one (the IBAN checked as ISO 13616
// defines it).
import { useState } from 'react';
import {
  BANK_CURRENCIES,
  UI_TEXT,
  ZBankAccountForm,
  type TBankAccount,
  type TBankAccountForm,
  type TBankAccountFormInput,
} from '@pavilion/domain';
import {
  errorMessage,
  useAddBankAccountMutation,
  useGetBankAccountsQuery,
  useGetOptionsQuery,
  useMarkPayoutAccountMutation,
  useRemoveBankAccountMutation,
} from '@pavilion/api-client';
import { Alert, Badge, Button, Select, Stack, TextField } from '@pavilion/ui';
import { QueryView, useZodForm } from '@pavilion/features-page-kit';
import { CardForm } from '../../components/card-form';

const EMPTY: TBankAccountFormInput = {
  bankAccountName: '',
  bankName: '',
  companyIban: '',
  companySwiftCode: '',
  bankAccountCountry: '',
  bankAccountCurrency: 'USD',
};

function AddBankAccountForm({ onAdded }: { onAdded: (account: TBankAccount) => void }) {
  const options = useGetOptionsQuery();
  const [add] = useAddBankAccountMutation();
  const { form, server, submit, submitting } = useZodForm<TBankAccountFormInput, TBankAccountForm>(ZBankAccountForm, {
    defaultValues: EMPTY,
    mode: 'onTouched',
    server: { alert: 'always' },
  });
  const { register, reset, formState } = form;
  const { errors } = formState;
  const send = async (values: TBankAccountForm) => {
    const account = await add(values).unwrap();
    reset(EMPTY);
    onAdded(account);
  };
  return (
    <CardForm
      server={server}
      onSubmit={submit(send)}
      submitting={submitting}
      titleAs="h3"
      titleId="pv-bank-add-title"
      title="Add a bank account"
      alertTitle="The bank account was not added"
      gap={4}
      submitLabel="Add bank account"
      submittingLabel="Adding..."
    >
      <div className="pv-form-grid">
        <TextField
          label="Bank account name"
          hint="The account holder, as the bank knows it"
          required
          error={errors.bankAccountName?.message}
          {...register('bankAccountName')}
        />
        <TextField label="Bank name" error={errors.bankName?.message} {...register('bankName')} />
      </div>
      <div className="pv-form-grid">
        <TextField
          label="IBAN"
          required
          autoComplete="off"
          spellCheck={false}
          hint="As printed by your bank; spaces are fine"
          error={errors.companyIban?.message}
          {...register('companyIban')}
        />
        <TextField
          label="SWIFT/BIC code"
          required
          autoComplete="off"
          spellCheck={false}
          error={errors.companySwiftCode?.message}
          {...register('companySwiftCode')}
        />
      </div>
      <div className="pv-form-grid">
        <Select
          label="Bank account country"
          required
          placeholder="Select a country"
          options={(options.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          error={errors.bankAccountCountry?.message}
          {...register('bankAccountCountry')}
        />
        <Select
          label="Currency"
          required
          options={BANK_CURRENCIES.map((code) => ({ value: code, label: code }))}
          error={errors.bankAccountCurrency?.message}
          {...register('bankAccountCurrency')}
        />
      </div>
    </CardForm>
  );
}

export function BankAccountsTab({ owner }: { owner: boolean }) {
  const accounts = useGetBankAccountsQuery();
  const [markPayout, marking] = useMarkPayoutAccountMutation();
  const [remove, removing] = useRemoveBankAccountMutation();
  const [added, setAdded] = useState<string | null>(null);
  const failure = marking.error ?? removing.error;
  return (
    <Stack gap={6}>
      {failure && (
        <Alert tone="error" title="That did not work">
          {errorMessage(failure)}
        </Alert>
      )}
      {added && <Alert tone="success">{added}</Alert>}
      <p className="pv-muted">
        Money is paid in the currency it was sold in, to the account marked for payouts in that currency: nothing is
        converted. Add an account in each currency your tickets sell in; money in a currency without one waits.
      </p>
      <QueryView
        result={accounts}
        loadingLabel="Loading your bank accounts"
        errorTitle="Your bank accounts could not be loaded"
        isEmpty={(list) => list.length === 0}
        empty={<p>{UI_TEXT.noBankAccounts}</p>}
      >
        {(list) => (
          <ul className="pv-rows" aria-label="Bank accounts">
            {list.map((a) => (
              <li key={a.id} className="pv-row">
                <div className="pv-row__main">
                  <strong>
                    {a.bankName ?? a.bankAccountName}{' '}
                    {a.payout && <Badge tone="success">Payouts in {a.currency}</Badge>}
                  </strong>
                  <span>
                    <span className="pv-visually-hidden">Account number ending </span>
                    {a.accountNumber} · {a.currency} · {a.country.name}
                  </span>
                  <span className="pv-muted">
                    {a.bankAccountName}, SWIFT/BIC {a.swiftCode}
                  </span>
                </div>
                {owner && (
                  <div className="pv-row__actions">
                    {!a.payout && (
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={marking.isLoading && marking.originalArgs === a.id}
                        onClick={() => markPayout(a.id)}
                      >
                        Use for payouts in {a.currency}
                        <span className="pv-visually-hidden"> ({a.accountNumber})</span>
                      </Button>
                    )}
                    <Button
                      variant="danger"
                      size="sm"
                      loading={removing.isLoading && removing.originalArgs === a.id}
                      onClick={() => remove(a.id)}
                    >
                      Remove<span className="pv-visually-hidden"> the account {a.accountNumber}</span>
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {owner ? (
        <AddBankAccountForm
          onAdded={(a) =>
            setAdded(
              `The account ${a.accountNumber} is added${a.payout ? ` and receives your payouts in ${a.currency}` : ''}.`,
            )
          }
        />
      ) : (
        <p className="pv-muted">Only the account owner adds and removes bank accounts.</p>
      )}
    </Stack>
  );
}
