// Venues are demo data, not reference data: a production start (reference data only) has no invented
// venue, and the demo start loads them first, so every demo event is held at one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { events, places } from '../db/schema';
import { LocalStorage } from '../platform/storage';
import { MIGRATIONS_DIR, openEmptyDatabase } from '@pavilion/api-testing/harness';
import { venues } from './data/places';
import { seedDemoData } from './demo';
import { seedDemoVenues } from './demo-venues';
import { seedReferenceData } from './reference';

let h: DatabaseHandle;
let close: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  ({ handle: h, close } = await openEmptyDatabase());
  await h.migrate(MIGRATIONS_DIR);
  dir = mkdtempSync(path.join(tmpdir(), 'pavilion-venues-'));
});
afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (kind: 'city' | 'venue') =>
  (
    await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(places)
      .where(eq(places.kind, kind))
  )[0].n;

it('loads real cities and no venue as the reference data of a production start', async () => {
  expect(await seedReferenceData(h.db)).toBe(true);
  expect(await count('city')).toBeGreaterThan(20);
  expect(await count('venue')).toBe(0);
  const names = (await h.db.select({ name: places.name }).from(places)).map((p) => p.name);
  for (const v of venues) expect(names).not.toContain(v.name);
});

it('loads the invented venues with the demo data, once, and every demo event is held at one', async () => {
  expect(await seedDemoData(h.db, new LocalStorage(dir))).toBe(true);
  expect(await count('venue')).toBe(venues.length);
  expect(await seedDemoVenues(h.db)).toBe(0);
  const [{ n: events_ }] = await h.db.select({ n: sql<number>`count(*)::int` }).from(events);
  expect(events_).toBeGreaterThan(0);
  expect(await h.db.select({ id: events.id }).from(events).where(isNull(events.venueId))).toEqual([]);
  const approved = await h.db
    .select({ n: sql<number>`count(*)::int` })
    .from(places)
    .where(eq(places.status, 'approved'));
  expect(approved[0].n).toBe((await count('venue')) + (await count('city')));
});
