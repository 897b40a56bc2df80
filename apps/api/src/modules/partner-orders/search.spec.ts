// The partner's registrations searched by the buyer's email from its start: a prefix shared by more
// orders than LIST_EXACT_TOTAL_UP_TO is read in the list's order with an estimated total, a rarer one
// on the email index with an exact total; both find exactly the orders whose email starts so.
import request from 'supertest';
import { ZPartnerOrdersPage } from '@pavilion/domain';
import { bearerFor, createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { createEvent, paidOrder } from '@pavilion/api-testing/fixtures/admin';

const t = useTestContext({ LIST_EXACT_TOTAL_UP_TO: '3' });
let partnerAuth: { Authorization: string };
/** Orders of the partner's events whose buyers' emails start alike, newest first. */
const sharedPrefix: string[] = [];

beforeAll(async () => {
  const { partnerId, email } = await createPartnerUser(t.db);
  partnerAuth = await bearerFor(t.app, email);
  const events = [
    await createEvent(t.db, t.clock.now, partnerId, { name: 'Harbour Summit', tagline: 'Ships', startsInDays: 10 }),
    await createEvent(t.db, t.clock.now, partnerId, { name: 'Quay Expo', tagline: 'Ships', startsInDays: 11 }),
  ];
  for (const [i, buyerEmail] of ['ann@x.io', 'cara%@z.io', 'Zed@q.io'].entries())
    await paidOrder(t.db, events[i % 2], { createdAt: new Date(t.clock.now.getTime() - i * 3_600_000), buyerEmail });
  for (let i = 0; i < 5; i++) {
    const buyerEmail = `pat${i}.${Date.now()}@shared.io`;
    await paidOrder(t.db, events[i % 2], {
      createdAt: new Date(t.clock.now.getTime() - (10 + i) * 3_600_000),
      buyerEmail,
      priceMinor: 10_000 + i * 1_000,
    });
    sharedPrefix.push(buyerEmail);
  }
});

describe("searching the partner's registrations by the buyer's email", () => {
  const summaries = async (query: string) => {
    const res = await request(t.app).get(`/api/partner/orders/summaries?${query}`).set(partnerAuth);
    expect(res.status).toBe(200);
    return ZPartnerOrdersPage.parse(res.body);
  };
  const emails = (page: { items: Array<{ purchaserEmail: string }> }) => page.items.map((o) => o.purchaserEmail);

  it('reads a prefix more orders share than the threshold in the list order, with an estimated total', async () => {
    // Five orders start with "pat": more than LIST_EXACT_TOTAL_UP_TO (3), so the list is read newest
    // first with the match as a filter, and the total is estimated and says so.
    const all = await summaries('q=PAT&pageSize=100');
    expect(emails(all)).toEqual(sharedPrefix);
    expect(all.totalIsEstimate).toBe(true);
    expect(all.total).toBeGreaterThan(3);
    const [first, second] = [await summaries('q=pat&pageSize=2'), await summaries('q=pat&pageSize=2&page=2')];
    expect([...emails(first), ...emails(second)]).toEqual(sharedPrefix.slice(0, 4));
    const oldest = await summaries('q=pat&pageSize=100&direction=asc');
    expect(emails(oldest)).toEqual([...sharedPrefix].reverse());
    const byTotal = await summaries('q=pat&pageSize=100&sort=totalPrice&direction=asc');
    expect(emails(byTotal)).toEqual(sharedPrefix);
  });

  it('reads a rarer prefix on the email index, with an exact total', async () => {
    expect(await summaries(`q=${encodeURIComponent(sharedPrefix[2].slice(0, 5))}`)).toMatchObject({
      total: 1,
      items: [{ purchaserEmail: sharedPrefix[2] }],
    });
    const none = await summaries('q=patz');
    expect(none).toMatchObject({ total: 0, items: [] });
    expect(none.totalIsEstimate).toBeUndefined();
    // "%" and "_" are literal: "cara%" is one buyer, "c_ra" nobody.
    expect(emails(await summaries('q=cara%25'))).toEqual(['cara%@z.io']);
    expect((await summaries('q=c_ra')).total).toBe(0);
  });
});
