// Reading and changing the platform fee rates (platform_fee_rates): the row without a partner is the
// default; a partner's row overrides it. Each change is written to the audit log in its transaction.
import { asc, eq, isNull } from 'drizzle-orm';
import { PLATFORM_FEE_MESSAGES as M, type TPlatformFeeRate, type TPlatformFees } from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { partners, platformFeeRates } from '../../../db/schema';
import { notFound } from '../../../platform/errors';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../../platform/audit';
import { storedMessage } from '../../../platform/stored-message';
import { ADMIN_API_TEXT } from '../messages';

const toRate = (r: { percentBasisPoints: number; fixedPerTicket: number | string }): TPlatformFeeRate => ({
  percent: r.percentBasisPoints / 100,
  fixedPerTicket: Number(r.fixedPerTicket),
});
const toRow = (rate: TPlatformFeeRate) => ({
  percentBasisPoints: Math.round(rate.percent * 100),
  fixedPerTicket: rate.fixedPerTicket,
});

export class PlatformFees {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async read(): Promise<TPlatformFees> {
    const rows = await this.db
      .select({ rate: platformFeeRates, partnerName: partners.name })
      .from(platformFeeRates)
      .leftJoin(partners, eq(partners.id, platformFeeRates.partnerId))
      .orderBy(asc(partners.name), asc(platformFeeRates.id));
    const fallback = rows.find((r) => r.rate.partnerId === null);
    if (!fallback) throw new Error('No default platform fee rate (migration 0018 writes one)');
    return {
      default: { ...toRate(fallback.rate), updatedAt: fallback.rate.updatedAt.toISOString() },
      partners: rows
        .filter((r) => r.rate.partnerId !== null)
        .map((r) => ({
          ...toRate(r.rate),
          partnerId: r.rate.partnerId!,
          partnerName: r.partnerName ?? '',
          updatedAt: r.rate.updatedAt.toISOString(),
        })),
    };
  }

  async setDefault(rate: TPlatformFeeRate, actor: AuditActor): Promise<TPlatformFees> {
    await this.db.transaction(async (tx) => {
      const now = this.now();
      const [before] = await tx.select().from(platformFeeRates).where(isNull(platformFeeRates.partnerId)).for('update');
      await tx
        .update(platformFeeRates)
        .set({ ...toRow(rate), updatedAt: now })
        .where(isNull(platformFeeRates.partnerId));
      await recordAudit(tx, now, actor, {
        action: 'fee.changed',
        entityType: 'platform',
        entityId: 'default',
        entityName: 'Default platform fee',
        summary: storedMessage(A, 'feeDefault', { percent: rate.percent, fixed: rate.fixedPerTicket }),
        before: before ? toRate(before) : null,
        after: rate,
      });
    });
    return this.read();
  }

  async setForPartner(partnerId: number, rate: TPlatformFeeRate, actor: AuditActor): Promise<TPlatformFees> {
    await this.db.transaction(async (tx) => {
      const now = this.now();
      const [partner] = await tx.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
      if (!partner) throw notFound(ADMIN_API_TEXT.noSuchPartner);
      const [before] = await tx.select().from(platformFeeRates).where(eq(platformFeeRates.partnerId, partnerId));
      // The unique index is on an expression (coalesce(partner_id, 0)), which ON CONFLICT cannot name:
      // insert, and update when another admin's insert won.
      const [inserted] = before
        ? []
        : await tx
            .insert(platformFeeRates)
            .values({ partnerId, ...toRow(rate), createdAt: now, updatedAt: now })
            .onConflictDoNothing()
            .returning({ id: platformFeeRates.id });
      if (!inserted) {
        await tx
          .update(platformFeeRates)
          .set({ ...toRow(rate), updatedAt: now })
          .where(eq(platformFeeRates.partnerId, partnerId));
      }
      await recordAudit(tx, now, actor, {
        action: 'fee.changed',
        entityType: 'partner',
        entityId: partnerId,
        entityName: partner.name,
        summary: storedMessage(A, 'feePartner', {
          partner: partner.name,
          percent: rate.percent,
          fixed: rate.fixedPerTicket,
        }),
        before: before ? toRate(before) : null,
        after: rate,
      });
    });
    return this.read();
  }

  async removeForPartner(partnerId: number, actor: AuditActor): Promise<TPlatformFees> {
    await this.db.transaction(async (tx) => {
      const now = this.now();
      const [partner] = await tx.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
      if (!partner) throw notFound(ADMIN_API_TEXT.noSuchPartner);
      const [removed] = await tx.delete(platformFeeRates).where(eq(platformFeeRates.partnerId, partnerId)).returning();
      if (!removed) throw notFound(M.noPartnerRate);
      await recordAudit(tx, now, actor, {
        action: 'fee.changed',
        entityType: 'partner',
        entityId: partnerId,
        entityName: partner.name,
        summary: storedMessage(A, 'feePartnerDefault', { partner: partner.name }),
        before: toRate(removed),
        after: null,
      });
    });
    return this.read();
  }
}
