// Partners (organisers): company, team members, bank accounts, documents, vetting history, agreements.
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { persons } from './people';
import { files } from './files';

/** DRAFT is for events only: kept by the partner, not yet submitted for review. */
export const vettingStatusEnum = pgEnum('vetting_status', ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED']);
/** A partner may also be SUSPENDED (approved once, then taken off the marketplace); events may not. */
export const partnerVettingStatusEnum = pgEnum('partner_vetting_status', [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'SUSPENDED',
]);

export const partners = pgTable(
  'partners',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    registeredCompanyName: varchar('registered_company_name', { length: 200 }),
    registrationNumber: varchar('registration_number', { length: 60 }),
    /** Printed on the invoices it issues as seller of record (with its country prefix). */
    vatNumber: varchar('vat_number', { length: 20 }),
    organizationTypeId: integer('organization_type_id').references(() => optionItems.id),
    address: text('address'),
    city: varchar('city', { length: 120 }),
    zipCode: varchar('zip_code', { length: 20 }),
    countryId: integer('country_id').references(() => countries.id),
    addressVerifiedAt: tstz('address_verified_at'),
    email: varchar('email', { length: 254 }).notNull(),
    emailVerifiedAt: tstz('email_verified_at'),
    phoneNumber: varchar('phone_number', { length: 40 }),
    website: varchar('website', { length: 300 }),
    companySize: varchar('company_size', { length: 20 }),
    eventsPerYear: varchar('events_per_year', { length: 20 }),
    logoFileId: uuid('logo_file_id').references(() => files.id),
    currentVettingStatus: partnerVettingStatusEnum('current_vetting_status').notNull().default('PENDING'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partners_status_idx').on(t.currentVettingStatus)],
);

export const partnerSectors = pgTable(
  'partner_sectors',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.sectorId] })],
);

/** Team members: the people who act for a partner. The spec's partnerId comes from here. */
export const partnerMembers = pgTable(
  'partner_members',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20 }).notNull().default('owner'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.personId] }), uniqueIndex('partner_members_person_uq').on(t.personId)],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    accountName: varchar('account_name', { length: 200 }).notNull(),
    bankName: varchar('bank_name', { length: 200 }),
    iban: varchar('iban', { length: 40 }).notNull(),
    swift: varchar('swift', { length: 11 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Payouts in its currency go here: one account per partner and currency at most (the partial unique index). */
    isPayout: boolean('is_payout').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_accounts_partner_idx').on(t.partnerId),
    uniqueIndex('bank_accounts_payout_uq')
      .on(t.partnerId, t.currency)
      .where(sql`${t.isPayout}`),
  ],
);

export const partnerDocuments = pgTable(
  'partner_documents',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('partner_documents_partner_idx').on(t.partnerId)],
);

export const partnerVettingUpdates = pgTable(
  'partner_vetting_updates',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    status: partnerVettingStatusEnum('status').notNull(),
    /** Sent to the partner. */
    comment: text('comment').notNull(),
    /** Internal to admins; what the system wrote is in English, the record (see `notesKey`). */
    notes: text('notes'),
    /** A note the system wrote, as a message and its values, read in the reader's language (platform/stored-message.ts). */
    notesKey: varchar('notes_key', { length: 200 }),
    notesValues: jsonb('notes_values'),
    adminPersonId: integer('admin_person_id').references(() => persons.id),
    createdAt: createdAt(),
  },
  (t) => [index('partner_vetting_partner_idx').on(t.partnerId, t.createdAt)],
);

export const addressCodeVoidReasonEnum = pgEnum('address_code_void_reason', [
  'superseded',
  'attempts',
  'address-changed',
]);

/**
 * Address verification: a 6-digit code sent by post to the company address. Only a keyed hash of
 * the code is kept. Only the newest code works: a new one voids the others ('superseded'), as do 5
 * wrong entries ('attempts') and a change of the company address ('address-changed').
 */
export const partnerAddressCodes = pgTable(
  'partner_address_codes',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    voidedAt: tstz('voided_at'),
    voidReason: addressCodeVoidReasonEnum('void_reason'),
    /** The address the letter went to, one line (for support). */
    sentTo: text('sent_to'),
    /** Who asked for it; null when the approval sent it. */
    requestedBy: integer('requested_by').references(() => persons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('partner_address_codes_partner_idx').on(t.partnerId, t.createdAt)],
);

export const agreementKindEnum = pgEnum('agreement_kind', ['partner-contract', 'customer-terms']);

/**
 * An invitation to join a partner's team, mailed as a link. Only a SHA-256 of the token is kept;
 * it works once, until it expires or the owner revokes it.
 */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    invitedBy: integer('invited_by').references(() => persons.id, { onDelete: 'set null' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => persons.id, { onDelete: 'set null' }),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_invitations_token_uq').on(t.tokenHash),
    index('partner_invitations_partner_idx').on(t.partnerId, t.createdAt),
  ],
);

/** A signed agreement: who signed, when and from which address. */
export const partnerAgreements = pgTable(
  'partner_agreements',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    kind: agreementKindEnum('kind').notNull(),
    version: varchar('version', { length: 20 }).notNull(),
    signedAt: tstz('signed_at').notNull().defaultNow(),
    ipAddress: varchar('ip_address', { length: 64 }),
  },
  (t) => [uniqueIndex('partner_agreements_uq').on(t.partnerId, t.kind, t.version)],
);
