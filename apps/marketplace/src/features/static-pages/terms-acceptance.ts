// Accepting the customer terms of service: recorded in this browser, against the terms' version, so a
// new version of the terms asks again.
import { CUSTOMER_TERMS_VERSION } from '@pavilion/domain';

export const TERMS_ACCEPTANCE_STORAGE_KEY = 'pavilion.customerTermsAccepted';

export type TTermsAcceptance = { version: string; acceptedAt: string };

type TStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The acceptance of the current terms, or null (none, an older version, or unreadable). */
export function readTermsAcceptance(
  storage: TStorage | null,
  version = CUSTOMER_TERMS_VERSION,
): TTermsAcceptance | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TERMS_ACCEPTANCE_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { version: stored, acceptedAt } = parsed as Record<string, unknown>;
    if (stored !== version || typeof acceptedAt !== 'string' || Number.isNaN(Date.parse(acceptedAt))) return null;
    return { version: stored, acceptedAt };
  } catch {
    return null;
  }
}

export function recordTermsAcceptance(
  storage: TStorage | null,
  now: Date,
  version = CUSTOMER_TERMS_VERSION,
): TTermsAcceptance {
  const acceptance = { version, acceptedAt: now.toISOString() };
  try {
    storage?.setItem(TERMS_ACCEPTANCE_STORAGE_KEY, JSON.stringify(acceptance));
  } catch {
    // Storage can be unavailable (privacy modes): the acceptance then lasts for this page only.
  }
  return acceptance;
}

/** Where Continue goes: a same-site path from ?next=, never another site. */
export function continuePath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
