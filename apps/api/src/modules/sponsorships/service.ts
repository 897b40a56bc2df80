// Buying sponsorship (the partner, built with its id: another partner's event answers 404) and the
// price per day. A purchase is one transaction: the event FOR SHARE (platform/locks.ts, level 1), the
// event's sponsorships serialised by an advisory lock so two purchases cannot both pass the overlap
// check, the sponsorship row, then its ledger lines (partner_payable debited, sponsorship_fees
// credited), as the plan fee is charged.
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import {
  fromMinor,
  formatIsoDay,
  SPONSORSHIP_MESSAGES as M,
  sponsorshipRangeSchema,
  utcDayOf,
  daysInRange,
  type TPartnerSponsorshipsQuery,
  type TSponsorship,
  type TSponsorshipBody,
  type TSponsorshipOffer,
  type TSponsorshipPage,
  type TSponsorshipPrice,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { events, sponsorshipPrices, sponsorships } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { postLedgerTransaction } from '../ledger';
import { selectSponsorships, sponsorshipAnswer, sponsorshipsPage, sponsorshipStatusWhere } from './read-model';

/** The advisory lock class of one event's sponsorships (the second key is the event's id). */
const SPONSORSHIP_LOCK = 5_371;

/** The price per day, or null before the administrator set one. */
export async function readSponsorshipPrice(db: DbOrTx): Promise<(TSponsorshipPrice & { minor: number }) | null> {
  const [row] = await db.select().from(sponsorshipPrices).where(eq(sponsorshipPrices.id, 1));
  if (!row) return null;
  return {
    pricePerDay: fromMinor(row.pricePerDayMinor, row.currency),
    currency: row.currency,
    updatedAt: row.updatedAt.toISOString(),
    minor: row.pricePerDayMinor,
  };
}

const priceAnswer = (price: Awaited<ReturnType<typeof readSponsorshipPrice>>): TSponsorshipPrice | null =>
  price && { pricePerDay: price.pricePerDay, currency: price.currency, updatedAt: price.updatedAt };

export class PartnerSponsorships {
  constructor(
    private readonly db: Database,
    private readonly partnerId: number,
    private readonly now: () => Date,
  ) {}

  /** The partner's event (FOR SHARE in a transaction), or 404. */
  private async event(tx: DbOrTx, eventId: number, share = false) {
    const query = tx
      .select({
        id: events.id,
        name: events.name,
        status: events.status,
        published: events.published,
        partnerApproved: events.partnerApproved,
        cancelledAt: events.cancelledAt,
        endAt: events.endAt,
      })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.partnerId, this.partnerId)));
    const [row] = share ? await query.for('share') : await query;
    if (!row) throw notFound(NOT_FOUND.event);
    return row;
  }

  /** What a day costs and the days the event may be sponsored in: what the buy form needs. */
  async offer(eventId: number): Promise<TSponsorshipOffer> {
    const event = await this.event(this.db, eventId);
    return {
      price: priceAnswer(await readSponsorshipPrice(this.db)),
      today: utcDayOf(this.now()),
      eventLastDay: utcDayOf(event.endAt),
    };
  }

  /** The event's sponsorships, a page at a time, narrowed by their status today. */
  async list(eventId: number, query: TPartnerSponsorshipsQuery): Promise<TSponsorshipPage> {
    await this.event(this.db, eventId);
    const today = utcDayOf(this.now());
    const where = and(eq(sponsorships.eventId, eventId), sponsorshipStatusWhere(query.status, today));
    return sponsorshipsPage(this.db, query, where, today);
  }

  /**
   * Buys sponsorship of the event for the range: refused in words when the event is not public, is
   * cancelled or over, when no price is set, when the range breaks a rule of sponsorshipRangeSchema
   * (400 on its field) or overlaps another sponsorship of the event not ended early (409).
   */
  async buy(eventId: number, body: TSponsorshipBody, boughtBy: number): Promise<TSponsorship> {
    const now = this.now();
    const today = utcDayOf(now);
    const id = await this.db.transaction(async (tx) => {
      const event = await this.event(tx, eventId, true);
      if (event.cancelledAt) throw conflict(M.eventCancelled);
      if (event.endAt <= now) throw conflict(M.eventOver);
      if (event.status !== 'APPROVED' || !event.published || !event.partnerApproved) throw conflict(M.eventNotPublic);
      const range = sponsorshipRangeSchema({ today, eventLastDay: utcDayOf(event.endAt) }).safeParse(body);
      // The error handler answers a ZodError as 400 with one message per field.
      if (!range.success) throw range.error;
      const price = await readSponsorshipPrice(tx);
      if (!price) throw conflict(M.noPrice);
      await tx.execute(sql`select pg_advisory_xact_lock(${SPONSORSHIP_LOCK}, ${eventId})`);
      await this.refuseOverlap(tx, eventId, body);
      const days = daysInRange(body.firstDay, body.lastDay);
      const [row] = await tx
        .insert(sponsorships)
        .values({
          eventId,
          partnerId: this.partnerId,
          firstDay: body.firstDay,
          lastDay: body.lastDay,
          days,
          pricePerDayMinor: price.minor,
          amountMinor: days * price.minor,
          currency: price.currency,
          boughtBy,
          createdAt: now,
        })
        .returning({ id: sponsorships.id, amountMinor: sponsorships.amountMinor });
      await postLedgerTransaction(tx, {
        kind: 'sponsorship',
        currency: price.currency,
        sponsorshipId: row.id,
        at: now,
        lines: [
          { account: 'partner_payable', amountMinor: row.amountMinor, partnerId: this.partnerId },
          { account: 'sponsorship_fees', amountMinor: -row.amountMinor },
        ],
      });
      return row.id;
    });
    const [row] = await selectSponsorships(this.db).where(eq(sponsorships.id, id));
    return sponsorshipAnswer(row, today);
  }

  private async refuseOverlap(tx: Tx, eventId: number, body: TSponsorshipBody) {
    const [other] = await tx
      .select({ firstDay: sponsorships.firstDay, lastDay: sponsorships.lastDay })
      .from(sponsorships)
      .where(
        and(
          eq(sponsorships.eventId, eventId),
          isNull(sponsorships.endedAt),
          lte(sponsorships.firstDay, body.lastDay),
          gte(sponsorships.lastDay, body.firstDay),
        ),
      )
      .limit(1);
    if (other)
      throw conflict(M.overlap({ firstDay: formatIsoDay(other.firstDay), lastDay: formatIsoDay(other.lastDay) }));
  }
}
