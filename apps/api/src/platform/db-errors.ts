// Recognising database errors that a service turns into a user-facing answer (both drivers, wrapped or not).

function codeOf(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A unique constraint stopped the write (two requests raced for the same email, say). */
export function isUniqueViolation(err: unknown): boolean {
  return codeOf(err) === '23505';
}

/**
 * PostgreSQL ended the transaction to break a deadlock (40P01) or a serialization conflict (40001):
 * nothing of it was written, and the same work may simply be tried again.
 */
export function isRetryableConflict(err: unknown): boolean {
  const code = codeOf(err);
  return code === '40P01' || code === '40001';
}
