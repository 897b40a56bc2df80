// The naming reminders: while tickets of a paid order have no attendee, its buyer gets an email a week
// before the event and a day before, each once, in their language, with each unnamed ticket's assign
// link. Only the window the event is in counts (a worker that was down sends the day's, not a late
// week's), and only for an order paid before that window began (a buyer who just chose to name later
// is not reminded at once). Each order's reminder is claimed by its ticket_naming_reminders row in the
// transaction that writes the email, so two API instances send it once.
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { formatInTimeZone, NAMING_REMINDERS, ticketAssignPath, type TNamingReminderKind } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { events, orders, ticketNamingReminders, tickets, ticketTypes } from '../../db/schema';
import { scheduledWorker } from '../../platform/jobs';
import { enqueueEmail, inLanguage, renderEmail } from '../../platform/mail';
import { emailRecipients } from '../notifications';
import { assignToken, ticketAssignKey } from '../tickets';
import { TICKET_HOLDER_EMAIL_TEXT as E } from './messages';

export const NAMING_REMINDER_TEMPLATE = 'naming-reminder' as const;
export const NAMING_REMINDER_EVERY_MS = 5 * 60_000;
const HOUR = 3_600_000;

/** The reminder due for an event starting at `startAt`, seen at `now`: the window it is in, or none. */
export function reminderDue(startAt: Date, now: Date): TNamingReminderKind | null {
  const left = startAt.getTime() - now.getTime();
  if (left <= 0) return null;
  // The windows from the nearest: a day before wins over a week before.
  const due = [...NAMING_REMINDERS]
    .sort((a, b) => a.beforeStartHours - b.beforeStartHours)
    .find((r) => left <= r.beforeStartHours * HOUR);
  return due?.kind ?? null;
}

const windowHours = (kind: TNamingReminderKind) => NAMING_REMINDERS.find((r) => r.kind === kind)!.beforeStartHours;

interface DueOrder {
  orderId: string;
  personId: number;
  eventId: number;
  eventName: string;
  startAt: Date;
  timeZone: string;
}

/**
 * Sends the reminders due at `now` (at most `limit` orders a round); answers how many were sent. An
 * order qualifies while it is paid, has a valid ticket without an attendee, its event (not cancelled)
 * starts within the week, and it has no reminder of the window its event is in.
 */
export async function sendNamingReminders(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  now: Date,
  limit = 200,
): Promise<number> {
  const week = new Date(now.getTime() + windowHours('week') * HOUR);
  const dayEdge = new Date(now.getTime() + windowHours('day') * HOUR).toISOString();
  // The window each event is in now, and its length.
  const kindOf = sql`(case when ${events.startAt} <= ${dayEdge}::timestamptz then 'day' else 'week' end)::naming_reminder_kind`;
  const hoursOf = sql`(case when ${events.startAt} <= ${dayEdge}::timestamptz then ${windowHours('day')}::int else ${windowHours('week')}::int end)`;
  const candidates: DueOrder[] = await db
    .selectDistinct({
      orderId: orders.id,
      personId: orders.personId,
      eventId: events.id,
      eventName: events.name,
      startAt: events.startAt,
      timeZone: events.timeZone,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(
      and(
        // Read from the index of tickets without an attendee (tickets_unnamed_idx).
        isNull(tickets.firstName),
        eq(tickets.status, 'valid'),
        eq(orders.status, 'paid'),
        isNull(events.cancelledAt),
        gt(events.startAt, now),
        lte(events.startAt, week),
        // Paid before the window began: a buyer who chose to name later within it is not reminded at once.
        sql`${orders.paidAt} <= ${events.startAt} - make_interval(hours => ${hoursOf})`,
        // Not reminded in this window yet.
        sql`not exists (select 1 from ${ticketNamingReminders} r where r.order_id = ${orders.id} and r.kind = ${kindOf})`,
      ),
    )
    .orderBy(asc(events.startAt), asc(orders.id))
    .limit(limit);
  const key = ticketAssignKey(config.jwtSecret);
  let sent = 0;
  for (const order of candidates) {
    const kind = reminderDue(order.startAt, now)!;
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(ticketNamingReminders)
        .values({ orderId: order.orderId, kind, sentAt: now })
        .onConflictDoNothing()
        .returning({ orderId: ticketNamingReminders.orderId });
      if (!claimed) return;
      // Read again under the claim: a ticket named since is not in the email, and none left sends nothing.
      const unnamed = await tx
        .select({ id: tickets.id, ticketType: ticketTypes.name })
        .from(tickets)
        .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
        .where(and(eq(tickets.orderId, order.orderId), isNull(tickets.firstName), eq(tickets.status, 'valid')))
        .orderBy(asc(tickets.position));
      if (!unnamed.length) return;
      const [buyer] = await emailRecipients(tx, [order.personId]);
      if (!buyer) return;
      await enqueueEmail(
        tx,
        inLanguage(buyer.language, () => {
          const v = {
            event: order.eventName,
            start: formatInTimeZone(order.startAt.toISOString(), order.timeZone, { weekday: true }),
            count: unnamed.length,
          };
          return {
            to: buyer.email,
            subject: E.reminderSubject(v),
            template: NAMING_REMINDER_TEMPLATE,
            ...renderEmail({
              preview: E.reminderPreview(v),
              heading: E.reminderHeading,
              paragraphs: [
                E.hello({ firstName: buyer.firstName }),
                E.reminderBody(v),
                E.reminderHow,
                ...unnamed.map((t) =>
                  E.reminderLink({
                    ticketType: t.ticketType,
                    url: `${config.publicUrl}${ticketAssignPath(assignToken(key, t.id))}`,
                  }),
                ),
              ],
              action: { label: E.reminderAction, url: `${config.publicUrl}/user/registrations-and-events` },
              notes: [E.reminderWhy],
            }),
          };
        }),
      );
      sent += 1;
    });
  }
  return sent;
}

export const namingReminderWorkerFactory = scheduledWorker({
  worker: 'naming-reminders',
  everyMs: NAMING_REMINDER_EVERY_MS,
  round: async ({ db, config }, at) => {
    const sent = await sendNamingReminders(db, config, at);
    return sent ? { reminded: sent } : null;
  },
  done: 'buyers reminded to name their attendees',
  failed: 'naming reminders round failed',
});
