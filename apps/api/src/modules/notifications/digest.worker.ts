// The daily digest: once a day, in the morning of their own time zone (08:00 to noon), each person
// with Daily digest on who has something to hear of gets one email summarising what happened since
// their last digest: new registrations and revenue per event for a partner's members, and their
// notifications (saved and booked events that changed or were cancelled, refunds, ...) for attendees.
// A day is claimed by inserting its email_digests row (person, local date) in the transaction that
// writes the email, so two API instances running this worker send each digest exactly once.
import { and, asc, eq, gt, isNull, lte, max, or, sql, sum } from 'drizzle-orm';
import {
  formatInTimeZone,
  fromMinor,
  formatAmount,
  partsIn,
  TIMEZONE_ZONES,
  TIMEZONES,
  type TCurrencyCode,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { emailDigests, events, notifications, orders, partnerMembers, personSettings, persons } from '../../db/schema';
import { enqueueEmail, inLanguage, renderEmail } from '../../platform/mail';
import { scheduledWorker } from '../../platform/jobs';
import { NOTIFICATION_EMAIL_TEXT as T } from './messages';
import { readNotification } from './notify';
import { emailRecipients, type EmailRecipient } from './recipients';

export const DAILY_DIGEST_TEMPLATE = 'daily-digest' as const;
/** The digest goes out from 08:00 in the person's own time zone, */
export const DIGEST_LOCAL_HOUR = 8;
/** and only in the morning: a day whose morning passed while no worker ran is covered by the next one. */
export const DIGEST_LAST_LOCAL_HOUR = 11;
export const DIGEST_WORKER_EVERY_MS = 5 * 60_000;
/** A first digest looks back a week (enough to cover mornings no worker ran in). */
const FIRST_LOOK_BACK_MS = 7 * 24 * 60 * 60_000;
const BATCH = 200;

/** The date ('2026-11-26') and hour (0-23) the clock of `zone` shows at `now`. */
export function localDayAndHour(now: Date, zone: string): { day: string; hour: number } {
  const { year, month, day, hour } = partsIn(zone, now.getTime());
  const two = (n: number) => String(n).padStart(2, '0');
  return { day: `${year}-${two(month)}-${two(day)}`, hour };
}

export interface DigestRound {
  sent: number;
  /** Claimed days with nothing to tell after all (the email would have been empty). */
  empty: number;
  /** Days another worker claimed first. */
  taken: number;
}

interface EventLine {
  eventName: string;
  tickets: number;
  currency: TCurrencyCode;
  revenueMinor: number;
}

async function registrationsSince(tx: DbOrTx, personId: number, since: Date, until: Date): Promise<EventLine[]> {
  const rows = await tx
    .select({
      eventName: events.name,
      currency: orders.currency,
      tickets: sum(orders.ticketCount).mapWith(Number),
      revenueMinor: sum(orders.totalMinor).mapWith(Number),
    })
    .from(partnerMembers)
    .innerJoin(orders, eq(orders.partnerId, partnerMembers.partnerId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(partnerMembers.personId, personId),
        eq(orders.status, 'paid'),
        gt(orders.paidAt, since),
        lte(orders.paidAt, until),
      ),
    )
    .groupBy(events.id, events.name, events.startAt, orders.currency)
    .orderBy(asc(events.startAt), asc(events.id));
  return rows.map((r) => ({ ...r, currency: r.currency as TCurrencyCode }));
}

async function notificationsSince(tx: DbOrTx, personId: number, since: Date, until: Date) {
  return tx
    .select({
      subject: notifications.subject,
      text: notifications.text,
      message: notifications.message,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.personId, personId),
        gt(notifications.createdAt, since),
        lte(notifications.createdAt, until),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(50);
}

function digestEmail(
  to: EmailRecipient,
  since: Date,
  lines: EventLine[],
  notes: { subject: string; text: string; message: unknown; createdAt: Date }[],
  config: Pick<Config, 'publicUrl' | 'partnerPortalUrl'>,
) {
  return inLanguage(to.language, () => {
    const paragraphs = [
      T.hello({ firstName: to.firstName }),
      T.digestSince({ since: formatInTimeZone(since.toISOString(), to.zone) }),
    ];
    if (lines.length) {
      paragraphs.push(T.digestRegistrations({ count: lines.reduce((n, l) => n + l.tickets, 0) }));
      for (const l of lines) {
        const line = {
          event: l.eventName,
          count: l.tickets,
          revenue: formatAmount(fromMinor(l.revenueMinor, l.currency), l.currency),
        };
        paragraphs.push(T.digestEventLine(line));
      }
    }
    if (notes.length) {
      paragraphs.push(T.digestUpdates({ count: notes.length }));
      // Each notification read in the recipient's language, as their bell shows it.
      for (const n of notes) paragraphs.push(T.digestUpdate(readNotification(n)));
    }
    const action = lines.length
      ? { label: T.openDashboard, url: `${config.partnerPortalUrl}/dashboard` }
      : { label: T.seeEvents, url: `${config.publicUrl}/user/registrations-and-events` };
    return {
      to: to.email,
      personId: to.personId,
      template: DAILY_DIGEST_TEMPLATE,
      subject: T.digestSubject,
      ...renderEmail({ preview: paragraphs[2] ?? paragraphs[1], heading: T.digestHeading, paragraphs, action }),
    };
  });
}

/**
 * The people whose digest is due at `now` in time zone `tz`: Daily digest and Email notifications
 * on (the defaults count), no digest yet for their local `day`, and something new since their last.
 */
async function dueIn(db: Database, tz: (typeof TIMEZONES)[number], day: string, now: Date) {
  const dayAgo = new Date(now.getTime() - FIRST_LOOK_BACK_MS);
  const since = sql`coalesce((select max(d.until) from ${emailDigests} d where d.person_id = ${persons.id}), ${dayAgo.toISOString()}::timestamptz)`;
  const rows = await db
    .select({ personId: persons.id })
    .from(persons)
    .leftJoin(personSettings, eq(personSettings.personId, persons.id))
    .where(
      and(
        tz === 'UTC'
          ? or(isNull(personSettings.personId), eq(personSettings.defaultTimezone, tz))
          : eq(personSettings.defaultTimezone, tz),
        sql`coalesce(${personSettings.dailyDigest}, true) and coalesce(${personSettings.emailNotifications}, true)`,
        sql`not exists (select 1 from ${emailDigests} d where d.person_id = ${persons.id} and d.day = ${day}::date)`,
        or(
          sql`exists (select 1 from ${partnerMembers} pm join ${orders} o on o.partner_id = pm.partner_id
                where pm.person_id = ${persons.id} and o.status = 'paid'
                  and o.paid_at > ${since} and o.paid_at <= ${now.toISOString()}::timestamptz)`,
          sql`exists (select 1 from ${notifications} n where n.person_id = ${persons.id}
                and n.created_at > ${since} and n.created_at <= ${now.toISOString()}::timestamptz)`,
        ),
      ),
    )
    .orderBy(asc(persons.id))
    .limit(BATCH);
  return rows.map((r) => r.personId);
}

/** Claims and writes one person's digest for `day`; answers what became of it. */
async function sendDigest(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'partnerPortalUrl'>,
  personId: number,
  day: string,
  now: Date,
): Promise<keyof DigestRound> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ until: max(emailDigests.until) })
      .from(emailDigests)
      .where(eq(emailDigests.personId, personId));
    const since = last?.until ?? new Date(now.getTime() - FIRST_LOOK_BACK_MS);
    // The claim: the primary key (person, day) lets one transaction in; another waits, then finds it taken.
    const [claimed] = await tx
      .insert(emailDigests)
      .values({ personId, day, since, until: now })
      .onConflictDoNothing()
      .returning({ personId: emailDigests.personId });
    if (!claimed) return 'taken';
    const [lines, notes, [to]] = await Promise.all([
      registrationsSince(tx, personId, since, now),
      notificationsSince(tx, personId, since, now),
      emailRecipients(tx, [personId]),
    ]);
    if (!to || (!lines.length && !notes.length)) return 'empty';
    const outboxId = await enqueueEmail(tx, digestEmail(to, since, lines, notes, config));
    if (outboxId === null) return 'empty';
    await tx
      .update(emailDigests)
      .set({ outboxId })
      .where(and(eq(emailDigests.personId, personId), eq(emailDigests.day, day)));
    return 'sent';
  });
}

/** One round: every time zone whose morning has come, every person due there. */
export async function sendDigests(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'partnerPortalUrl'>,
  now: Date,
): Promise<DigestRound> {
  const round: DigestRound = { sent: 0, empty: 0, taken: 0 };
  for (const tz of TIMEZONES) {
    const { day, hour } = localDayAndHour(now, TIMEZONE_ZONES[tz]);
    if (hour < DIGEST_LOCAL_HOUR || hour > DIGEST_LAST_LOCAL_HOUR) continue;
    for (;;) {
      const due = await dueIn(db, tz, day, now);
      for (const personId of due) round[await sendDigest(db, config, personId, day, now)] += 1;
      if (due.length < BATCH) break;
    }
  }
  return round;
}

export const digestWorkerFactory = scheduledWorker({
  worker: 'daily-digest',
  everyMs: DIGEST_WORKER_EVERY_MS,
  immediately: true,
  round: async ({ db, config }, at) => {
    const round = await sendDigests(db, config, at);
    return round.sent || round.empty ? round : null;
  },
  done: 'daily digests',
  failed: 'daily digest round failed',
});
