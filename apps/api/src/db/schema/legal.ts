// The legal documents' published versions and who accepted which (customer terms, privacy notice,
// content guidelines, partner contract). The texts themselves live in code, each version recorded
// in libs/domain's LEGAL_DOCUMENTS with its text's hash.
import { boolean, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { TAcceptancePlace, TLegalDocumentId } from '@pavilion/domain';
import { id, tstz } from './_helpers';
import { persons } from './people';

/**
 * A version of a document as published: in force from `applies_from`. A significant one is announced
 * by email to every account holder (or partner owner) before that, and asked for again after.
 */
export const legalDocumentVersions = pgTable(
  'legal_document_versions',
  {
    id: id(),
    document: varchar('document', { length: 40 }).$type<TLegalDocumentId>().notNull(),
    version: varchar('version', { length: 40 }).notNull(),
    /** The day the text was changed, as the pages show it. */
    day: varchar('day', { length: 10 }).notNull(),
    significant: boolean('significant').notNull().default(false),
    appliesFrom: tstz('applies_from').notNull(),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => persons.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('legal_document_versions_uq').on(t.document, t.version),
    index('legal_document_versions_applies_idx').on(t.document, t.appliesFrom),
  ],
);

/** A person's acceptance of a version of a document: when, and where (sign-up, checkout, the ask). */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    id: id(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    document: varchar('document', { length: 40 }).$type<TLegalDocumentId>().notNull(),
    version: varchar('version', { length: 40 }).notNull(),
    acceptedAt: tstz('accepted_at').notNull().defaultNow(),
    place: varchar('place', { length: 20 }).$type<TAcceptancePlace>().notNull(),
  },
  (t) => [uniqueIndex('legal_acceptances_uq').on(t.personId, t.document, t.version)],
);

/**
 * The notice of a significant version mailed to one person: claimed in the transaction that writes the
 * email, so each person is told once however many instances run the round.
 */
export const legalNotices = pgTable(
  'legal_notices',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => legalDocumentVersions.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    sentAt: tstz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.personId] })],
);
