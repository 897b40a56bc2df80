// People and their roles, sessions, one-time tokens, sign-in history, settings and notifications.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './_helpers';
import { countries, optionItems, sectors } from './options';
import { files } from './files';

/** A person: anyone with an account. Roles are the attendee row, partner memberships and isAdmin. */
export const persons = pgTable(
  'persons',
  {
    id: id(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 100 }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    surname: varchar('surname', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 40 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    companyName: varchar('company_name', { length: 200 }),
    jobTitle: varchar('job_title', { length: 200 }),
    address: text('address'),
    city: varchar('city', { length: 120 }),
    zipCode: varchar('zip_code', { length: 20 }),
    countryId: integer('country_id').references(() => countries.id),
    imageFileId: uuid('image_file_id').references(() => files.id),
    emailVerifiedAt: tstz('email_verified_at'),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('persons_email_uq').on(sql`lower(${t.email})`),
    // The console's People search ("contains", any case) on the email or the full name: trigram indexes.
    index('persons_email_search_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('persons_name_search_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.surname}) gin_trgm_ops`),
  ],
);

export const personSectors = pgTable(
  'person_sectors',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
  },
  (t) => [primaryKey({ columns: [t.personId, t.sectorId] })],
);

export const personJobTitles = pgTable(
  'person_job_titles',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    jobTitleId: integer('job_title_id')
      .notNull()
      .references(() => optionItems.id),
  },
  (t) => [primaryKey({ columns: [t.personId, t.jobTitleId] })],
);

/** The attendee role: the spec's attendeeId. */
export const attendees = pgTable(
  'attendees',
  {
    id: id(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('attendees_person_uq').on(t.personId)],
);

/** A signed-in session. The JWT carries its id; logout, password change and reset revoke it here. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    lastSeenAt: tstz('last_seen_at'),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 400 }),
  },
  (t) => [index('sessions_person_idx').on(t.personId)],
);

/** Every sign-in attempt: login activity for the user, throttling per account and per IP. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: varchar('email', { length: 254 }).notNull(),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'cascade' }),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 400 }),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt),
    index('login_attempts_person_idx').on(t.personId, t.createdAt),
  ],
);

export const tokenPurposeEnum = pgEnum('token_purpose', [
  'email-confirmation',
  'password-reset',
  'email-change',
  /** Confirms a partner's company email (`newEmail`) when it is not the address of a member's account. */
  'partner-email',
]);

/** Single-use tokens mailed as links. Only a SHA-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** For an email change: the new address, applied when the link is opened. */
    newEmail: varchar('new_email', { length: 254 }),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    index('auth_tokens_person_idx').on(t.personId, t.purpose),
  ],
);

/** Settings of spec section 3 (both documents): notification, portfolio and contact settings. */
export const personSettings = pgTable('person_settings', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  registrationAlerts: boolean('registration_alerts').notNull().default(true),
  marketingEmails: boolean('marketing_emails').notNull().default(false),
  dailyDigest: boolean('daily_digest').notNull().default(true),
  instantAlerts: boolean('instant_alerts').notNull().default(true),
  autoPublish: boolean('auto_publish').notNull().default(false),
  defaultCurrency: varchar('default_currency', { length: 3 }).notNull().default('USD'),
  defaultTimezone: varchar('default_timezone', { length: 10 }).notNull().default('UTC'),
  defaultLanguage: varchar('default_language', { length: 5 }).notNull().default('en'),
  maxEventsPerPage: integer('max_events_per_page').notNull().default(10),
  preferredContactMethod: varchar('preferred_contact_method', { length: 10 }).notNull().default('email'),
  contactHours: varchar('contact_hours', { length: 100 }).notNull().default(''),
  language: varchar('language', { length: 5 }).notNull().default('en'),
  updatedAt: updatedAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** In English: the record, and what a row without `message` reads as. */
    subject: varchar('subject', { length: 200 }).notNull(),
    text: text('text').notNull(),
    /**
     * The subject and text as messages, `{ subject: { key, values }, text: { key, values } }`, read in
     * the reader's language (platform/stored-message.ts); null on rows written before.
     */
    message: jsonb('message'),
    /** Where the notification points, e.g. /user/registrations-and-events. */
    link: varchar('link', { length: 300 }),
    createdAt: createdAt(),
    readAt: tstz('read_at'),
  },
  (t) => [index('notifications_person_idx').on(t.personId, t.createdAt)],
);

/**
 * The footer's newsletter list. An address gets the newsletter only once its owner confirmed it from the
 * emailed link (`confirmedAt`, double opt-in); `language` is the page's it was typed on, the language its
 * emails are written in. Subscribing again after unsubscribing asks for a new confirmation.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: createdAt(),
    unsubscribedAt: tstz('unsubscribed_at'),
    language: varchar('language', { length: 5 }).notNull().default('en'),
    confirmedAt: tstz('confirmed_at'),
  },
  (t) => [uniqueIndex('newsletter_email_uq').on(sql`lower(${t.email})`)],
);

/**
 * The monthly newsletter: one row per address (lower-cased) and month ('2026-12'), claimed in the
 * transaction that writes the email, so an address that is both a subscriber and an account, or two
 * workers racing, get one newsletter a month.
 */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    /** The address, lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => newsletterSubscriptions.id, { onDelete: 'set null' }),
    outboxId: integer('outbox_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.month] })],
);

/**
 * An administrator's sanction on a person (the content guidelines' block registrations and block
 * access): active while not lifted and, for a temporary one, until `endsAt`. At most one active row
 * per person and kind; a temporary row whose end has passed is closed (liftedAt = endsAt) before a new
 * one of its kind is written. `byPersonId` is null for one the rules imposed (a third review strike).
 */
export const personSanctions = pgTable(
  'person_sanctions',
  {
    id: id(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** REGISTRATIONS: no new order; SIGN_IN: no session; SUPPORT: no message to support but an appeal; PLATFORM: no session, no API key. */
    kind: varchar('kind', { length: 20 }).$type<'REGISTRATIONS' | 'SIGN_IN' | 'SUPPORT' | 'PLATFORM'>().notNull(),
    reason: text('reason').notNull(),
    byPersonId: integer('by_person_id').references(() => persons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** A temporary sanction ends by itself then; null until lifted. */
    endsAt: tstz('ends_at'),
    liftedAt: tstz('lifted_at'),
    liftedByPersonId: integer('lifted_by_person_id').references(() => persons.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
    /**
     * The review strike that imposed it (the guidelines' suspensions): a granted appeal of that strike
     * lifts it. Null for an administrator's own sanction.
     */
    strikeId: integer('strike_id'),
  },
  (t) => [
    index('person_sanctions_person_idx').on(t.personId, t.createdAt),
    uniqueIndex('person_sanctions_one_active_uq')
      .on(t.personId, t.kind)
      .where(sql`${t.liftedAt} is null`),
    check('person_sanctions_kind', sql`${t.kind} in ('REGISTRATIONS', 'SIGN_IN', 'SUPPORT', 'PLATFORM')`),
    check('person_sanctions_lift_whole', sql`(${t.liftedAt} is null) = (${t.liftReason} is null)`),
  ],
);
