// Terms B2: a significant change (a new date, venue or attendance type of an event already public,
// approved by an administrator) is told to every buyer holding a ticket, who may then cancel with a full
// refund until the offer ends: CHANGE_OFFER_DAYS after the notice, and at the latest when the event
// starts. Written in the approving transaction; terms.ts refunds an order in full while its offer is open
// (orders/change-offers.ts reads it).
import { and, eq, sql } from 'drizzle-orm';
import {
  attendanceWords,
  CHANGE_OFFER_DAYS,
  CHANGE_OFFER_TEXT,
  changeKey,
  changeList,
  formatInTimeZone,
  type TEventChange,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { orderChangeOffers, orders, tickets } from '../../db/schema';
import { enqueueEmails, inLanguage, languagesOf, renderEmail } from '../../platform/mail';
import { instant, keptMessages, storedMessage, words } from '../../platform/stored-message';
import { CHANGE_OFFER_EMAIL_TEXT as C, REFUND_EMAIL_TEXT, REFUND_NOTIFICATION_TEXT as N } from './messages';
import { orderCalendarAttachment } from '../calendar';
import { notifyMany } from '../notifications';

export const CHANGE_OFFER_TEMPLATE = 'event-change-refund-offer' as const;

/** What changed, as words a notification keeps (read in its reader's language). */
const CHANGES = keptMessages('refunds.changeOffer', CHANGE_OFFER_TEXT);

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SignificantChange {
  eventId: number;
  eventVersionId: number;
  eventName: string;
  changes: TEventChange[];
  /** The event's start and zone after the change. */
  startAt: Date;
  timeZone: string;
  /** The new venue's name, when the venue changed. */
  venueName: string | null;
  /** The new attendance type (written in words in each buyer's language), when it changed. */
  attendanceType: number | null;
}

/**
 * Offers every paid order of the event that still holds a valid ticket a full refund until the offer
 * ends, tells each buyer by email (always: it is about what they bought) and in their bell when they have
 * an account. Answers how many orders were offered.
 */
export async function offerFullRefunds(
  tx: DbOrTx,
  change: SignificantChange,
  now: Date,
  config: Pick<Config, 'publicUrl'>,
): Promise<number> {
  if (!change.changes.length) return 0;
  const expiresAt = new Date(Math.min(now.getTime() + CHANGE_OFFER_DAYS * DAY_MS, change.startAt.getTime()));
  if (expiresAt <= now) return 0;
  const holders = await tx
    .select({
      orderId: orders.id,
      personId: orders.personId,
      email: orders.buyerEmail,
      firstName: orders.buyerFirstName,
    })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, change.eventId),
        eq(orders.status, 'paid'),
        sql`exists (select 1 from ${tickets} where ${tickets.orderId} = ${orders.id} and ${tickets.status} = 'valid')`,
      ),
    );
  if (!holders.length) return 0;
  const offered = await tx
    .insert(orderChangeOffers)
    .values(
      holders.map((h) => ({
        orderId: h.orderId,
        eventId: change.eventId,
        eventVersionId: change.eventVersionId,
        changes: change.changes,
        offeredAt: now,
        expiresAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ orderId: orderChangeOffers.orderId });
  const offeredIds = new Set(offered.map((o) => o.orderId));
  const told = holders.filter((h) => offeredIds.has(h.orderId));

  const link = (orderId: string) => `${config.publicUrl}/user/registrations-and-events?cancel=${orderId}`;
  const languages = await languagesOf(
    tx,
    told.map((h) => h.personId),
  );
  await enqueueEmails(
    tx,
    told.map((h) =>
      inLanguage(languages.get(h.personId)!, () => {
        const until = formatInTimeZone(expiresAt.toISOString(), change.timeZone, { weekday: true });
        const v = { what: changeList(change.changes), event: change.eventName };
        const attendance = change.attendanceType === null ? null : attendanceWords(change.attendanceType);
        const facts = [
          ...(change.changes.includes('date')
            ? [
                C.startsAt({
                  start: formatInTimeZone(change.startAt.toISOString(), change.timeZone, { weekday: true }),
                }),
              ]
            : []),
          ...(change.changes.includes('venue') && change.venueName ? [C.heldAt({ venue: change.venueName })] : []),
          ...(change.changes.includes('attendance') && attendance ? [C.attendance({ attendance })] : []),
        ];
        return {
          to: h.email,
          template: CHANGE_OFFER_TEMPLATE,
          subject: C.subject(v),
          ...renderEmail({
            preview: C.preview(v),
            heading: C.heading(v),
            paragraphs: [
              REFUND_EMAIL_TEXT.hello({ firstName: h.firstName }),
              C.changed(v),
              ...facts,
              C.stillValid({ until }),
            ],
            action: { label: C.keepOrCancel, url: link(h.orderId) },
            notes: [C.why],
          }),
          // The updated calendar entry: the same UID with a higher SEQUENCE.
          attachments: [orderCalendarAttachment(h.orderId)],
        };
      }),
    ),
  );
  // What changed as words, and the end of the offer in the event's zone, read in each reader's language.
  const what = words(CHANGES, 'changes', { what: changeKey(change.changes) });
  const until = instant(expiresAt, { zone: change.timeZone, weekday: true });
  await notifyMany(
    tx,
    told.map((h) => ({
      personId: h.personId,
      subject: storedMessage(N, 'changeOfferSubject', { event: change.eventName, what }),
      text: storedMessage(N, 'changeOfferText', { until }),
      link: `/user/registrations-and-events?cancel=${h.orderId}`,
    })),
  );
  return told.length;
}
