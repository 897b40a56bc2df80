/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { useState } from 'react';
import { PayoutCurrencyWarning } from './payout-currency-warning';
import { testBankAccount } from '../../testing/bank-accounts';

/** The ticket currency select of the event form, reduced to what the warning reads. */
function CurrencyPicker() {
  const [currency, setCurrency] = useState('GBP');
  return (
    <>
      <label>
        Ticket currency
        <select value={currency} onChange={(e) => setCurrency(e.target.value)}>
          {['GBP', 'EUR', 'JPY'].map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <PayoutCurrencyWarning currency={currency} />
    </>
  );
}

const render = () => renderPartnerPage([{ path: '/add-event', element: <CurrencyPicker /> }], '/add-event');

describe('PayoutCurrencyWarning', () => {
  it('warns, with a link to the bank accounts, when the currency has no payout account, and not when it has one', async () => {
    const api = mockApi({
      'GET /partner/bank-accounts': answer([
        testBankAccount({}),
        testBankAccount({ id: 2, currency: 'EUR', payout: false }),
      ]),
    });
    render();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(api.callsTo('GET /partner/bank-accounts')).toHaveLength(1));
    expect(screen.queryByText(/for payouts/)).not.toBeInTheDocument();

    // An EUR account not marked for payouts does not count.
    await user.selectOptions(screen.getByLabelText('Ticket currency'), 'EUR');
    expect(
      await screen.findByText(
        'You have no bank account in EUR for payouts. Tickets can still be sold; the money is held until you add one in Settings, Bank accounts.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a bank account in EUR' })).toHaveAttribute(
      'href',
      expect.stringMatching(/tab=bank-accounts$/),
    );
    await user.selectOptions(screen.getByLabelText('Ticket currency'), 'JPY');
    expect(await screen.findByRole('link', { name: 'Add a bank account in JPY' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Ticket currency'), 'GBP');
    expect(screen.queryByRole('link', { name: /Add a bank account/ })).not.toBeInTheDocument();
  });

  it('says nothing while the accounts cannot be read', async () => {
    const api = mockApi({ 'GET /partner/bank-accounts': answer({ error: 'Server error' }, 500) });
    render();
    await waitFor(() => expect(api.callsTo('GET /partner/bank-accounts').length).toBeGreaterThan(0));
    expect(screen.queryByText(/for payouts/)).not.toBeInTheDocument();
  });
});
