// Holding and releasing a partner's payouts: the partner's row locked, the hold written or removed and
// the change audited, in one transaction.
import { eq } from 'drizzle-orm';
import { FINANCE_MESSAGES as M, type TPayoutHold, NOT_FOUND } from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { partners, payoutHolds } from '../../../db/schema';
import { conflict, notFound } from '../../../platform/errors';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../../platform/audit';
import { storedMessage } from '../../../platform/stored-message';

export class PayoutHolds {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async hold(partnerId: number, reason: string, actor: AuditActor): Promise<TPayoutHold> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const [partner] = await tx.select().from(partners).where(eq(partners.id, partnerId)).for('update');
      if (!partner) throw notFound(NOT_FOUND.partner);
      const [row] = await tx
        .insert(payoutHolds)
        .values({ partnerId, reason, heldBy: actor.personId, heldAt: at })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(M.alreadyHeld);
      await recordAudit(tx, at, actor, {
        action: 'payout.held',
        entityType: 'partner',
        entityId: partnerId,
        entityName: partner.name,
        summary: storedMessage(A, 'payoutsHeld', { reason }),
        before: { held: false },
        after: { held: true, reason },
      });
      return { partnerId, held: true, reason, heldAt: at.toISOString() };
    });
  }

  async release(partnerId: number, actor: AuditActor): Promise<TPayoutHold> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const [partner] = await tx.select().from(partners).where(eq(partners.id, partnerId)).for('update');
      if (!partner) throw notFound(NOT_FOUND.partner);
      const [row] = await tx.delete(payoutHolds).where(eq(payoutHolds.partnerId, partnerId)).returning();
      if (!row) throw conflict(M.notHeld);
      await recordAudit(tx, at, actor, {
        action: 'payout.released',
        entityType: 'partner',
        entityId: partnerId,
        entityName: partner.name,
        summary: storedMessage(A, 'payoutsReleased'),
        before: { held: true, reason: row.reason },
        after: { held: false },
      });
      return { partnerId, held: false, reason: null, heldAt: null };
    });
  }
}
