// Telling the people who saved an event what happened to it, from the transaction that changed it.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favourites } from '../../db/schema';
import { notify } from '../notifications';

type Notification = Parameters<typeof notify>[2];

/** One notification to everyone who saved `eventId`; answers how many. */
async function notifySavers(tx: DbOrTx, eventId: number, notification: Notification): Promise<number> {
  const savers = await tx
    .select({ personId: favourites.personId })
    .from(favourites)
    .where(eq(favourites.eventId, eventId));
  for (const { personId } of savers) await notify(tx, personId, notification);
  return savers.length;
}

/**
 * Tells everyone who saved `eventId` that its page changed (the organiser's edit was approved and is
 * now what the public sees): a notification in their bell that links to the event. Answers how many.
 */
export function notifySaversOfChange(tx: DbOrTx, eventId: number, eventName: string): Promise<number> {
  return notifySavers(tx, eventId, {
    subject: 'An event you saved has changed',
    text: `${eventName}: the organiser updated the event. Check the details before you go.`,
    link: `/events/${eventId}`,
  });
}

/**
 * Tells everyone who saved `eventId` that its organiser cancelled it, from the cancelling transaction:
 * a notification that links to their saved events, where it now shows as unavailable. Answers how many.
 */
export function notifySaversOfCancellation(tx: DbOrTx, eventId: number, eventName: string): Promise<number> {
  return notifySavers(tx, eventId, {
    subject: 'An event you saved was cancelled',
    text: `${eventName} was cancelled by its organiser.`,
    link: '/user/saved-events',
  });
}
