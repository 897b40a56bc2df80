// The partner writes to every attendee of one of their events: one email per distinct attendee
// address through the outbox and a notification in the bell of every attendee account among them (and
// of the buyers), all in one transaction with the history row. At most MESSAGES_PER_EVENT_PER_DAY
// messages per event and UTC day, so attendees are not flooded.
import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGES_PER_EVENT_PER_DAY,
  PARTNER_MESSAGES as M,
  type TEventMessage,
  type TEventMessageBody,
  type TEventMessagesPage,
  type TEventMessagesQuery,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { eventMessages, events, partners, persons } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { listPage } from '../../platform/list';
import { enqueueEmail, inLanguage, recipientLanguage, renderEmail, type TransactionalEmail } from '../../platform/mail';
import { EVENT_MESSAGE_EMAIL_TEXT, EVENT_MESSAGE_NOTIFICATION_TEXT } from './messages';
import { storedMessage } from '../../platform/stored-message';
import { notify } from '../notifications';

export const EVENT_MESSAGE_TEMPLATE = 'event-message';

export class PartnerCommunications {
  constructor(
    private readonly db: Database,
    private readonly partnerId: number,
    private readonly personId: number,
    private readonly deps: { now: () => Date; config: Pick<Config, 'publicUrl'> },
  ) {}

  async send(eventId: number, body: TEventMessageBody): Promise<TEventMessage> {
    const now = this.deps.now();
    const { row, eventName } = await this.db.transaction(async (tx) => {
      const [event] = await tx
        .select({ id: events.id, name: events.name, partnerName: partners.name, partnerEmail: partners.email })
        .from(events)
        .innerJoin(partners, eq(partners.id, events.partnerId))
        .where(and(eq(events.id, eventId), eq(events.partnerId, this.partnerId)))
        .for('update', { of: events })
        .limit(1);
      if (!event) throw notFound(NOT_FOUND.event);
      const dayStart = new Date(now.toISOString().slice(0, 10) + 'T00:00:00.000Z');
      const [{ n: today }] = await tx
        .select({ n: count() })
        .from(eventMessages)
        .where(and(eq(eventMessages.eventId, eventId), gte(eventMessages.createdAt, dayStart)));
      if (today >= MESSAGES_PER_EVENT_PER_DAY) {
        const retryAfterSeconds = Math.ceil((dayStart.getTime() + 86_400_000 - now.getTime()) / 1000);
        throw new AppError('TOO_MANY_REQUESTS', M.messageLimit({ perDay: MESSAGES_PER_EVENT_PER_DAY }), undefined, {
          retryAfterSeconds,
        });
      }
      // Every ticket holder's address once, and the people with an account among them or among the buyers.
      // With the Language setting of the one who has an account: each email is written in its reader's.
      const recipients = rowsOf<{ email: string; first_name: string; language: string | null; has_account: boolean }>(
        await tx.execute(sql`
          select distinct on (lower(t.email)) t.email, t.first_name, s.default_language as language,
            (p.password_hash is not null) as has_account
          from tickets t join orders o on o.id = t.order_id
          left join ${persons} p on lower(p.email) = lower(t.email)
          left join person_settings s on s.person_id = p.id
          where o.event_id = ${eventId} and o.partner_id = ${this.partnerId} and o.status = 'paid'
            and t.email is not null
          order by lower(t.email), t.created_at`),
      );
      if (!recipients.length) throw new AppError('CONFLICT', M.messageNoAttendees);
      const people = rowsOf<{ id: number }>(
        await tx.execute(sql`
          select p.id from ${persons} p join attendees a on a.person_id = p.id
          where lower(p.email) in (select lower(t.email) from tickets t join orders o on o.id = t.order_id
                                   where o.event_id = ${eventId} and o.status = 'paid')
          union
          select o.person_id from orders o join attendees a on a.person_id = o.person_id
          where o.event_id = ${eventId} and o.status = 'paid'`),
      );
      const [row] = await tx
        .insert(eventMessages)
        .values({
          eventId,
          partnerId: this.partnerId,
          sentBy: this.personId,
          subject: body.subject,
          text: body.text,
          recipients: recipients.length,
          createdAt: now,
        })
        .returning();
      const paragraphs = body.text
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean);
      const T = EVENT_MESSAGE_EMAIL_TEXT;
      const signedBy = { partner: event.partnerName, event: event.name };
      for (const r of recipients) {
        const language = recipientLanguage(r.language, r.has_account);
        const email = inLanguage(language, (): TransactionalEmail => ({
          to: r.email,
          subject: T.subject({ event: event.name, subject: body.subject }),
          template: EVENT_MESSAGE_TEMPLATE,
          ...renderEmail({
            preview: body.subject,
            heading: body.subject,
            paragraphs: [T.hello({ firstName: r.first_name }), ...paragraphs, T.signature(signedBy)],
            action: { label: T.seeEvent, url: `${this.deps.config.publicUrl}/events/${eventId}` },
            notes: [T.why({ event: event.name, partnerEmail: event.partnerEmail })],
          }),
        }));
        await enqueueEmail(tx, email);
      }
      for (const p of people)
        await notify(tx, p.id, {
          subject: storedMessage(EVENT_MESSAGE_NOTIFICATION_TEXT, 'subject', {
            event: event.name,
            subject: body.subject,
          }),
          // The partner's own words, as they wrote them.
          text: body.text,
          link: `/events/${eventId}`,
        });
      return { row, eventName: event.name };
    });
    return this.view(row, eventName);
  }

  private async sender(personId: number | null): Promise<string> {
    if (!personId) return '';
    const [p] = await this.db
      .select({ f: persons.firstName, s: persons.surname })
      .from(persons)
      .where(eq(persons.id, personId));
    return p ? `${p.f} ${p.s}` : '';
  }

  private async view(row: typeof eventMessages.$inferSelect, eventName: string): Promise<TEventMessage> {
    return {
      id: row.id,
      eventId: row.eventId,
      eventName,
      subject: row.subject,
      text: row.text,
      recipients: row.recipients,
      sentBy: await this.sender(row.sentBy),
      sentAt: row.createdAt.toISOString(),
    };
  }

  async list(query: TEventMessagesQuery): Promise<TEventMessagesPage> {
    const where = and(
      eq(eventMessages.partnerId, this.partnerId),
      query.eventId ? eq(eventMessages.eventId, query.eventId) : undefined,
    ) as SQL;
    return listPage(query, { sentAt: eventMessages.createdAt }, eventMessages.id, {
      rows: async ({ orderBy, limit, offset }) => {
        const rows = await this.db
          .select({ m: eventMessages, eventName: events.name, f: persons.firstName, s: persons.surname })
          .from(eventMessages)
          .innerJoin(events, eq(events.id, eventMessages.eventId))
          .leftJoin(persons, eq(persons.id, eventMessages.sentBy))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset);
        return rows.map(({ m, eventName, f, s }) => ({
          id: m.id,
          eventId: m.eventId,
          eventName,
          subject: m.subject,
          text: m.text,
          recipients: m.recipients,
          sentBy: f ? `${f} ${s}` : '',
          sentAt: m.createdAt.toISOString(),
        }));
      },
      count: async () => (await this.db.select({ n: count() }).from(eventMessages).where(where))[0].n,
    });
  }
}
