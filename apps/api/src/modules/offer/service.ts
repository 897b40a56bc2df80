// The marketplace's offer (the home banner): one row an administrator sets, audited; the public read
// answers it only while it is in force.
import { eq } from 'drizzle-orm';
import {
  offerHeadline,
  offerInForce,
  type TActiveOffer,
  type TAdminOffer,
  type TOffer,
  type TOfferBody,
} from '@pavilion/domain';
import type { Database, DbOrTx } from '../../db/client';
import { marketplaceOffer } from '../../db/schema';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../platform/audit';
import { instant, storedMessage } from '../../platform/stored-message';

type OfferRow = typeof marketplaceOffer.$inferSelect;

const view = (row: OfferRow): TOffer => ({
  percentage: row.percentage,
  headline: row.headline,
  headlineTranslations: row.headlineTranslations,
  validUntil: row.validUntil?.toISOString() ?? null,
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});

async function stored(db: DbOrTx): Promise<OfferRow | null> {
  const [row] = await db.select().from(marketplaceOffer).where(eq(marketplaceOffer.id, 1));
  return row ?? null;
}

export class MarketplaceOffer {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** What the home shows: the offer while active and before its end (its headline in the request's language), else null. */
  async active(): Promise<TActiveOffer> {
    const row = await stored(this.db);
    if (!row || !offerInForce(row, this.now())) return { offer: null };
    return {
      offer: {
        percentage: row.percentage,
        headline: offerHeadline(row),
        validUntil: row.validUntil?.toISOString() ?? null,
      },
    };
  }

  async read(): Promise<TAdminOffer> {
    const row = await stored(this.db);
    return { offer: row ? view(row) : null };
  }

  /** Sets the offer (the one row), with an audit entry of before and after in the same transaction. */
  async set(body: TOfferBody, actor: AuditActor): Promise<TAdminOffer> {
    return this.db.transaction(async (tx) => {
      const now = this.now();
      const before = await stored(tx);
      const values = {
        id: 1,
        percentage: body.percentage,
        headline: body.headline,
        headlineTranslations: body.headlineTranslations ?? {},
        validUntil: body.validUntil ? new Date(body.validUntil) : null,
        active: body.active,
        updatedByPersonId: actor.personId,
        updatedAt: now,
      };
      const [row] = await tx
        .insert(marketplaceOffer)
        .values(values)
        .onConflictDoUpdate({ target: marketplaceOffer.id, set: values })
        .returning();
      const after = view(row);
      await recordAudit(tx, now, actor, {
        action: 'offer.changed',
        entityType: 'platform',
        entityId: 'offer',
        entityName: 'Home offer',
        summary: row.validUntil
          ? storedMessage(A, 'offerUntil', {
              active: after.active ? 'yes' : 'no',
              percentage: after.percentage,
              headline: after.headline,
              until: instant(row.validUntil),
            })
          : storedMessage(A, 'offer', {
              active: after.active ? 'yes' : 'no',
              percentage: after.percentage,
              headline: after.headline,
            }),
        before: before ? { ...view(before) } : null,
        after: { ...after },
      });
      return { offer: after };
    });
  }
}
