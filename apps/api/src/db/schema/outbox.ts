// Email outbox: written in the same transaction as the change that causes the email; a worker delivers.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './_helpers';
import { events } from './events';
import { persons } from './people';

export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/** 'email' goes through the mail transport; 'postal' is a letter, handed to the letter provider. */
export const outboxChannelEnum = pgEnum('outbox_channel', ['email', 'postal']);

/** Where a letter goes: the recipient's name and postal address. */
export interface PostalAddress {
  name: string;
  address: string;
  city: string;
  zipCode: string;
  country: string;
  countryCode: string;
}

/** An attachment is either inline base64 content or a generator the worker runs at delivery. */
export type OutboxAttachment =
  | { filename: string; contentType: string; contentBase64: string; cid?: string }
  | { filename: string; contentType: string; generator: string; params: Record<string, unknown>; cid?: string };

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments')
      .$type<OutboxAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Names the template, for tests and support: 'email-confirmation', 'order-receipt', ... */
    template: varchar('template', { length: 60 }).notNull(),
    /**
     * For an email its recipient can turn off: the person, and the notification switch it is sent under
     * (the unsubscribe link, made at delivery, turns that switch off). Null for a transactional email.
     */
    personId: integer('person_id').references(() => persons.id, { onDelete: 'cascade' }),
    sentUnder: varchar('sent_under', { length: 30 }),
    /**
     * An email with an unsubscribe link of its own (the newsletter's): the URL of its List-Unsubscribe
     * headers. Its words already carry the link, so delivery adds no line.
     */
    listUnsubscribe: varchar('list_unsubscribe', { length: 600 }),
    channel: outboxChannelEnum('channel').notNull().default('email'),
    /** For a letter ('postal'): the address it goes to; `to_address` then holds it on one line. */
    postalAddress: jsonb('postal_address').$type<PostalAddress>(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** A worker that claims a message leases it until then; a crashed worker's lease runs out. */
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The dev mailbox: every message the local transport delivered, shown outside production. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: id(),
    /** The Message-ID derives from the outbox id, so a redelivery after a crash is stored once. */
    messageId: varchar('message_id', { length: 200 }).notNull(),
    fromAddress: varchar('from_address', { length: 254 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; contentBase64: string }[]>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dev_mailbox_message_uq').on(t.messageId), index('dev_mailbox_to_idx').on(t.toAddress)],
);

/**
 * The daily digest: one row per person and day (their own time zone's date), claimed in the
 * transaction that writes the digest email, so two workers never send the same digest twice. A day
 * with nothing to tell keeps its row with no email (`outbox_id` null): it is not looked at again.
 */
export const emailDigests = pgTable(
  'email_digests',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** The person's local date the digest is for. */
    day: date('day', { mode: 'string' }).notNull(),
    /** What it summarises: what happened from `since` up to `until`. */
    since: tstz('since').notNull(),
    until: tstz('until').notNull(),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.day] }),
    index('email_digests_person_until_idx').on(t.personId, t.until),
  ],
);

/**
 * Registration alerts for an event whose ticket sales opened: one row per event, claimed in the
 * transaction that writes its savers' emails, so two workers tell them once.
 */
export const salesOpenAlerts = pgTable('sales_open_alerts', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** When the sales opened (the earliest ticket type's sales start). */
  salesStartAt: tstz('sales_start_at').notNull(),
  createdAt: createdAt(),
});
