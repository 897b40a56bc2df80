// The admin's view of one event: the shared event detail with the internal notes (and, while a
// version waits, its content: what approving would publish), the partner's status, whether the
// marketplace shows it now, how many tickets it sold, its versions, and the review: the waiting
// version against what the public sees, field by field, and what its ranking is made of.
import { eq } from 'drizzle-orm';
import { ZEventVersionSnapshot, type TAdminEventDetail, type TEventReview, NOT_FOUND } from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { eventAdminRows, events, partners } from '../../../db/schema';
import { notFound } from '../../../platform/errors';
import { EventReadModel, liveSnapshot } from '../../events';
import { currentVersion, versionsOf } from '../../partner-events';
import { rankFactorsOf } from '../../ranking';
import { eventVersionChanges } from './changes';
import { isPublicEvent } from './read-model';

export class AdminEventDetails {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async get(eventId: number): Promise<TAdminEventDetail> {
    const [row] = await this.db
      .select({ event: events, partnerStatus: partners.currentVettingStatus, ticketsSold: eventAdminRows.ticketsSold })
      .from(events)
      .innerJoin(partners, eq(partners.id, events.partnerId))
      .leftJoin(eventAdminRows, eq(eventAdminRows.eventId, events.id))
      .where(eq(events.id, eventId));
    if (!row) throw notFound(NOT_FOUND.event);
    const version = await currentVersion(this.db, row.event);
    const approvedBefore = row.event.status === 'APPROVED';
    const waiting = version?.status === 'PENDING';
    // An approved event with a waiting version: show what approving it would publish.
    const content = approvedBefore && waiting ? ZEventVersionSnapshot.parse(version!.snapshot) : null;
    const [detail, versions, live, ranking] = await Promise.all([
      new EventReadModel(this.db, this.now).detail(eventId, { scope: 'admin', content }),
      versionsOf(this.db, eventId),
      content ? liveSnapshot(this.db, eventId) : null,
      rankFactorsOf(this.db, eventId),
    ]);
    if (!detail) throw notFound(NOT_FOUND.event);
    const review: TEventReview = {
      version: versions.find((v) => v.id === version?.id) ?? null,
      waiting,
      firstVersion: !approvedBefore,
      changes: content && live ? await eventVersionChanges(this.db, live, content) : [],
    };
    return {
      ...detail,
      partnerVettingStatus: row.partnerStatus,
      public: isPublicEvent(row.event),
      ticketsSold: row.ticketsSold ?? 0,
      versions,
      review,
      ranking,
    };
  }
}
