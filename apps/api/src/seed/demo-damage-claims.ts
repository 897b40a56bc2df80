// Demo damage claims, made through the product's own services with the clock set to when each step
// happened, so every claim screen shows something on first start: on the demo partner's most recent
// past event a claim the buyer agreed to (charged to the card, its ledger lines pending with the
// event's money) and one the buyer disputed (waiting for support in the admin console); on its older
// past event a claim filed yesterday and waiting for the buyer, and one its buyer agreed to without
// having kept the card at checkout, waiting for them to pay the payment link. Each has a photo when storage is given.
// Both events get a damage policy first (in their live row and their current version), and their paid
// orders the buyer's consent to keep the card, as a checkout with the box ticked would have stored.
import { and, asc, desc, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import { damageClaimWindow, damagePolicyColumns, type TDamagePolicyBody } from '@pavilion/domain';
import type { Storage } from '../platform/storage';
import { damageClaims, events, eventVersions, orders, partnerMembers, persons } from '../db/schema';
import { DamageClaims, type DamageDeps, uploadDamagePhoto } from '../modules/damage-claims';
import { renderDamagePhotoPng } from './data/damage-photo';

const HOUR = 3_600_000;

export const DEMO_DAMAGE_CLAIMS = [
  {
    amount: 180,
    description:
      'A guest knocked over the demo stand at booth 12 during the evening reception: the display screen cracked and the frame is bent. Repair quote attached to our records.',
    comment: 'Yes, that was our colleague. Sorry about the screen.',
  },
  {
    amount: 95,
    description:
      'Red wine spilled on the upholstered seats of the VIP lounge, row C; the cleaning company charged for two seat covers.',
    comment: 'The stain was already there when we sat down.',
  },
  {
    amount: 60,
    description:
      'A borrowed presenter clicker and its charging case were not returned to the speaker desk after the workshop.',
    comment: null,
  },
  {
    amount: 40,
    description:
      'Two exhibitor badges holders and a lanyard box taken from the registration desk at the end of the second day.',
    comment: 'Yes, we took them by mistake. Happy to pay.',
  },
] as const;

/** The demo events' damage policy (major units of each event's currency). */
export const DEMO_DAMAGE_POLICY: TDamagePolicyBody = {
  maxAmount: 500,
  text: 'Damage to stands, screens or furniture caused by a ticket holder or their guests may be claimed from the order after the event, with photos.',
};

export interface DemoDamageClaims {
  charged: string | null;
  disputed: string | null;
  filed: string | null;
  /** Agreed by a buyer who did not keep the card at checkout: waiting for them to pay the link. */
  awaitingPayment: string | null;
}

export async function seedDemoDamageClaims(
  deps: DamageDeps & { storage?: Storage },
  partnerId: number,
): Promise<DemoDamageClaims> {
  const { db } = deps;
  const now = deps.now();
  const result: DemoDamageClaims = { charged: null, disputed: null, filed: null, awaitingPayment: null };
  const [owner] = await db
    .select({ personId: persons.id, firstName: persons.firstName, surname: persons.surname })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.role, 'owner')));
  if (!owner) return result;
  // Past events still in their filing window, the most recent first.
  const past = (
    await db
      .select({
        id: events.id,
        endAt: events.endAt,
        timeZone: events.timeZone,
        currency: events.ticketCurrency,
        versionId: events.currentVersionId,
      })
      .from(events)
      .where(and(eq(events.partnerId, partnerId), lt(events.endAt, now), isNull(events.cancelledAt)))
      .orderBy(desc(events.endAt))
  ).filter((e) => damageClaimWindow(e.endAt, e.timeZone).closesAt > now);
  if (!past.length) return result;
  const recent = past[0]!;
  const older = past[1] ?? past[0]!;
  for (const event of new Set([recent, older])) {
    await db.update(events).set(damagePolicyColumns(DEMO_DAMAGE_POLICY, event.currency)).where(eq(events.id, event.id));
    if (event.versionId)
      await db
        .update(eventVersions)
        .set({
          snapshot: sql`jsonb_set(${eventVersions.snapshot}, '{damagePolicy}', ${JSON.stringify(DEMO_DAMAGE_POLICY)}::jsonb)`,
        })
        .where(eq(eventVersions.id, event.versionId));
    await db
      .update(orders)
      .set({
        damageConsentAt: sql`${orders.paidAt}`,
        damageMaxMinor: damagePolicyColumns(DEMO_DAMAGE_POLICY, event.currency).damageMaxMinor,
      })
      .where(and(eq(orders.eventId, event.id), eq(orders.status, 'paid')));
  }

  /** Paid orders of an event without a claim, oldest first. */
  const ordersOf = (eventId: number) =>
    db
      .select({ id: orders.id, personId: orders.personId })
      .from(orders)
      .where(
        and(
          eq(orders.eventId, eventId),
          eq(orders.status, 'paid'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(damageClaims)
              .where(eq(damageClaims.orderId, orders.id)),
          ),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(2);

  const at = (moment: Date) => ({ ...deps, now: () => moment });
  const partnerAt = (moment: Date) =>
    new DamageClaims(at(moment), {
      kind: 'partner',
      partnerId,
      personId: owner.personId,
      name: `${owner.firstName} ${owner.surname}`,
    });
  /** When a step happened: `hoursAgo` before now, never before the event ended, never after now. */
  const moment = (endAt: Date, hoursAgo: number) =>
    new Date(Math.min(now.getTime(), Math.max(endAt.getTime() + HOUR, now.getTime() - hoursAgo * HOUR)));
  const later = (from: Date, hours: number) => new Date(Math.min(now.getTime(), from.getTime() + hours * HOUR));

  const fileOne = async (orderId: string, spec: (typeof DEMO_DAMAGE_CLAIMS)[number], filedAt: Date, seed: number) => {
    const photoIds: string[] = [];
    // The photo is taken (uploaded) when the claim is filed.
    if (deps.storage) {
      const buffer = renderDamagePhotoPng(480, 300, seed);
      // The upload reads what multer would hand it: the bytes, their size and the file's name.
      const file = { buffer, size: buffer.length, originalname: `damage-${seed}.png` } as Express.Multer.File;
      photoIds.push(
        (await uploadDamagePhoto(db, deps.storage, { partnerId, personId: owner.personId }, file, filedAt)).id,
      );
    }
    // Within the event's damage policy: at most 80 % of what is left under it, in whole units.
    const partner = partnerAt(filedAt);
    const { maxAmount } = await partner.orderClaims(orderId);
    const amount = Math.max(1, Math.min(spec.amount, Math.floor((maxAmount ?? 0) * 0.8)));
    return partner.file(orderId, { amount, description: spec.description, photoIds });
  };

  const [first, second] = await ordersOf(recent.id);
  if (first) {
    // Filed the day after the event; the buyer agreed a few hours later and the card was charged.
    const filedAt = moment(recent.endAt, 30);
    const claim = await fileOne(first.id, DEMO_DAMAGE_CLAIMS[0], filedAt, 1);
    const answered = await new DamageClaims(at(later(filedAt, 4)), {
      kind: 'attendee',
      personId: first.personId,
    }).respond(first.id, claim.id, { agree: true, comment: DEMO_DAMAGE_CLAIMS[0].comment });
    result.charged = answered.id;
  }
  if (second) {
    const filedAt = moment(recent.endAt, 26);
    const claim = await fileOne(second.id, DEMO_DAMAGE_CLAIMS[1], filedAt, 2);
    await new DamageClaims(at(later(filedAt, 6)), {
      kind: 'attendee',
      personId: second.personId,
    }).respond(second.id, claim.id, { agree: false, comment: DEMO_DAMAGE_CLAIMS[1].comment });
    result.disputed = claim.id;
  }
  const [waiting, unkept] = await ordersOf(older.id);
  if (waiting) {
    const claim = await fileOne(waiting.id, DEMO_DAMAGE_CLAIMS[2], moment(older.endAt, 20), 3);
    result.filed = claim.id;
  }
  if (unkept) {
    // This buyer left the box unticked at checkout: agreeing charges nothing, they are sent the link.
    await db.update(orders).set({ damageConsentAt: null }).where(eq(orders.id, unkept.id));
    const filedAt = moment(older.endAt, 22);
    const claim = await fileOne(unkept.id, DEMO_DAMAGE_CLAIMS[3], filedAt, 4);
    await new DamageClaims(at(later(filedAt, 2)), { kind: 'attendee', personId: unkept.personId }).respond(
      unkept.id,
      claim.id,
      { agree: true, comment: DEMO_DAMAGE_CLAIMS[3].comment },
    );
    result.awaitingPayment = claim.id;
  }
  return result;
}
