import { loadConfig } from '../../config';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createPaymentGateway,
  readRefundJournal,
  readSavedChargeJournal,
  SimulatedGateway,
  TEST_CARDS,
  type ChargeRequest,
} from '.';

const request = (number: string, idempotencyKey = `key-${number}-${Math.random()}`): ChargeRequest => ({
  amountMinor: 1999,
  currency: 'USD',
  card: { number, expMonth: 12, expYear: 2099, cvv: '123', name: 'Ada Lovelace' },
  idempotencyKey,
  description: 'test',
});

describe('SimulatedGateway', () => {
  const gateway = new SimulatedGateway({ delayMs: 0 });

  it.each([
    [TEST_CARDS.succeeds, 'succeeded'],
    [TEST_CARDS.declined, 'declined'],
    [TEST_CARDS.insufficientFunds, 'insufficient_funds'],
    [TEST_CARDS.networkError, 'network_error'],
    ['5555555555554444', 'succeeded'],
  ])('card %s -> %s', async (number, status) => {
    const result = await gateway.charge(request(number));
    expect(result.status).toBe(status);
    if (status === 'network_error') expect(result.reference).toBeNull();
    else expect(result.reference).toMatch(/^sim_[0-9a-f]{24}$/);
  });

  it('answers a repeated key with the first result and reference', async () => {
    const first = await gateway.charge(request(TEST_CARDS.succeeds, 'same-key'));
    // Even if the second request differs, the key decides (as with a real provider).
    const again = await gateway.charge(request(TEST_CARDS.declined, 'same-key'));
    expect(again).toEqual(first);
    const other = await gateway.charge(request(TEST_CARDS.succeeds, 'other-key'));
    expect(other.reference).not.toBe(first.reference);
  });

  it('waits the configured delay, 1.5 s unless configured otherwise', async () => {
    const slow = new SimulatedGateway({ delayMs: 120 });
    const started = Date.now();
    await slow.charge(request(TEST_CARDS.succeeds));
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/pavilion-config-test' });
    expect(config.paymentDelayMs).toBe(1500);
    expect(createPaymentGateway(config).name).toBe('simulated');
  });

  describe('refunds', () => {
    const refund = (chargeReference: string, idempotencyKey: string, amountMinor = 500) =>
      gateway.refund({ chargeReference, amountMinor, currency: 'USD', idempotencyKey });

    it('pays a refund, whole or in part, and never twice for one key', async () => {
      const { reference } = await gateway.charge(request(TEST_CARDS.succeeds));
      const before = { ...gateway.payouts };
      const first = await refund(reference!, 'refund-key-1', 700);
      expect(first).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^sim_re_/) });
      const again = await Promise.all([
        refund(reference!, 'refund-key-1', 700),
        refund(reference!, 'refund-key-1', 999),
      ]);
      expect(again).toEqual([first, first]);
      const second = await refund(reference!, 'refund-key-2', 300);
      expect(second.reference).not.toBe(first.reference);
      expect(gateway.payouts).toEqual({ count: before.count + 2, totalMinor: before.totalMinor + 1000 });
    });

    it('remembers the refunds it paid across a restart of the API, through its journal', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'pavilion-gateway-'));
      try {
        const journal = path.join(dir, 'simulated-gateway', 'refunds.jsonl');
        const before = new SimulatedGateway({ delayMs: 0, journal });
        const { reference } = await before.charge(request(TEST_CARDS.succeeds));
        const paid = await before.refund({
          chargeReference: reference!,
          amountMinor: 700,
          currency: 'USD',
          idempotencyKey: 'r-1',
        });
        // The API dies while writing: a torn line is left at the end.
        appendFileSync(journal, '{"key":"r-2","refer');
        const after = new SimulatedGateway({ delayMs: 0, journal });
        const again = await after.refund({
          chargeReference: reference!,
          amountMinor: 700,
          currency: 'USD',
          idempotencyKey: 'r-1',
        });
        expect(again).toEqual(paid);
        expect(after.payouts).toEqual({ count: 0, totalMinor: 0 });
        // A key it never paid is paid once, and written after the torn line.
        await after.refund({ chargeReference: reference!, amountMinor: 300, currency: 'USD', idempotencyKey: 'r-2' });
        expect(readRefundJournal(journal).map((r) => [r.key, r.amountMinor])).toEqual([
          ['r-1', 700],
          ['r-2', 300],
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it(`fails the first attempt of each refund of a charge paid with ${TEST_CARDS.refundFailsOnce}; the retry with the same key pays once`, async () => {
      const charged = await gateway.charge(request(TEST_CARDS.refundFailsOnce));
      expect(charged.status).toBe('succeeded');
      const before = gateway.payouts.count;
      const failed = await refund(charged.reference!, 'refund-fails-once');
      expect(failed).toEqual({ status: 'failed', reference: null, message: expect.stringContaining('try again') });
      expect(gateway.payouts.count).toBe(before);
      const retried = await refund(charged.reference!, 'refund-fails-once');
      expect(retried.status).toBe('succeeded');
      expect(await refund(charged.reference!, 'refund-fails-once')).toEqual(retried);
      expect(gateway.payouts.count).toBe(before + 1);
    });
  });
  describe('charges of a saved card (off-session)', () => {
    const chargeSaved = (g: SimulatedGateway, paymentReference: string, idempotencyKey: string, amountMinor = 4500) =>
      g.chargeSavedCard({ paymentReference, amountMinor, currency: 'USD', idempotencyKey, description: 'Damage' });

    it('charges the card of an earlier charge once per key, and remembers across a restart through its journal', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'pavilion-gateway-'));
      try {
        const savedChargeJournal = path.join(dir, 'simulated-gateway', 'saved-card-charges.jsonl');
        const before = new SimulatedGateway({ delayMs: 0, savedChargeJournal });
        const { reference } = await before.charge(request(TEST_CARDS.succeeds));
        const first = await chargeSaved(before, reference!, 'claim-1');
        expect(first).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^sim_dc_/) });
        expect(
          await Promise.all([
            chargeSaved(before, reference!, 'claim-1'),
            chargeSaved(before, reference!, 'claim-1', 1),
          ]),
        ).toEqual([first, first]);
        expect(before.savedCharges).toEqual({ count: 1, totalMinor: 4500 });
        const after = new SimulatedGateway({ delayMs: 0, savedChargeJournal });
        expect(await chargeSaved(after, reference!, 'claim-1')).toEqual(first);
        expect(after.savedCharges).toEqual({ count: 0, totalMinor: 0 });
        expect(readSavedChargeJournal(savedChargeJournal).map((r) => [r.key, r.amountMinor])).toEqual([
          ['claim-1', 4500],
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it(`fails the first attempt of each later charge of a card paid with ${TEST_CARDS.savedCardFailsOnce}; the retry with the same key charges once`, async () => {
      const paid = await gateway.charge(request(TEST_CARDS.savedCardFailsOnce));
      expect(paid.status).toBe('succeeded');
      const before = gateway.savedCharges.count;
      const failed = await chargeSaved(gateway, paid.reference!, 'claim-fails-once');
      expect(failed).toEqual({ status: 'failed', reference: null, message: expect.stringContaining('try again') });
      const retried = await chargeSaved(gateway, paid.reference!, 'claim-fails-once');
      expect(retried.status).toBe('succeeded');
      expect(await chargeSaved(gateway, paid.reference!, 'claim-fails-once')).toEqual(retried);
      expect(gateway.savedCharges.count).toBe(before + 1);
      // Its refunds are unaffected, and other cards' saved charges go through at once.
      const other = await gateway.charge(request(TEST_CARDS.succeeds));
      expect((await chargeSaved(gateway, other.reference!, 'claim-other')).status).toBe('succeeded');
    });
  });
});
