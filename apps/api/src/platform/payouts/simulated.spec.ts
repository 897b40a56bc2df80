import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYOUT_TEST_IBANS, readPayoutJournal, SimulatedPayoutProvider, type PayoutRequest } from '.';

const transfer = (idempotencyKey: string, amountMinor = 125_000, iban = 'GB82WEST12345698765432'): PayoutRequest => ({
  amountMinor,
  currency: 'GBP',
  accountName: 'Meridian Events Group',
  iban,
  swift: 'WESTGB22',
  idempotencyKey,
  description: 'Pavilion payout',
});

describe('SimulatedPayoutProvider', () => {
  it('pays once per key, and refuses the test IBAN with the bank’s words', async () => {
    const bank = new SimulatedPayoutProvider();
    const first = await bank.send(transfer('p-1'));
    expect(first).toEqual({ status: 'paid', reference: expect.stringMatching(/^sim_po_/) });
    expect(await bank.send(transfer('p-1'))).toEqual(first);
    expect(await bank.send(transfer('p-2', 500, PAYOUT_TEST_IBANS.refused))).toMatchObject({ status: 'failed' });
    expect(bank.paid).toEqual({ count: 1, totalMinor: 125_000 });
  });

  it('remembers the transfers it made across a restart of the API, through its journal', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pavilion-payouts-'));
    try {
      const journal = path.join(dir, 'simulated-payouts', 'transfers.jsonl');
      const before = new SimulatedPayoutProvider({ journal });
      const paid = await before.send(transfer('payout-7-1'));
      // The API dies while writing: a torn line is left at the end.
      appendFileSync(journal, '{"key":"payout-8');
      const after = new SimulatedPayoutProvider({ journal });
      expect(await after.send(transfer('payout-7-1'))).toEqual(paid);
      expect(after.paid).toEqual({ count: 0, totalMinor: 0 });
      await after.send(transfer('payout-8-1', 9_900));
      expect(readPayoutJournal(journal).map((r) => [r.key, r.amountMinor])).toEqual([
        ['payout-7-1', 125_000],
        ['payout-8-1', 9_900],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
