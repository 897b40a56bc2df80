// Telling the people who saved an event what happened to it, from the transaction that changed it: a
// notification in their bell and, for a new date or venue or a cancellation (and sales opening, see
// ./sales-open.worker.ts), a registration alert email, which the outbox sends only while their Email
// notifications and Registration alerts are on.
import { eq } from 'drizzle-orm';
import { formatInTimeZone } from '@pavilion/domain';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { favourites } from '../../db/schema';
import { enqueueEmails, inLanguage, renderEmail } from '../../platform/mail';
import { storedMessage } from '../../platform/stored-message';
import { emailRecipients, notify, type EmailRecipient } from '../notifications';
import { SAVED_EVENT_EMAIL_TEXT as T, SAVED_EVENT_NOTIFICATION_TEXT as N } from './messages';

type Notification = Parameters<typeof notify>[2];

export const REGISTRATION_ALERT_TEMPLATE = 'registration-alert' as const;

/** The savers of `eventId`, oldest saver first. */
export async function saversOf(tx: DbOrTx, eventId: number): Promise<number[]> {
  const rows = await tx
    .select({ personId: favourites.personId })
    .from(favourites)
    .where(eq(favourites.eventId, eventId));
  return rows.map((r) => r.personId);
}

/** One notification to everyone who saved `eventId`; answers how many. */
export async function notifySavers(tx: DbOrTx, savers: number[], notification: Notification): Promise<number> {
  for (const personId of savers) await notify(tx, personId, notification);
  return savers.length;
}

export interface AlertWords {
  subject: string;
  heading: string;
  /** What happened, in the saver's own time zone. */
  lines: string[];
  action: { label: string; url: string };
}

/** An alert's words for one saver, made in their language (and time zone). */
export type Alert = (to: EmailRecipient) => AlertWords;

export async function alertSavers(tx: DbOrTx, savers: number[], alert: Alert) {
  const recipients = await emailRecipients(tx, savers);
  await enqueueEmails(
    tx,
    recipients.map((to) =>
      inLanguage(to.language, () => {
        const words = alert(to);
        return {
          to: to.email,
          personId: to.personId,
          template: REGISTRATION_ALERT_TEMPLATE,
          subject: words.subject,
          ...renderEmail({
            preview: words.lines[0],
            heading: words.heading,
            paragraphs: [T.hello({ firstName: to.firstName }), ...words.lines],
            action: words.action,
            notes: [T.why],
          }),
        };
      }),
    ),
  );
}

/** A new date or venue of a public event, as its savers are told it. */
export interface EventChange {
  /** The new start, when the date or time changed. */
  startAt?: Date;
  /** The new venue's name, when the venue changed. */
  venueName?: string;
}

/**
 * Tells everyone who saved `eventId` that its page changed (the organiser's edit was approved and is
 * now what the public sees): a notification in their bell that links to the event and, when the date
 * or venue changed, an email. Answers how many savers there are.
 */
export async function notifySaversOfChange(
  tx: DbOrTx,
  eventId: number,
  eventName: string,
  change: EventChange,
  config: Pick<Config, 'publicUrl'>,
): Promise<number> {
  const savers = await saversOf(tx, eventId);
  await notifySavers(tx, savers, {
    subject: storedMessage(N, 'changedSubject'),
    text: storedMessage(N, 'changedText', { event: eventName }),
    link: `/events/${eventId}`,
  });
  if (change.startAt || change.venueName) {
    const what = change.startAt && change.venueName ? 'both' : change.startAt ? 'date' : 'venue';
    const changed = { what, event: eventName };
    await alertSavers(tx, savers, (to) => ({
      subject: T.changedSubject(changed),
      heading: T.changedHeading(changed),
      lines: [
        T.changedWhat(changed),
        ...(change.startAt
          ? [T.changedStart({ start: formatInTimeZone(change.startAt.toISOString(), to.zone, { weekday: true }) })]
          : []),
        ...(change.venueName ? [T.changedVenue({ venue: change.venueName })] : []),
      ],
      action: { label: T.seeEvent, url: `${config.publicUrl}/events/${eventId}` },
    }));
  }
  return savers.length;
}

/**
 * Tells everyone who saved `eventId` that its organiser cancelled it, from the cancelling transaction:
 * a notification that links to their saved events, where it now shows as unavailable, and an email.
 * Answers how many.
 */
export async function notifySaversOfCancellation(
  tx: DbOrTx,
  eventId: number,
  eventName: string,
  config: Pick<Config, 'publicUrl'>,
): Promise<number> {
  const savers = await saversOf(tx, eventId);
  await notifySavers(tx, savers, {
    subject: storedMessage(N, 'cancelledSubject'),
    text: storedMessage(N, 'cancelledText', { event: eventName }),
    link: '/user/saved-events',
  });
  await alertSavers(tx, savers, () => ({
    subject: T.cancelledSubject({ event: eventName }),
    heading: T.cancelledHeading({ event: eventName }),
    lines: [T.cancelledBody({ event: eventName })],
    action: { label: T.seeSaved, url: `${config.publicUrl}/user/saved-events` },
  }));
  return savers.length;
}
