// What an email confirmation also confirms: the company email of the person's partner, when it is the
// same address. It lives with the confirmation (accounts) so that accounts needs nothing of the partner
// account module, which builds on accounts.
import { and, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partnerMembers, partners } from '../../db/schema';

/**
 * Marks the company email of the person's partner verified when it is the address the person just
 * confirmed (the sign-up's link confirms both when they are the same). Called in the transaction of
 * the confirmation.
 */
export async function markPartnerEmailVerified(db: DbOrTx, personId: number, email: string, now: Date) {
  await db
    .update(partners)
    .set({ emailVerifiedAt: now })
    .where(
      and(
        isNull(partners.emailVerifiedAt),
        sql`lower(${partners.email}) = lower(${email})`,
        sql`${partners.id} in (select ${partnerMembers.partnerId} from ${partnerMembers} where ${partnerMembers.personId} = ${personId})`,
      ),
    );
}
