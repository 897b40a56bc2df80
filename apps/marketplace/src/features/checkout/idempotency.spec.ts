import { createPaymentAttempts, newIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(newIdempotencyKey({ randomUUID: () => 'from-random-uuid', getRandomValues: (array) => array })).toBe(
      'from-random-uuid',
    );
  });

  it('makes a v4 UUID from random bytes otherwise', () => {
    const fill = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.fill(0xff);
      return array;
    };
    expect(newIdempotencyKey({ getRandomValues: fill })).toMatch(UUID_V4);
    const random = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) =>
        globalThis.crypto.getRandomValues(array as unknown as Uint8Array<ArrayBuffer>) as unknown as T,
    };
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey(random)));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

describe('payment attempts', () => {
  const card = { cardNumber: '4242424242424242', cvv: '123' };
  let counter = 0;
  const generate = () => `key-${++counter}`;

  beforeEach(() => {
    counter = 0;
  });

  it('reuses the key while an attempt with the same values is open (retry, double click)', () => {
    const attempts = createPaymentAttempts(generate);
    expect(attempts.keyFor(card)).toBe('key-1');
    expect(attempts.keyFor({ ...card })).toBe('key-1');
  });

  it('starts a new attempt after a definite answer', () => {
    const attempts = createPaymentAttempts(generate);
    attempts.keyFor(card);
    attempts.settle();
    expect(attempts.keyFor(card)).toBe('key-2');
  });

  it('starts a new attempt when the details change', () => {
    const attempts = createPaymentAttempts(generate);
    attempts.keyFor(card);
    expect(attempts.keyFor({ ...card, cardNumber: '4000000000000002' })).toBe('key-2');
  });
});
