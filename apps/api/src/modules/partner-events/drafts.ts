// Drafts: with Auto publish off (the default setting), a new event is kept as a DRAFT that only its
// partner sees; submitting it puts it in the administrators' queue (PENDING), where Auto publish on
// puts every new event at once.
import { eq } from 'drizzle-orm';
import { SETTINGS_DEFAULTS, type TEventVersionAnswer } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events, eventVersions, personSettings } from '../../db/schema';
import type { EventRow } from './versions';

/** The person's Auto publish setting (off for someone who never saved settings, as the settings page shows). */
export async function autoPublishes(db: DbOrTx, personId: number | null): Promise<boolean> {
  if (personId == null) return SETTINGS_DEFAULTS.portfolio.autoPublish;
  const [row] = await db
    .select({ autoPublish: personSettings.autoPublish })
    .from(personSettings)
    .where(eq(personSettings.personId, personId))
    .limit(1);
  return row?.autoPublish ?? SETTINGS_DEFAULTS.portfolio.autoPublish;
}

/** The draft and its version wait for review from now on, in the caller's transaction (the event locked). */
export async function submitDraft(tx: DbOrTx, event: EventRow, now: Date): Promise<TEventVersionAnswer> {
  const [version] = await tx
    .update(eventVersions)
    .set({ status: 'PENDING', createdAt: now, updatedAt: now })
    .where(eq(eventVersions.id, event.currentVersionId!))
    .returning({ id: eventVersions.id, version: eventVersions.version });
  await tx.update(events).set({ status: 'PENDING', updatedAt: now }).where(eq(events.id, event.id));
  return { id: event.id, versionId: version.id, version: version.version, versionStatus: 'PENDING' };
}
