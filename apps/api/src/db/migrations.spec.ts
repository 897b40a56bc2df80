// The same committed migrations build the same schema on the embedded database and on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client';
import { MIGRATIONS_DIR } from '@pavilion/api-testing/harness';
import { seedReferenceData } from '../seed/reference';

async function tableColumns(h: DatabaseHandle): Promise<string[]> {
  const res = await h.db.execute(sql`
    select table_name || '.' || column_name || ':' || data_type as c
    from information_schema.columns where table_schema = 'public' order by 1`);
  const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { c: string }[];
  return rows.map((r) => r.c);
}

async function checkMigrations(h: DatabaseHandle) {
  await h.migrate(MIGRATIONS_DIR);
  const first = await tableColumns(h);
  // Applying again is a no-op: a second start keeps the schema and the data.
  await h.migrate(MIGRATIONS_DIR);
  expect(await tableColumns(h)).toEqual(first);
  expect(await seedReferenceData(h.db)).toBe(true);
  expect(await seedReferenceData(h.db)).toBe(false);
  return first;
}

describe('migrations', () => {
  let pgliteColumns: string[];

  it('apply on PGlite and create every table of the data model', async () => {
    const h = await openDatabase({});
    try {
      pgliteColumns = await checkMigrations(h);
      const tables = new Set(pgliteColumns.map((c) => c.split('.')[0]));
      for (const t of [
        'persons',
        'attendees',
        'sessions',
        'partners',
        'partner_members',
        'bank_accounts',
        'partner_documents',
        'partner_vetting_updates',
        'events',
        'event_versions',
        'event_vetting_updates',
        'agenda_items',
        'sub_events',
        'event_documents',
        'event_images',
        'ticket_types',
        'cancellation_policies',
        'cancellation_policy_periods',
        'orders',
        'tickets',
        'payments',
        'option_items',
        'sectors',
        'sector_subtypes',
        'countries',
        'places',
        'notifications',
        'person_settings',
        'newsletter_subscriptions',
        'email_outbox',
        'reviews',
      ]) {
        expect(tables).toContain(t);
      }
    } finally {
      await h.close();
    }
    // Every migration twice and the reference data twice on the embedded database: more than a minute
    // on a busy machine.
  }, 180_000);

  const pg = process.env.DATABASE_URL ? it : it.skip;
  pg(
    'apply on PostgreSQL to the same schema as on PGlite',
    async () => {
      const { default: postgres } = await import('postgres');
      const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => undefined });
      const name = `pavilion_migrations_${randomBytes(4).toString('hex')}`;
      await admin.unsafe(`create database ${name}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const h = await openDatabase({ databaseUrl: url.toString() });
      try {
        expect(await checkMigrations(h)).toEqual(pgliteColumns);
      } finally {
        await h.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    180_000,
  );
});
