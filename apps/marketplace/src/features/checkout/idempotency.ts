// Idempotency keys for Pay Now: one per payment attempt. A retry of the same attempt whose outcome
// is unknown (the connection dropped, the server did not answer) sends the same key, so the card is
// charged at most once; a definite answer (paid, declined, refused input) ends the attempt.

/** A random UUID v4: crypto.randomUUID where available (secure contexts), else from getRandomValues. */
export function newIdempotencyKey(
  cryptoImpl: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = globalThis.crypto,
): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface PaymentAttempts {
  /** The key for paying with these values: the open attempt's key when the values are the same. */
  keyFor(values: unknown): string;
  /** The server gave a definite answer: the next Pay Now is a new attempt. */
  settle(): void;
}

export function createPaymentAttempts(generate: () => string = newIdempotencyKey): PaymentAttempts {
  let open: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(values) {
      const fingerprint = JSON.stringify(values);
      if (!open || open.fingerprint !== fingerprint) open = { key: generate(), fingerprint };
      return open.key;
    },
    settle() {
      open = null;
    },
  };
}
