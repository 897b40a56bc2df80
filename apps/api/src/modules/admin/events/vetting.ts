// An admin's decision on an event version (POST /api/admin/vetting-status/events/{eventId}/{versionId}):
// the partner events' decideEventVersion (approve publishes the version at once, reject keeps the
// last approved one; the partner is told the comment) and the audit entry, in one transaction.
import { eq } from 'drizzle-orm';
import type { TVettingUpdateBody } from '@pavilion/domain';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { events, eventVersions } from '../../../db/schema';
import { approveProposedVenueOfEvent } from '../../options';
import { decideEventVersion } from '../../partner-events';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../../platform/audit';
import { storedMessage } from '../../../platform/stored-message';

export class EventVetting {
  constructor(
    private readonly db: Database,
    private readonly actor: AuditActor,
    private readonly now: () => Date,
    private readonly config: Pick<Config, 'partnerPortalUrl' | 'publicUrl'>,
  ) {}

  async decide(eventId: number, versionId: number, body: TVettingUpdateBody): Promise<void> {
    await this.db.transaction(async (tx) => {
      const at = this.now();
      const [before] = await tx
        .select({ status: events.status, name: events.name })
        .from(events)
        .where(eq(events.id, eventId));
      const decision = await decideEventVersion(
        tx,
        {
          eventId,
          versionId,
          status: body.status,
          comment: body.comment,
          notes: body.notes,
          adminPersonId: this.actor.personId,
          now: at,
        },
        this.config,
      );
      // A venue the partner proposed becomes everyone's with the event (docs/decisions/0295-proposed-venues.md, "Proposed venues").
      if (decision.status === 'APPROVED') await approveProposedVenueOfEvent(tx, eventId);
      const [version] = await tx
        .select({ version: eventVersions.version })
        .from(eventVersions)
        .where(eq(eventVersions.id, versionId));
      const [after] = await tx.select({ name: events.name }).from(events).where(eq(events.id, eventId));
      await recordAudit(tx, at, this.actor, {
        action: 'event.vetting',
        entityType: 'event',
        entityId: eventId,
        entityName: after?.name ?? before?.name ?? `Event ${eventId}`,
        summary: storedMessage(A, decision.status === 'APPROVED' ? 'versionApproved' : 'versionRejected', {
          version: String(version?.version ?? versionId),
          comment: body.comment,
        }),
        before: { eventStatus: before?.status ?? null, versionId, versionStatus: 'PENDING' },
        after: {
          eventStatus: decision.eventStatus,
          versionId,
          versionStatus: decision.status,
          comment: body.comment,
          notes: body.notes,
        },
      });
    });
  }
}
