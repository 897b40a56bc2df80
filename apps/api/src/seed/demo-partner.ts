// The demo's own partner: the partner owned by partner@example.com, whose events the demo's after-sale
// scenes (cancellations, waiting lists, bank transfers, tickets named later) are played on.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { partnerMembers, persons } from '../db/schema';

/** The partner of partner@example.com and its owner's person id; null before the demo partners exist. */
export async function demoPartnerOwner(db: DbOrTx): Promise<{ partnerId: number; personId: number } | null> {
  const [owner] = await db
    .select({ partnerId: partnerMembers.partnerId, personId: partnerMembers.personId })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(and(eq(persons.email, 'partner@example.com'), eq(partnerMembers.role, 'owner')));
  return owner ?? null;
}
