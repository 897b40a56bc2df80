// Settings, Bank Accounts: the partner's accounts (numbers masked but the last 4), the one for
// payouts in each currency, and for the owner the form to add one (the IBAN checked as ISO 13616
// defines it).
import { useState } from 'react';
import { richMessage } from '@pavilion/features-shell';
import { SETTINGS_TEXT as T } from './messages';
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

/** The space between a name and its badge. */
const SPACE = ' ';

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
      title={T.addBankAccount}
      alertTitle={T.bankAccountNotAdded}
      gap={4}
      submitLabel={T.addBankAccountButton}
      submittingLabel={T.adding}
    >
      <div className="pv-form-grid">
        <TextField
          label={T.bankAccountName}
          hint={T.bankAccountNameHint}
          required
          error={errors.bankAccountName?.message}
          {...register('bankAccountName')}
        />
        <TextField label={T.bankName} error={errors.bankName?.message} {...register('bankName')} />
      </div>
      <div className="pv-form-grid">
        <TextField
          label={T.iban}
          required
          autoComplete="off"
          spellCheck={false}
          hint={T.ibanHint}
          error={errors.companyIban?.message}
          {...register('companyIban')}
        />
        <TextField
          label={T.swift}
          required
          autoComplete="off"
          spellCheck={false}
          error={errors.companySwiftCode?.message}
          {...register('companySwiftCode')}
        />
      </div>
      <div className="pv-form-grid">
        <Select
          label={T.bankAccountCountry}
          required
          placeholder={T.selectCountry}
          options={(options.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          error={errors.bankAccountCountry?.message}
          {...register('bankAccountCountry')}
        />
        <Select
          label={T.currency}
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
        <Alert tone="error" title={T.failure}>
          {errorMessage(failure)}
        </Alert>
      )}
      {added && <Alert tone="success">{added}</Alert>}
      <p className="pv-muted">{T.currencyRule}</p>
      <QueryView
        result={accounts}
        loadingLabel={T.bankAccountsLoading}
        errorTitle={T.bankAccountsFailed}
        isEmpty={(list) => list.length === 0}
        empty={<p>{UI_TEXT.noBankAccounts}</p>}
      >
        {(list) => (
          <ul className="pv-rows" aria-label={T.bankAccounts}>
            {list.map((a) => (
              <li key={a.id} className="pv-row">
                <div className="pv-row__main">
                  <strong>
                    {a.bankName ?? a.bankAccountName}
                    {SPACE}
                    {a.payout && <Badge tone="success">{T.payoutsIn({ currency: a.currency })}</Badge>}
                  </strong>
                  <span>
                    {richMessage(
                      'partner.settings.accountLine',
                      { hidden: (chunks) => <span className="pv-visually-hidden">{chunks}</span> },
                      { number: a.accountNumber, currency: a.currency, country: a.country.name },
                    )}
                  </span>
                  <span className="pv-muted">{T.holderLine({ holder: a.bankAccountName, swift: a.swiftCode })}</span>
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
                        {richMessage(
                          'partner.settings.useForPayouts',
                          { hidden: (chunks) => <span className="pv-visually-hidden">{chunks}</span> },
                          { currency: a.currency, number: a.accountNumber },
                        )}
                      </Button>
                    )}
                    <Button
                      variant="danger"
                      size="sm"
                      loading={removing.isLoading && removing.originalArgs === a.id}
                      onClick={() => remove(a.id)}
                    >
                      {richMessage(
                        'partner.settings.removeAccount',
                        { hidden: (chunks) => <span className="pv-visually-hidden">{chunks}</span> },
                        { number: a.accountNumber },
                      )}
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
            setAdded(T.accountAdded({ payout: a.payout ? 'yes' : 'no', number: a.accountNumber, currency: a.currency }))
          }
        />
      ) : (
        <p className="pv-muted">{T.ownerOnly}</p>
      )}
    </Stack>
  );
}
