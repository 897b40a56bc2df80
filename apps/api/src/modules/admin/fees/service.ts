// Reading and changing the platform fee rates (platform_fee_rates): the row without a partner is the
// default; a partner's row overrides it. A change applies at once or from a moment announced ahead
// (platform_fee_changes); a raise of what a partner pays needs PLATFORM_FEE_NOTICE_DAYS' notice, and
// every change is emailed to the owners of the partners it concerns and written to the audit log, all in
// the change's transaction. The fee-changes round (./worker.ts) writes a due change into the rates.
import { and, asc, eq, inArray, isNotNull, isNull, lte, notInArray } from 'drizzle-orm';
import {
  formatIsoDay,
  PLATFORM_FEE_MESSAGES as M,
  PLATFORM_FEE_NOTICE_DAYS,
  type TPlatformFeeRate,
  type TPlatformFees,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Config } from '../../../config';
import type { Database, DbOrTx } from '../../../db/client';
import { partnerMembers, partners, platformFeeChanges, platformFeeRates } from '../../../db/schema';
import { badRequest, notFound } from '../../../platform/errors';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../../platform/audit';
import { enqueueEmail, inLanguage, renderEmail } from '../../../platform/mail';
import { storedMessage } from '../../../platform/stored-message';
import { emailRecipients } from '../../notifications';
import { FEE_EMAIL_TEXT as E } from './messages';

const DAY_MS = 86_400_000;
/** A moment this close to now counts as now (the form's minute, a clock a little behind). */
const NOW_SLACK_MS = 60_000;
export const PLATFORM_FEE_TEMPLATE = 'platform-fee-change' as const;

const toRate = (r: { percentBasisPoints: number; fixedPerTicket: number | string }): TPlatformFeeRate => ({
  percent: r.percentBasisPoints / 100,
  fixedPerTicket: Number(r.fixedPerTicket),
});
const toRow = (rate: TPlatformFeeRate) => ({
  percentBasisPoints: Math.round(rate.percent * 100),
  fixedPerTicket: rate.fixedPerTicket,
});
/** Whether `next` takes more from some ticket than `current` does. */
const raises = (current: TPlatformFeeRate, next: TPlatformFeeRate) =>
  next.percent > current.percent || next.fixedPerTicket > current.fixedPerTicket;
const isoDay = (at: Date) => formatIsoDay(at.toISOString().slice(0, 10));

/** A change of the default (partnerId null) or of a partner's rate (rate null: back on the default). */
interface Change {
  partnerId: number | null;
  rate: TPlatformFeeRate | null;
}

/** Writes a change into the rates in force. */
async function applyChange(tx: DbOrTx, change: Change, now: Date): Promise<void> {
  if (change.partnerId === null) {
    await tx
      .update(platformFeeRates)
      .set({ ...toRow(change.rate!), updatedAt: now })
      .where(isNull(platformFeeRates.partnerId));
    return;
  }
  if (!change.rate) {
    await tx.delete(platformFeeRates).where(eq(platformFeeRates.partnerId, change.partnerId));
    return;
  }
  // The unique index is on an expression (coalesce(partner_id, 0)), which ON CONFLICT cannot name:
  // insert, and update when the row was there or another admin's insert won.
  const [inserted] = await tx
    .insert(platformFeeRates)
    .values({ partnerId: change.partnerId, ...toRow(change.rate), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: platformFeeRates.id });
  if (!inserted) {
    await tx
      .update(platformFeeRates)
      .set({ ...toRow(change.rate), updatedAt: now })
      .where(eq(platformFeeRates.partnerId, change.partnerId));
  }
}

/** Writes every change due at `now` into the rates, in one transaction; answers how many. */
export async function applyDueFeeChanges(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(platformFeeChanges)
      .where(and(isNull(platformFeeChanges.appliedAt), lte(platformFeeChanges.appliesFrom, now)))
      .orderBy(asc(platformFeeChanges.appliesFrom), asc(platformFeeChanges.id))
      .for('update', { skipLocked: true });
    for (const c of due) {
      const rate =
        c.percentBasisPoints === null
          ? null
          : toRate({ percentBasisPoints: c.percentBasisPoints, fixedPerTicket: c.fixedPerTicket! });
      await applyChange(tx, { partnerId: c.partnerId, rate }, now);
      await tx.update(platformFeeChanges).set({ appliedAt: now }).where(eq(platformFeeChanges.id, c.id));
    }
    return due.length;
  });
}

