// Test data for the payout specs: a partner with everything payouts need but a payout account, and its owner
// signed in.
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import type { Database } from '../src/db/client';
import { partnerAgreements, partnerMembers, partners, partnerVettingUpdates, persons } from '../src/db/schema';
import { currentAgreementVersions } from '../src/modules/partner-account';
import { bearerFor, TEST_PASSWORD } from './harness';

/** Approved (with its vetting row), address verified, contract signed: everything payouts need but a payout account. */
export async function readyForPayouts(db: Database, partnerId: number, now: Date) {
  await db.update(partners).set({ addressVerifiedAt: now }).where(eq(partners.id, partnerId));
  await db.insert(partnerVettingUpdates).values({ partnerId, status: 'APPROVED', comment: 'Welcome', createdAt: now });
  const [member] = await db.select().from(partnerMembers).where(eq(partnerMembers.partnerId, partnerId));
  await db.insert(partnerAgreements).values({
    partnerId,
    personId: member.personId,
    kind: 'partner-contract',
    version: currentAgreementVersions()['partner-contract'],
    signedAt: now,
  });
}

/** Signs in as the partner's owner (the one member a test partner has). */
export async function partnerOwnerAuth(app: Express, db: Database, partnerId: number) {
  const [row] = await db
    .select({ email: persons.email })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(eq(partnerMembers.partnerId, partnerId));
  return bearerFor(app, row.email, TEST_PASSWORD);
}
