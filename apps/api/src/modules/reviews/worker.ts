// The reviews worker: after an event ends, each attendee who was checked in with a valid ticket of a
// paid order gets the questionnaire email once, where a review can be written: events that take place
// more than once (cancelled tickets, no-shows and one-off events get none); and the
// card ratings whose oldest counted review turned 36 months old are recomputed.
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, REVIEW_RULES } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { events, orders, personSettings, persons, reviewInvitations, tickets } from '../../db/schema';
import {
  cataloguesReady,
  enqueueEmail,
  inLanguage,
  languageOf,
  renderEmail,
  type TransactionalEmail,
} from '../../platform/mail';
import { REVIEW_EMAIL_TEXT as T } from './messages';
import { scheduledWorker } from '../../platform/jobs';
import { isRepeatEvent, refreshRatings } from './shared';

export const REVIEWS_WORKER_EVERY_MS = 15 * 60_000;
export const QUESTIONNAIRE_TEMPLATE = 'review-questionnaire';
const BATCH = 200;

/** Sends the questionnaires due at `now`; answers how many were sent. */
export async function sendQuestionnaires(db: Database, config: Pick<Config, 'publicUrl'>, now: Date): Promise<number> {
  const opened = new Date(now);
  opened.setUTCMonth(opened.getUTCMonth() - REVIEW_RULES.windowMonths);
  let sent = 0;
  await cataloguesReady;
  for (;;) {
    const due = await db
      .selectDistinctOn([tickets.eventId, sql`lower(${tickets.email})`], {
        eventId: tickets.eventId,
        email: sql<string>`lower(${tickets.email})`,
        firstName: tickets.firstName,
        orderId: tickets.orderId,
        eventName: events.name,
        // The attendee's language when the address is an account's (English for one that never chose),
        // else that of the buyer who named them, as the ticket's own email was written.
        language: sql<string | null>`coalesce(
          (select coalesce(s.default_language, case when p.password_hash is not null then 'en' end)
             from ${persons} p left join ${personSettings} s on s.person_id = p.id
            where lower(p.email) = lower(${tickets.email}) limit 1),
          (select s.default_language from ${personSettings} s where s.person_id = ${orders.personId}))`,
      })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .innerJoin(events, eq(events.id, tickets.eventId))
      .leftJoin(
        reviewInvitations,
        and(eq(reviewInvitations.eventId, tickets.eventId), eq(reviewInvitations.email, sql`lower(${tickets.email})`)),
      )
      .where(
        and(
          lte(events.endAt, now),
          gt(events.endAt, opened),
          isNull(events.cancelledAt),
          isRepeatEvent(),
          eq(orders.status, 'paid'),
          eq(tickets.status, 'valid'),
          isNotNull(tickets.checkedInAt),
          isNull(reviewInvitations.eventId),
        ),
      )
      .orderBy(tickets.eventId, sql`lower(${tickets.email})`)
      .limit(BATCH);
    for (const d of due) {
      await db.transaction(async (tx) => {
        const [first] = await tx
          .insert(reviewInvitations)
          .values({ eventId: d.eventId, email: d.email, orderId: d.orderId, sentAt: now })
          .onConflictDoNothing()
          .returning({ eventId: reviewInvitations.eventId });
        if (!first) return;
        const email = inLanguage(d.language ? languageOf(d.language) : DEFAULT_LOCALE, (): TransactionalEmail => ({
          to: d.email,
          subject: T.subject({ event: d.eventName }),
          template: QUESTIONNAIRE_TEMPLATE,
          ...renderEmail({
            preview: T.heading({ event: d.eventName }),
            heading: T.heading({ event: d.eventName }),
            paragraphs: [
              T.hello({ firstName: d.firstName ?? '' }),
              T.thanks({ event: d.eventName }),
              T.window({ months: REVIEW_RULES.windowMonths }),
            ],
            action: { label: T.write, url: `${config.publicUrl}/user/reviews` },
          }),
        }));
        await enqueueEmail(tx, email);
        sent += 1;
      });
    }
    if (due.length < BATCH) return sent;
  }
}

/** Recomputes the ratings of events whose oldest counted review is no longer shown; answers how many. */
export async function refreshAgedRatings(db: Database, now: Date): Promise<number> {
  const due = await db.select({ id: events.id }).from(events).where(lte(events.ratingRefreshAt, now)).limit(1000);
  for (const e of due) await db.transaction((tx) => refreshRatings(tx, e.id, now));
  return due.length;
}

export const reviewsWorkerFactory = scheduledWorker({
  worker: 'reviews',
  everyMs: REVIEWS_WORKER_EVERY_MS,
  immediately: true,
  round: async ({ db, config, now }) => {
    const sent = await sendQuestionnaires(db, config, now());
    const refreshed = await refreshAgedRatings(db, now());
    return sent || refreshed ? { sent, refreshed } : null;
  },
  done: 'review questionnaires and ratings',
  failed: 'reviews worker round failed',
});
