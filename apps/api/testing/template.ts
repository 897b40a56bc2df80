// Jest global setup for the API's tests: migrates and seeds one database once, and every test file
// starts from a copy of it instead of running every migration and the reference seed again.
// - On PostgreSQL (DATABASE_URL set): a template database; each test file's database is
//   `create database ... template` it, a file copy.
// - On PGlite: the migrated database dumped to a file; each test file starts its in-memory PGlite
//   from the dump, which also skips initdb (about 4 s a file on 2 cores).
import { writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { openJobQueue } from '../src/platform/jobs/runtime';
import { createLogger } from '../src/platform/logger';
import { seedDemoVenues } from '../src/seed/demo-venues';
import { seedReferenceData } from '../src/seed/reference';

/** PGlite: the dump's file. PostgreSQL: the template database's name. */
export const TEMPLATE_ENV = 'PAVILION_TEST_TEMPLATE';
const MIGRATIONS = path.resolve(__dirname, '../src/db/migrations');

/**
 * What every test file's database starts with: the migrations, the reference data, the demo venues and
 * pg-boss's schema (each test context opens the job queue, which would otherwise create it in every copy;
 * a boot from an empty database still creates it, platform/jobs/runtime.spec.ts and server.spec.ts).
 */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate(MIGRATIONS);
  await seedReferenceData(handle.db);
  await seedDemoVenues(handle.db);
  const jobs = await openJobQueue(handle.executeSql, createLogger('silent'));
  await jobs.stop();
}

export default async function prepareTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: postgres } = await import('postgres');
    const name = `pavilion_template_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      await admin.unsafe(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 1 });
      try {
        await prepare(handle);
      } finally {
        await handle.close();
      }
    } finally {
      await admin.end({ timeout: 5 });
    }
    process.env[TEMPLATE_ENV] = name;
    return;
  }
  const handle = await openDatabase({});
  try {
    await prepare(handle);
    const dump = await handle.dumpDataDir!();
    const file = path.join(tmpdir(), `pavilion-test-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await handle.close();
  }
}
