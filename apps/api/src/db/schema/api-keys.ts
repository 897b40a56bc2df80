// A partner's API keys: what an owner made for its own systems. The secret is shown once and kept only
// as its SHA-256 (docs/decisions/0307-api-key-secrets-are-kept-as-sha-256.md); `prefix` is its first characters, for recognising it.
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './_helpers';
import { persons } from './people';
import { partners } from './partners';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The owner who made it (a key acts as its partner; writes made with it are attributed to this person and the key). */
    createdBy: integer('created_by').references(() => persons.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 80 }).notNull(),
    prefix: varchar('prefix', { length: 20 }).notNull(),
    /** SHA-256 of the whole secret, hex. */
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    scopes: varchar('scopes', { length: 40 }).array().notNull(),
    expiresAt: tstz('expires_at'),
    revokedAt: tstz('revoked_at'),
    lastUsedAt: tstz('last_used_at'),
    lastUsedAddress: varchar('last_used_address', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_secret_hash_uq').on(t.secretHash), index('api_keys_partner_idx').on(t.partnerId)],
);
