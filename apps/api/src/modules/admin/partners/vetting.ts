// An admin's decision about a partner (POST /api/admin/vetting-status/partners/{partnerId}): the
// partner account's PartnerVetting.decide (the rule: refusals, the history entry, the partner's
// status, the email with the comment to the owners, the address letter on approval) and the audit
// entry, in one transaction.
import { eq } from 'drizzle-orm';
import type { TPartnerVettingUpdateBody } from '@pavilion/domain';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { partners } from '../../../db/schema';
import { PartnerVetting } from '../../partner-account';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../../platform/audit';
import { storedMessage, words } from '../../../platform/stored-message';

export class AdminPartnerVetting {
  constructor(
    private readonly db: Database,
    private readonly actor: AuditActor,
    private readonly now: () => Date,
    private readonly config: Pick<Config, 'jwtSecret' | 'partnerPortalUrl'>,
  ) {}

  async decide(partnerId: number, body: TPartnerVettingUpdateBody): Promise<void> {
    await this.db.transaction(async (tx) => {
      const at = this.now();
      const [before] = await tx
        .select({ name: partners.name, status: partners.currentVettingStatus })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .for('update');
      const entry = await new PartnerVetting({ config: this.config, now: () => at }).decide(tx, partnerId, {
        ...body,
        adminPersonId: this.actor.personId,
      });
      await recordAudit(tx, at, this.actor, {
        action: 'partner.vetting',
        entityType: 'partner',
        entityId: partnerId,
        entityName: before!.name,
        summary: storedMessage(A, 'partnerVetting', {
          from: words(A, 'partnerStatus', { status: before!.status }),
          to: words(A, 'partnerStatus', { status: entry.status }),
          comment: body.comment,
        }),
        before: { status: before!.status },
        after: { status: entry.status, comment: body.comment, notes: body.notes },
      });
    });
  }
}