export class PlatformFees {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly config: Pick<Config, 'partnerPortalUrl'>,
  ) {}

  async read(): Promise<TPlatformFees> {
    const rows = await this.db
      .select({ rate: platformFeeRates, partnerName: partners.name })
      .from(platformFeeRates)
      .leftJoin(partners, eq(partners.id, platformFeeRates.partnerId))
      .orderBy(asc(partners.name), asc(platformFeeRates.id));
    const fallback = rows.find((r) => r.rate.partnerId === null);
    if (!fallback) throw new Error('No default platform fee rate (migration 0018 writes one)');
    const upcoming = await this.db
      .select({ change: platformFeeChanges, partnerName: partners.name })
      .from(platformFeeChanges)
      .leftJoin(partners, eq(partners.id, platformFeeChanges.partnerId))
      .where(isNull(platformFeeChanges.appliedAt))
      .orderBy(asc(platformFeeChanges.appliesFrom), asc(platformFeeChanges.id));
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
      upcoming: upcoming.map(({ change: c, partnerName }) => ({
        partnerId: c.partnerId,
        partnerName,
        rate:
          c.percentBasisPoints === null
            ? null
            : toRate({ percentBasisPoints: c.percentBasisPoints, fixedPerTicket: c.fixedPerTicket! }),
        appliesFrom: c.appliesFrom.toISOString(),
      })),
    };
  }

  async setDefault(rate: TPlatformFeeRate, appliesFrom: string | null, actor: AuditActor): Promise<TPlatformFees> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(platformFeeRates).where(isNull(platformFeeRates.partnerId)).for('update');
      const current = toRate(before);
      const at = this.when(appliesFrom, raises(current, rate));
      await this.change(tx, { partnerId: null, rate }, at, actor);
      const day = at ? isoDay(at) : '';
      await recordAudit(tx, this.now(), actor, {
        action: 'fee.changed',
        entityType: 'platform',
        entityId: 'default',
        entityName: 'Default platform fee',
        summary: at
          ? storedMessage(A, 'feeDefaultFrom', { day, percent: rate.percent, fixed: rate.fixedPerTicket })
          : storedMessage(A, 'feeDefault', { percent: rate.percent, fixed: rate.fixedPerTicket }),
        before: current,
        after: { ...rate, appliesFrom: (at ?? this.now()).toISOString() },
      });
      // The partners on the default are told, in their language.
      const ownRates = tx
        .select({ id: platformFeeRates.partnerId })
        .from(platformFeeRates)
        .where(isNotNull(platformFeeRates.partnerId));
      const onDefault = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(and(eq(partners.currentVettingStatus, 'APPROVED'), notInArray(partners.id, ownRates)));
      await this.tell(
        tx,
        onDefault.map((p) => p.id),
        current,
        rate,
        at,
      );
    });
    return this.read();
  }

  async setForPartner(
    partnerId: number,
    rate: TPlatformFeeRate,
    appliesFrom: string | null,
    actor: AuditActor,
  ): Promise<TPlatformFees> {
    await this.db.transaction(async (tx) => {
      const partner = await this.partner(tx, partnerId);
      const current = await this.rateOf(tx, partnerId);
      const at = this.when(appliesFrom, raises(current.rate, rate));
      await this.change(tx, { partnerId, rate }, at, actor);
      await recordAudit(tx, this.now(), actor, {
        action: 'fee.changed',
        entityType: 'partner',
        entityId: partnerId,
        entityName: partner.name,
        summary: at
          ? storedMessage(A, 'feePartnerFrom', {
              partner: partner.name,
              day: isoDay(at),
              percent: rate.percent,
              fixed: rate.fixedPerTicket,
            })
          : storedMessage(A, 'feePartner', {
              partner: partner.name,
              percent: rate.percent,
              fixed: rate.fixedPerTicket,
            }),
        before: current.own ? current.rate : null,
        after: { ...rate, appliesFrom: (at ?? this.now()).toISOString() },
      });
      await this.tell(tx, [partnerId], current.rate, rate, at);
    });
    return this.read();
  }

  async removeForPartner(partnerId: number, appliesFrom: string | null, actor: AuditActor): Promise<TPlatformFees> {
    await this.db.transaction(async (tx) => {
      const partner = await this.partner(tx, partnerId);
      const current = await this.rateOf(tx, partnerId);
      if (!current.own) throw notFound(M.noPartnerRate);
      const fallback = toRate((await tx.select().from(platformFeeRates).where(isNull(platformFeeRates.partnerId)))[0]);
      const at = this.when(appliesFrom, raises(current.rate, fallback));
      await this.change(tx, { partnerId, rate: null }, at, actor);
      await recordAudit(tx, this.now(), actor, {
        action: 'fee.changed',
        entityType: 'partner',
        entityId: partnerId,
        entityName: partner.name,
        summary: at
          ? storedMessage(A, 'feePartnerDefaultFrom', { partner: partner.name, day: isoDay(at) })
          : storedMessage(A, 'feePartnerDefault', { partner: partner.name }),
        before: current.rate,
        after: null,
      });
      await this.tell(tx, [partnerId], current.rate, fallback, at);
    });
    return this.read();
  }

  /**
   * When a change applies: null for now (no moment given, or one within a minute), else the moment.
   * A moment in the past is refused; a raise needs PLATFORM_FEE_NOTICE_DAYS' notice.
   */
  private when(appliesFrom: string | null, raise: boolean): Date | null {
    const now = this.now();
    const at = appliesFrom ? new Date(appliesFrom) : null;
    if (at && at.getTime() < now.getTime() - NOW_SLACK_MS) {
      throw badRequest(M.appliesFromPast, { appliesFrom: M.appliesFromPast });
    }
    const soonest = now.getTime() + PLATFORM_FEE_NOTICE_DAYS * DAY_MS;
    if (raise && (!at || at.getTime() < soonest)) {
      // The day named is the first whole day after the notice, so that any moment of it is late enough.
      const words = M.noticeTooShort({ days: PLATFORM_FEE_NOTICE_DAYS, earliest: isoDay(new Date(soonest + DAY_MS)) });
      throw badRequest(words, { appliesFrom: words });
    }
    return at && at.getTime() > now.getTime() + NOW_SLACK_MS ? at : null;
  }

  /** Applies the change now, or announces it from `at`; a new announcement for the same rate replaces one not yet due. */
  private async change(tx: DbOrTx, change: Change, at: Date | null, actor: AuditActor) {
    const now = this.now();
    await tx
      .delete(platformFeeChanges)
      .where(
        and(
          isNull(platformFeeChanges.appliedAt),
          change.partnerId === null
            ? isNull(platformFeeChanges.partnerId)
            : eq(platformFeeChanges.partnerId, change.partnerId),
        ),
      );
    if (!at) {
      await applyChange(tx, change, now);
      return;
    }
    await tx.insert(platformFeeChanges).values({
      partnerId: change.partnerId,
      percentBasisPoints: change.rate ? toRow(change.rate).percentBasisPoints : null,
      fixedPerTicket: change.rate ? change.rate.fixedPerTicket : null,
      appliesFrom: at,
      createdBy: actor.personId,
      createdAt: now,
    });
  }

  private async partner(tx: DbOrTx, partnerId: number) {
    const [partner] = await tx.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
    if (!partner) throw notFound(NOT_FOUND.partner);
    return partner;
  }

  /** The partner's rate in force: its own (`own`), or the default. */
  private async rateOf(tx: DbOrTx, partnerId: number): Promise<{ rate: TPlatformFeeRate; own: boolean }> {
    const rows = await tx
      .select()
      .from(platformFeeRates)
      .where(inArray(platformFeeRates.partnerId, [partnerId]))
      .union(tx.select().from(platformFeeRates).where(isNull(platformFeeRates.partnerId)));
    const own = rows.find((r) => r.partnerId === partnerId);
    const rate = own ?? rows.find((r) => r.partnerId === null);
    if (!rate) throw new Error('No default platform fee rate (migration 0018 writes one)');
    return { rate: toRate(rate), own: Boolean(own) };
  }

  /** Emails the owners of `partnerIds` the change from `current` to `next`, now or from `at`, in their languages. */
  private async tell(
    tx: DbOrTx,
    partnerIds: readonly number[],
    current: TPlatformFeeRate,
    next: TPlatformFeeRate,
    at: Date | null,
  ) {
    if (!partnerIds.length) return;
    const owners = await tx
      .select({ personId: partnerMembers.personId })
      .from(partnerMembers)
      .where(and(inArray(partnerMembers.partnerId, [...partnerIds]), eq(partnerMembers.role, 'owner')));
    const recipients = await emailRecipients(
      tx,
      owners.map((o) => o.personId),
    );
    for (const to of recipients) {
      await enqueueEmail(
        tx,
        inLanguage(to.language, () => {
          const rate = E.rate({ percent: next.percent, fixed: next.fixedPerTicket });
          const was = E.rate({ percent: current.percent, fixed: current.fixedPerTicket });
          const day = at ? isoDay(at) : '';
          return {
            to: to.email,
            subject: at ? E.subjectLater({ day }) : E.subjectNow,
            template: PLATFORM_FEE_TEMPLATE,
            ...renderEmail({
              preview: E.preview({ rate }),
              heading: at ? E.subjectLater({ day }) : E.subjectNow,
              paragraphs: [
                E.hello({ firstName: to.firstName }),
                at ? E.later({ day, rate, current: was }) : E.now({ rate, current: was }),
                E.kept,
              ],
              action: { label: E.action, url: `${this.config.partnerPortalUrl}/finances` },
              notes: [E.why({ days: PLATFORM_FEE_NOTICE_DAYS })],
            }),
          };
        }),
      );
    }
  }
}
