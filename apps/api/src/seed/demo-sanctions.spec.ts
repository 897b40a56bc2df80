// The demo's sanctions, read back through the console's API: one active block, one lifted, and none
// on the accounts the README lists.
import request from 'supertest';
import { inArray } from 'drizzle-orm';
import { bearerFor, createAdmin, useTestContext } from '../testing/harness';
import { personSanctions, persons } from '../db/schema';
import { seedDemoData } from './demo';
import { DEMO_SANCTIONED } from './demo-sanctions';

const t = useTestContext();
beforeAll(async () => {
  await seedDemoData(t.db, t.storage, t.clock.now);
});

it('shows one person with registrations blocked and one whose sign-in block was lifted', async () => {
  const admin = await createAdmin(t.db);
  const auth = await bearerFor(t.app, admin.email);
  const blocked = await request(t.app)
    .get('/api/admin/people/')
    .query({ q: DEMO_SANCTIONED.registrationsBlocked })
    .set(auth)
    .expect(200);
  expect(blocked.body.items).toEqual([expect.objectContaining({ blocks: ['REGISTRATIONS'] })]);
  const lifted = await request(t.app).get('/api/admin/people/').query({ q: DEMO_SANCTIONED.signInLifted }).set(auth);
  const detail = await request(t.app).get(`/api/admin/people/${lifted.body.items[0].id}`).set(auth).expect(200);
  expect(detail.body.blocks).toEqual([]);
  expect(detail.body.sanctions).toEqual([
    expect.objectContaining({ kind: 'SIGN_IN', active: false, by: expect.any(String), liftedBy: expect.any(String) }),
  ]);

  // The README's accounts sign in and buy as they always did.
  const readme = ['attendee@example.com', 'partner@example.com', 'admin@example.com'];
  const ids = (await t.db.select({ id: persons.id }).from(persons).where(inArray(persons.email, readme))).map(
    (p) => p.id,
  );
  expect(ids).toHaveLength(3);
  expect(await t.db.select().from(personSanctions).where(inArray(personSanctions.personId, ids))).toEqual([]);
});
