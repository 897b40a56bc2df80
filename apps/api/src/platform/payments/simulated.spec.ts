import { loadConfig } from '../../config';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPaymentGateway, readRefundJournal, SimulatedGateway, TEST_CARDS, type ChargeRequest } from '.';

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
});
