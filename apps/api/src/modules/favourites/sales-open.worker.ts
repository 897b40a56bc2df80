// Registration alerts for sales opening: when the first ticket type of a public event goes on sale
// (its sales window starts), everyone who saved the event hears so, in the bell and by email while
// their Registration alerts are on. Each event is claimed by its sales_open_alerts row in the
// transaction that writes the alerts, so two API instances tell its savers once. Only sales that
// opened within the last hour count: a worker that was down longer does not send old news.
import { and, eq, gt, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import { formatInTimeZone } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { events, salesOpenAlerts, ticketTypes } from '../../db/schema';
import { scheduledWorker } from '../../platform/jobs';
import { isPublicEvent } from '../events';
import { storedMessage } from '../../platform/stored-message';
import { SAVED_EVENT_EMAIL_TEXT as T, SAVED_EVENT_NOTIFICATION_TEXT as N } from './messages';
import { alertSavers, notifySavers, saversOf } from './notify-savers';

export const SALES_OPEN_WORKER_EVERY_MS = 60_000;
/** How long after sales open they are still news. */
export const SALES_OPEN_RECENT_MS = 60 * 60_000;

/** Tells the savers of every public event whose sales opened in the last hour; answers how many events. */
export async function alertSalesOpened(db: Database, config: Pick<Config, 'publicUrl'>, now: Date): Promise<number> {
  const recent = new Date(now.getTime() - SALES_OPEN_RECENT_MS);
  const opened = await db
    .select({
      eventId: events.id,
      name: events.name,
      timeZone: events.timeZone,
      salesStartAt: min(ticketTypes.salesStartAt),
    })
    .from(events)
    .innerJoin(ticketTypes, eq(ticketTypes.eventId, events.id))
    .leftJoin(salesOpenAlerts, eq(salesOpenAlerts.eventId, events.id))
    .where(
      and(
        // Only events with a ticket type whose sales began within the hour can qualify: found from the
        // sales start index, so the query does not group every upcoming event's ticket types each minute.
        inArray(
          events.id,
          db
            .select({ eventId: ticketTypes.eventId })
            .from(ticketTypes)
            .where(
              and(
                gt(ticketTypes.salesStartAt, recent),
                lte(ticketTypes.salesStartAt, now),
                eq(ticketTypes.onSale, true),
              ),
            ),
        ),
        isPublicEvent,
        gt(events.startAt, now),
        eq(ticketTypes.onSale, true),
        isNull(salesOpenAlerts.eventId),
      ),
    )
    .groupBy(events.id)
    // Every ticket type has a sales start (one without was on sale from the start), the first within the hour.
    .having(
      and(
        sql`bool_and(${ticketTypes.salesStartAt} is not null)`,
        sql`min(${ticketTypes.salesStartAt}) > ${recent.toISOString()}::timestamptz`,
        sql`min(${ticketTypes.salesStartAt}) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(200);
  let told = 0;
  for (const e of opened) {
    const salesStartAt = e.salesStartAt!;
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(salesOpenAlerts)
        .values({ eventId: e.eventId, salesStartAt, createdAt: now })
        .onConflictDoNothing()
        .returning({ eventId: salesOpenAlerts.eventId });
      if (!claimed) return;
      told += 1;
      const savers = await saversOf(tx, e.eventId);
      await notifySavers(tx, savers, {
        subject: storedMessage(N, 'onSaleSubject'),
        text: storedMessage(N, 'onSaleText', { event: e.name }),
        link: `/events/${e.eventId}`,
      });
      await alertSavers(tx, savers, (to) => ({
        subject: T.onSaleSubject({ event: e.name }),
        heading: T.onSaleHeading({ event: e.name }),
        lines: [T.onSaleBody({ event: e.name, at: formatInTimeZone(salesStartAt.toISOString(), to.zone) })],
        action: { label: T.getTickets, url: `${config.publicUrl}/events/${e.eventId}` },
      }));
    });
  }
  return told;
}

export const salesOpenWorkerFactory = scheduledWorker({
  worker: 'sales-open-alerts',
  everyMs: SALES_OPEN_WORKER_EVERY_MS,
  round: async ({ db, config }, at) => {
    const told = await alertSalesOpened(db, config, at);
    return told ? { events: told } : null;
  },
  done: 'savers told that sales opened',
  failed: 'sales open alerts round failed',
});
