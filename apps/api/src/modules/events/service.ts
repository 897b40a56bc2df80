// The public's view of events: only approved, published events exist for visitors and attendees
// alike; anything else (a draft, a rejected event, one awaiting vetting) answers 404 as an unknown id.
import { NOT_FOUND } from '@pavilion/domain';
import type { TEventDetail } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { recordEventView, type PageVisitor } from '../partner-insights';
import { EventReadModel } from './read-model';

export class PublicEvents {
  private readonly read: EventReadModel;

  /** `personId` is the signed-in reader, if any: it decides `isFavourited`, nothing else. */
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
    private readonly personId: number | null,
  ) {
    this.read = new EventReadModel(db, now);
  }

  /** The soonest upcoming public events, as cards. */
  /**
   * The event's page. `view` is who opened it, when the request counts as a view of the page for the
   * partner's insights (once per visitor and day, bots left out: partner-insights/page-views.ts).
   */
  async detail(id: number, view?: { visitor: PageVisitor; secret: Buffer }): Promise<TEventDetail> {
    const event = await this.read.detail(id, { scope: 'public', personId: this.personId });
    if (!event) throw notFound(NOT_FOUND.event);
    // A failed count never fails the page.
    if (event.partner && view)
      await recordEventView(this.db, event.id, event.partner.id, this.now(), view.visitor, view.secret).catch(
        () => undefined,
      );
    return event;
  }
}
