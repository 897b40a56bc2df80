// The admin lists' search boxes: short texts (one or two characters, read from the list_grams indexes)
// find exactly what ILIKE finds, and a search with more matches than LIST_EXACT_TOTAL_UP_TO answers an
// estimated total that says so.
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { ZAdminEventsPage, ZAdminOrdersPage } from '@pavilion/domain';
import { rowsOf } from '../../db/raw-sql';
import { containsPattern } from '../../platform/list';
import { createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { adminHeader, createEvent, paidOrder } from '@pavilion/api-testing/fixtures/admin';

const t = useTestContext({ LIST_EXACT_TOTAL_UP_TO: '3' });
let admin: Awaited<ReturnType<typeof adminHeader>>;
beforeAll(async () => {
  admin = await adminHeader(t);
  const { partnerId } = await createPartnerUser(t.db);
  const names = ['Harbour Summit', 'Quay_Side Expo', 'Ports 100% Live', 'İzmir Logistics', 'Zoo Days'];
  const created = [];
  for (const [i, name] of names.entries())
    created.push(await createEvent(t.db, t.clock.now, partnerId, { name, tagline: 'Ships', startsInDays: 10 + i }));
  const emails = ['ann@x.io', 'bo_b@y.io', 'cara%@z.io', 'DAN@x.io', 'eve.an@x.io', 'Zed@q.io'];
  for (const [i, email] of emails.entries())
    await paidOrder(t.db, created[i % 2], {
      createdAt: new Date(t.clock.now.getTime() - i * 3_600_000),
      buyerEmail: email,
    });
});

const get = async (path: string) => {
  const res = await request(t.app).get(path).set(admin.auth);
  expect(res.status).toBe(200);
  return res.body;
};
const registrations = async (query: string) =>
  ZAdminOrdersPage.parse(
    await get(`/api/admin/orders/summaries?${query.includes('pageSize') ? '' : 'pageSize=100&'}${query}`),
  );
const eventsList = async (query: string) =>
  ZAdminEventsPage.parse(await get(`/api/admin/events/?pageSize=100&${query}`));

/** What ILIKE alone finds, over every row (no index condition). */
async function ilikeRows(table: 'order_registrations' | 'event_admin_rows', q: string): Promise<string[]> {
  const pattern = containsPattern(q.toLowerCase());
  const rows =
    table === 'order_registrations'
      ? rowsOf<{ k: string }>(
          await t.db.execute(
            sql`select buyer_email as k from order_registrations where lower(buyer_email) ilike ${pattern}`,
          ),
        )
      : rowsOf<{ k: string }>(
          await t.db.execute(
            sql`select e.name as k from event_admin_rows r join events e on e.id = r.event_id where r.search_text ilike ${pattern}`,
          ),
        );
  return rows.map((r) => r.k).sort();
}

describe('searching the admin lists', () => {
  it('finds with one or two characters (or more) exactly the rows ILIKE finds', async () => {
    for (const q of ['a', 'A', 'x', '_', '%', '@', 'an', 'AN', 'o_', '.i', 'zq', 'q', 'ann@', 'İ']) {
      const page = await registrations(`q=${encodeURIComponent(q)}`);
      expect({ q, rows: page.items.map((o) => o.purchaserEmail).sort() }).toEqual({
        q,
        rows: await ilikeRows('order_registrations', q),
      });
    }
    for (const q of ['a', 'Q', '%', '_', '1', 'ex', 'zq', 'İz', 'summit']) {
      const page = await eventsList(`q=${encodeURIComponent(q)}`);
      expect({ q, rows: page.items.map((e) => e.name).sort() }).toEqual({
        q,
        rows: await ilikeRows('event_admin_rows', q),
      });
    }
  });

  it('counts matches exactly up to the threshold and estimates above it, saying so', async () => {
    // 'x.io' matches three addresses (ann, DAN, eve.an): at the threshold, exact.
    // An exact total is not marked (the envelope has no totalIsEstimate).
    const exact = await registrations('q=x.io');
    expect(exact).toMatchObject({ total: 3 });
    expect(exact).not.toHaveProperty('totalIsEstimate');
    const underscore = await registrations('q=_');
    expect(underscore).toMatchObject({ total: 1 });
    expect(underscore).not.toHaveProperty('totalIsEstimate');
    // Every address has an @: six matches, more than 3, so the total is an estimate, above 3.
    const all = await registrations('q=%40');
    expect(all.totalIsEstimate).toBe(true);
    expect(all.total).toBeGreaterThan(3);
    expect(all.items).toHaveLength(6);
    const events = await eventsList('q=s');
    expect(events.totalIsEstimate).toBe(true);
    expect(events.items.map((e) => e.name).sort()).toEqual(await ilikeRows('event_admin_rows', 's'));
    // Unsearched lists stay exact.
    const unsearched = await registrations('');
    expect(unsearched).toMatchObject({ total: 6 });
    expect(unsearched).not.toHaveProperty('totalIsEstimate');
  });

  it('pages a searched list in either direction without overlap', async () => {
    const asc = await registrations('q=%40&sort=purchaserEmail&direction=asc&pageSize=4');
    const desc = await registrations('q=%40&sort=purchaserEmail&direction=desc&pageSize=4&page=2');
    const all = (await registrations('q=%40&sort=purchaserEmail&direction=asc')).items.map((o) => o.purchaserEmail);
    expect(asc.items.map((o) => o.purchaserEmail)).toEqual(all.slice(0, 4));
    expect(desc.items.map((o) => o.purchaserEmail)).toEqual(all.slice(0, 2).reverse());
  });
});
