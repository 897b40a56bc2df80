// The admin's view of one event: the shared event detail (with internal notes), the partner's
// status, whether the marketplace shows it now, and how many tickets it sold.
import { eq } from 'drizzle-orm';
import type { TAdminEventDetail } from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { eventAdminRows, events, partners } from '../../../db/schema';
import { notFound } from '../../../platform/errors';
import { EventReadModel } from '../../events/read-model';
import { isPublicEvent } from './read-model';

export class AdminEventDetails {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async get(eventId: number): Promise<TAdminEventDetail> {
    const [detail, [extra]] = await Promise.all([
      new EventReadModel(this.db, this.now).detail(eventId, { scope: 'admin' }),
      this.db
        .select({
          partnerStatus: partners.currentVettingStatus,
          status: events.status,
          published: events.published,
          ticketsSold: eventAdminRows.ticketsSold,
        })
        .from(events)
        .innerJoin(partners, eq(partners.id, events.partnerId))
        .leftJoin(eventAdminRows, eq(eventAdminRows.eventId, events.id))
        .where(eq(events.id, eventId)),
    ]);
    if (!detail || !extra) throw notFound('Event not found');
    return {
      ...detail,
      partnerVettingStatus: extra.partnerStatus,
      public: isPublicEvent(extra, extra.partnerStatus),
      ticketsSold: extra.ticketsSold ?? 0,
    };
  }
}
