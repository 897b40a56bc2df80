// The demo's upcoming legal version, so the console's Legal documents page and the notice to every
// account holder show one on a first start: a significant new version of the customer terms, published
// today and in force from LEGAL_NOTICE_DAYS + 6 days ahead, so everyone can be emailed in time. Its text
// is this release's (a demo of the notice and the ask, not a new text); once it applies, every account
// that has not accepted it is asked to at sign-in and at checkout.
import { LEGAL_NOTICE_DAYS } from '@pavilion/domain';
import type { Tx } from '../db/client';
import { legalDocumentVersions } from '../db/schema';

const DAY = 86_400_000;

/** The upcoming version's label and day, from the day it applies (UTC midnight). */
export function demoUpcomingTerms(now: Date) {
  const appliesFrom = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + (LEGAL_NOTICE_DAYS.accounts + 6) * DAY,
  );
  const day = appliesFrom.toISOString().slice(0, 10);
  return { document: 'customer-terms' as const, version: day, day, appliesFrom };
}

export async function seedDemoLegalVersion(tx: Tx, adminPersonId: number | null, now: Date) {
  const upcoming = demoUpcomingTerms(now);
  await tx.insert(legalDocumentVersions).values({
    ...upcoming,
    significant: true,
    publishedAt: now,
    publishedBy: adminPersonId,
  });
}
