/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { BankAccountsTab } from './bank-accounts-tab';
import { testBankAccount } from '../../testing/bank-accounts';

describe('BankAccountsTab', () => {
  it('marks one account per currency for payouts and says money is paid in its own currency', async () => {
    const accounts = [
      testBankAccount({}),
      testBankAccount({ id: 2, bankName: 'ABN AMRO', accountNumber: '**** 4300', currency: 'EUR' }),
      testBankAccount({ id: 3, bankName: 'Barclays', accountNumber: '**** 5432', payout: false }),
    ];
    const api = mockApi({
      'GET /partner/bank-accounts': answer(accounts),
      'GET /options/': answer({ countries: [] }),
      'POST /partner/bank-accounts/3/payout': answer([
        { ...accounts[0], payout: false },
        accounts[1],
        { ...accounts[2], payout: true },
      ]),
    });
    renderPartnerPage([{ path: '/settings', element: <BankAccountsTab owner /> }], '/settings');
    const list = await screen.findByRole('list', { name: 'Bank accounts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('NatWest Payouts in GBP');
    expect(rows[1]).toHaveTextContent('ABN AMRO Payouts in EUR');
    expect(rows[2]).not.toHaveTextContent('Payouts in');
    expect(screen.getByText(/to the account marked for payouts in that currency: nothing is converted/)).toBeVisible();

    await userEvent
      .setup({ delay: null })
      .click(within(rows[2]).getByRole('button', { name: 'Use for payouts in GBP (**** 5432)' }));
    await waitFor(() => expect(api.callsTo('POST /partner/bank-accounts/3/payout')).toHaveLength(1));
  });
});
