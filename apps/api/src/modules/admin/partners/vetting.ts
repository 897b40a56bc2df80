// An admin's decision about a partner (POST /api/admin/vetting-status/partners/{partnerId}): a new
// entry in the partner's vetting history, the partner's status, the audit log and the email to the
// partner's owners with the comment, all in one transaction. The notes stay in the history, which
// only admins read.
import { and, eq } from 'drizzle-orm';
import { partnerDecisionRefusal, type TPartnerVettingUpdateBody } from '@pavilion/domain';
import type { Database, DbOrTx } from '../../../db/client';
import { partnerMembers, partners, partnerVettingUpdates, persons } from '../../../db/schema';
import { conflict, notFound } from '../../../platform/errors';
import { enqueueEmail } from '../../../platform/mail/outbox';
import { recordAudit, type AuditActor } from '../audit/record';
import { partnerDecisionEmail } from './emails';

export interface PartnerDecision {
  partnerId: number;
  partnerName: string;
  decision: TPartnerVettingUpdateBody['status'];
  comment: string;
}

/**
 * What a decision does for the partner: an email with the comment to each owner (or the company
 * address when it has none). Their dashboard shows the same comment from the history.
 */
export async function tellPartnerOfDecision(db: DbOrTx, d: PartnerDecision, dashboardUrl: string): Promise<void> {
  const owners = await db
    .select({ email: persons.email, firstName: persons.firstName })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(and(eq(partnerMembers.partnerId, d.partnerId), eq(partnerMembers.role, 'owner')));
  const recipients = owners.length
    ? owners
    : (await db.select({ email: partners.email }).from(partners).where(eq(partners.id, d.partnerId))).map((p) => ({
        email: p.email,
        firstName: null,
      }));
  for (const r of recipients) {
    await enqueueEmail(
      db,
      partnerDecisionEmail({
        to: r.email,
        firstName: r.firstName,
        partnerName: d.partnerName,
        decision: d.decision,
        comment: d.comment,
        dashboardUrl,
      }),
    );
  }
}

export class PartnerVetting {
  constructor(
    private readonly db: Database,
    private readonly actor: AuditActor,
    private readonly now: () => Date,
    private readonly partnerDashboardUrl: string,
  ) {}

  async decide(partnerId: number, body: TPartnerVettingUpdateBody): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [partner] = await tx
        .select({ id: partners.id, name: partners.name, status: partners.currentVettingStatus })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .for('update');
      if (!partner) throw notFound('Partner not found');
      const refusal = partnerDecisionRefusal(partner.status, body.status);
      if (refusal) throw conflict(refusal, { status: refusal });
      const at = this.now();
      await tx.insert(partnerVettingUpdates).values({
        partnerId,
        status: body.status,
        comment: body.comment,
        notes: body.notes,
        adminPersonId: this.actor.personId,
        createdAt: at,
      });
      await tx
        .update(partners)
        .set({ currentVettingStatus: body.status, updatedAt: at })
        .where(eq(partners.id, partnerId));
      await recordAudit(tx, at, this.actor, {
        action: 'partner.vetting',
        entityType: 'partner',
        entityId: partnerId,
        entityName: partner.name,
        summary: `${partner.status} -> ${body.status}: ${body.comment}`,
        before: { status: partner.status },
        after: { status: body.status, comment: body.comment, notes: body.notes },
      });
      await tellPartnerOfDecision(
        tx,
        { partnerId, partnerName: partner.name, decision: body.status, comment: body.comment },
        `${this.partnerDashboardUrl}/dashboard`,
      );
    });
  }
}
