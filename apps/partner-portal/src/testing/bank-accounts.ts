// Sample API answers for the partner's payout bank accounts, for the settings and event form tests.
import type { TBankAccount } from '@pavilion/domain';

/** A GBP payout account of the demo partner, with the given fields changed. */
export function testBankAccount(over: Partial<TBankAccount> = {}): TBankAccount {
  return {
    id: 1,
    bankAccountName: 'Harbour Summits Ltd',
    bankName: 'NatWest',
    accountNumber: '**** 6819',
    swiftCode: 'NWBKGB2L',
    country: { id: 1, name: 'United Kingdom' },
    currency: 'GBP',
    payout: true,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}
