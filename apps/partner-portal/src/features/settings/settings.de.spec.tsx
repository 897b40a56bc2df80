/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { BankAccountsTab } from './bank-accounts-tab';
import { testBankAccount } from '../../testing/bank-accounts';

describe('the settings in German', () => {
  inLanguage('de');

  it('lists the bank accounts and the form to add one', async () => {
    const accounts = [
      testBankAccount({}),
      testBankAccount({ id: 3, bankName: 'Barclays', accountNumber: '**** 5432', payout: false }),
    ];
    mockApi({ 'GET /partner/bank-accounts': answer(accounts), 'GET /options/': answer({ countries: [] }) });
    renderPartnerPage([{ path: '/settings', element: <BankAccountsTab owner /> }], '/settings');
    const list = await screen.findByRole('list', { name: 'Bankkonten' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Auszahlungen in GBP');
    expect(
      within(rows[1]).getByRole('button', { name: 'Für Auszahlungen in GBP verwenden (**** 5432)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bankkonto hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Kontoinhaber/ })).toBeInTheDocument();
  });
});
