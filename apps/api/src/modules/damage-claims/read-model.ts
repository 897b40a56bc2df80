// Damage claims as they are read (ZDamageClaim): the claim with its event, partner, buyer, photos and
// state, for the order's buyer (inside the order), the partner (its order page and its list) and
// support (the list of claims waiting, filtered by state). Every list is built with its owner.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  fromMinor,
  type TAdminDamageClaimsQuery,
  type TDamageClaim,
  type TDamageClaimFilter,
  type TDamageClaimPage,
  type TPartnerDamageClaimsQuery,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { damageClaimPhotos, damageClaims, events, orders, partners } from '../../db/schema';
import { containsPattern, listPage, notNull } from '../../platform/list';
import { damagePhotoUrl } from './photos';

type ClaimRow = typeof damageClaims.$inferSelect;

interface ClaimHead {
  claim: ClaimRow;
  eventName: string;
  eventEndAt: Date;
  eventTimeZone: string;
  partnerName: string;
  buyerFirstName: string;
  buyerSurname: string;
  buyerEmail: string;
}

/** The select every claim answer starts from; callers add their owner's filter. */
export function claimSelect(db: DbOrTx) {
  return db
    .select({
      claim: damageClaims,
      eventName: events.name,
      eventEndAt: events.endAt,
      eventTimeZone: events.timeZone,
      partnerName: partners.name,
      buyerFirstName: orders.buyerFirstName,
      buyerSurname: orders.buyerSurname,
      buyerEmail: orders.buyerEmail,
    })
    .from(damageClaims)
    .innerJoin(events, eq(events.id, damageClaims.eventId))
    .innerJoin(partners, eq(partners.id, damageClaims.partnerId))
    .innerJoin(orders, eq(orders.id, damageClaims.orderId))
    .$dynamic();
}

/** The whole answer for claim rows already read, in their order, with their photos. */
export async function claimViews(db: DbOrTx, rows: ClaimHead[]): Promise<TDamageClaim[]> {
  if (!rows.length) return [];
  const photos = await db
    .select({ fileId: damageClaimPhotos.fileId, claimId: damageClaimPhotos.claimId })
    .from(damageClaimPhotos)
    .where(
      inArray(
        damageClaimPhotos.claimId,
        rows.map((r) => r.claim.id),
      ),
    )
    .orderBy(asc(damageClaimPhotos.position));
  const photosOf = new Map<string, string[]>();
  for (const p of photos) photosOf.set(p.claimId!, [...(photosOf.get(p.claimId!) ?? []), p.fileId]);
  return rows.map((r) => claimView(r, photosOf.get(r.claim.id) ?? []));
}

function claimView(r: ClaimHead, photoIds: string[]): TDamageClaim {
  const c = r.claim;
  const major = (minor: number | null) => (minor === null ? null : fromMinor(minor, c.currency));
  return {
    id: c.id,
    orderId: c.orderId,
    event: { id: c.eventId, name: r.eventName, endDateTime: r.eventEndAt.toISOString(), timeZone: r.eventTimeZone },
    partner: { id: c.partnerId, name: r.partnerName },
    buyer: { firstName: r.buyerFirstName, surname: r.buyerSurname, email: r.buyerEmail },
    state: c.status,
    amount: fromMinor(c.amountMinor, c.currency),
    currency: c.currency,
    description: c.description,
    photos: photoIds.map((id) => ({ id, url: damagePhotoUrl(id) })),
    filedAt: c.createdAt.toISOString(),
    filedBy: c.filedByName,
    respondBy: c.respondBy.toISOString(),
    answer: c.answeredAt ? { agree: c.buyerAgreed, comment: c.buyerComment, at: c.answeredAt.toISOString() } : null,
    decision:
      c.decision && c.decidedAt
        ? {
            outcome: c.decision,
            amount: major(c.decidedAmountMinor),
            reason: c.decisionReason ?? '',
            at: c.decidedAt.toISOString(),
          }
        : null,
    chargeAmount: major(c.chargeAmountMinor),
    paidWith: c.paidWith,
    chargedAt: c.chargedAt?.toISOString() ?? null,
    nextAttemptAt: c.status === 'charge_failed' ? (c.nextAttemptAt?.toISOString() ?? null) : null,
    withdrawnAt: c.withdrawnAt?.toISOString() ?? null,
  };
}

/** The claims of some orders, newest first, by order id (the order answers carry them). */
export async function claimsOfOrders(db: DbOrTx, orderIds: string[]): Promise<Map<string, TDamageClaim[]>> {
  const byOrder = new Map<string, TDamageClaim[]>();
  if (!orderIds.length) return byOrder;
  const views = await claimViews(
    db,
    await claimSelect(db)
      .where(inArray(damageClaims.orderId, orderIds))
      .orderBy(sql`${damageClaims.createdAt} desc`, sql`${damageClaims.id} desc`),
  );
  for (const v of views) byOrder.set(v.orderId, [...(byOrder.get(v.orderId) ?? []), v]);
  return byOrder;
}

/** The states a list filter means. */
function stateFilter(state: TDamageClaimFilter): SQL | undefined {
  if (state === 'all') return undefined;
  if (state === 'waiting') return inArray(damageClaims.status, ['filed', 'disputed', 'charge_failed']);
  return eq(damageClaims.status, state);
}

/** One page of claims matching `where` (the owner's, the state's, the search's). */
async function claimPage(
  db: DbOrTx,
  query: TPartnerDamageClaimsQuery | TAdminDamageClaimsQuery,
  where: SQL | undefined,
): Promise<TDamageClaimPage> {
  const search = query.q
    ? or(
        ilike(events.name, containsPattern(query.q)),
        ilike(orders.buyerEmail, containsPattern(query.q)),
        ilike(partners.name, containsPattern(query.q)),
      )
    : undefined;
  const all = and(where, stateFilter(query.state), search);
  const page = await listPage(
    query,
    { filedAt: notNull(damageClaims.createdAt), amount: notNull(damageClaims.amountMinor) },
    damageClaims.id,
    {
      rows: ({ orderBy, limit, offset }) =>
        claimSelect(db)
          .where(all)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: () =>
        db
          .select({ n: count() })
          .from(damageClaims)
          .innerJoin(events, eq(events.id, damageClaims.eventId))
          .innerJoin(partners, eq(partners.id, damageClaims.partnerId))
          .innerJoin(orders, eq(orders.id, damageClaims.orderId))
          .where(all)
          .then((r) => r[0].n),
    },
  );
  return { ...page, items: await claimViews(db, page.items) };
}

/** The partner's claims (built with the session's partner id). */
export class PartnerDamageClaimList {
  constructor(
    private readonly db: DbOrTx,
    private readonly partnerId: number,
  ) {}

  list(query: TPartnerDamageClaimsQuery): Promise<TDamageClaimPage> {
    return claimPage(this.db, query, eq(damageClaims.partnerId, this.partnerId));
  }
}

/** Every claim, for support: disputed ones waiting for a decision first by default. */
export function adminDamageClaims(db: DbOrTx, query: TAdminDamageClaimsQuery): Promise<TDamageClaimPage> {
  return claimPage(db, query, undefined);
}

/** One claim as its reader sees it; `where` names the reader's own claims. */
export async function claimById(db: DbOrTx, claimId: string, where?: SQL): Promise<TDamageClaim | null> {
  const [view] = await claimViews(db, await claimSelect(db).where(and(eq(damageClaims.id, claimId), where)));
  return view ?? null;
}
