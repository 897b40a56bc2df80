// Views of public event pages, counted per event and per partner and UTC day for the partner's
// insights ("page views against orders"). One upsert per counter; a view never fails its page.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventViewDays, partnerViewDays } from '../../db/schema';

export async function recordEventView(db: DbOrTx, eventId: number, partnerId: number, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(eventViewDays)
    .values({ eventId, day, partnerId, views: 1 })
    .onConflictDoUpdate({
      target: [eventViewDays.eventId, eventViewDays.day],
      set: { views: sql`${eventViewDays.views} + 1` },
    });
  await db
    .insert(partnerViewDays)
    .values({ partnerId, day, views: 1 })
    .onConflictDoUpdate({
      target: [partnerViewDays.partnerId, partnerViewDays.day],
      set: { views: sql`${partnerViewDays.views} + 1` },
    });
}
