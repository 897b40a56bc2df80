// The administrator's side of sponsored placement: every sponsorship (the list pattern, filtered by its
// status today), ending one early with a reason, and the price per day. Each change is audited in its
// transaction; an early end credits the whole days not yet begun back to the partner, once.
import { and, eq, ilike, or } from 'drizzle-orm';
import {
  addUtcDays,
  daysInRange,
  fromMinor,
  SPONSORSHIP_CURRENCY,
  SPONSORSHIP_MESSAGES as M,
  toMinor,
  utcDayOf,
  type TAdminSponsorshipsQuery,
  type TSponsorship,
  type TSponsorshipPage,
  type TSponsorshipPriceAnswer,
  type TSponsorshipPriceBody,
} from '@pavilion/domain';
import type { Database } from '../../db/client';
import { events, partners, sponsorshipPrices, sponsorships } from '../../db/schema';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../platform/audit';
import { amount, day, storedMessage } from '../../platform/stored-message';
import { conflict, notFound } from '../../platform/errors';
import { containsPattern } from '../../platform/list';
import { postLedgerTransaction } from '../ledger';
import { selectSponsorships, sponsorshipAnswer, sponsorshipsPage, sponsorshipStatusWhere } from './read-model';
import { readSponsorshipPrice } from './service';

export class AdminSponsorships {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async list(query: TAdminSponsorshipsQuery): Promise<TSponsorshipPage> {
    const today = utcDayOf(this.now());
    const pattern = query.q ? containsPattern(query.q) : null;
    const where = and(
      sponsorshipStatusWhere(query.status, today),
      pattern ? or(ilike(events.name, pattern), ilike(partners.name, pattern)) : undefined,
    );
    return sponsorshipsPage(this.db, query, where, today);
  }

  /**
   * Ends a sponsorship at once: the sponsored place goes today. The whole days after today (all of
   * them when it had not begun) are credited back at the price it was bought at, one ledger
   * transaction (partner_payable credited, sponsorship_fees debited) written with the end.
   */
  async end(id: number, reason: string, actor: AuditActor): Promise<TSponsorship> {
    const now = this.now();
    const today = utcDayOf(now);
    await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ eventId: sponsorships.eventId })
        .from(sponsorships)
        .where(eq(sponsorships.id, id));
      if (!found) throw notFound(M.notFound);
      // The lock order: the event first (FOR SHARE), then the sponsorship.
      await tx.select({ id: events.id }).from(events).where(eq(events.id, found.eventId)).for('share');
      const [row] = await selectSponsorships(tx).where(eq(sponsorships.id, id)).for('update', { of: sponsorships });
      const s = row.s;
      if (s.endedAt) throw conflict(M.alreadyEndedEarly);
      if (s.lastDay < today) throw conflict(M.alreadyOver);
      const firstUnused = s.firstDay > today ? s.firstDay : addUtcDays(today, 1);
      const creditedDays = daysInRange(firstUnused, s.lastDay);
      const creditedMinor = creditedDays * s.pricePerDayMinor;
      await tx
        .update(sponsorships)
        .set({ endedAt: now, endedBy: actor.personId, endReason: reason, creditedDays, creditedMinor })
        .where(eq(sponsorships.id, id));
      if (creditedMinor > 0)
        await postLedgerTransaction(tx, {
          kind: 'sponsorship_credit',
          currency: s.currency,
          sponsorshipId: id,
          at: now,
          lines: [
            { account: 'partner_payable', amountMinor: -creditedMinor, partnerId: s.partnerId },
            { account: 'sponsorship_fees', amountMinor: creditedMinor },
          ],
        });
      await recordAudit(tx, now, actor, {
        action: 'sponsorship.ended',
        entityType: 'sponsorship',
        entityId: id,
        entityName: `${row.eventName} (${row.partnerName})`,
        summary: storedMessage(A, 'sponsorshipEnded', {
          event: row.eventName,
          first: day(s.firstDay),
          last: day(s.lastDay),
          reason,
          count: creditedDays,
          credited: amount(creditedMinor, s.currency),
        }),
        before: { firstDay: s.firstDay, lastDay: s.lastDay, endedAt: null },
        after: { endedAt: now.toISOString(), reason, creditedDays, credited: fromMinor(creditedMinor, s.currency) },
      });
    });
    const [row] = await selectSponsorships(this.db).where(eq(sponsorships.id, id));
    return sponsorshipAnswer(row, today);
  }

  async price(): Promise<TSponsorshipPriceAnswer> {
    const price = await readSponsorshipPrice(this.db);
    return {
      price: price && { pricePerDay: price.pricePerDay, currency: price.currency, updatedAt: price.updatedAt },
    };
  }

  /** Sets the price per day for purchases from now on; sponsorships bought keep theirs. */
  async setPrice(body: TSponsorshipPriceBody, actor: AuditActor | null): Promise<TSponsorshipPriceAnswer> {
    const now = this.now();
    const currency = SPONSORSHIP_CURRENCY;
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(sponsorshipPrices).where(eq(sponsorshipPrices.id, 1)).for('update');
      const pricePerDayMinor = toMinor(body.pricePerDay, currency);
      await tx
        .insert(sponsorshipPrices)
        .values({ id: 1, pricePerDayMinor, currency, updatedAt: now, updatedBy: actor?.personId ?? null })
        .onConflictDoUpdate({
          target: sponsorshipPrices.id,
          set: { pricePerDayMinor, currency, updatedAt: now, updatedBy: actor?.personId ?? null },
        });
      await recordAudit(tx, now, actor, {
        action: 'sponsorship.price-changed',
        entityType: 'platform',
        entityId: 'sponsorship-price',
        entityName: 'Sponsorship price per day',
        summary: storedMessage(A, 'sponsorshipPrice', { price: amount(pricePerDayMinor, currency) }),
        before: before ? { pricePerDay: fromMinor(before.pricePerDayMinor, before.currency) } : null,
        after: { pricePerDay: body.pricePerDay },
      });
    });
    return this.price();
  }
}
