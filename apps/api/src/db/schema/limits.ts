// Rate limits: how many times a key (an action by an address, an account, an order) was used in a
// fixed window. Shared by every API instance, since it lives in the database.
import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './_helpers';

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** What is limited and for whom: 'sign-up:ip:203.0.113.5', 'payment-declined:order:<uuid>'. */
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: tstz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
