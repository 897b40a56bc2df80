// A payout account per currency, on a real database: money in a currency is paid only to the partner's
// payout account in that currency; without one it stays due, and Finances and the console say why in
// words; adding the account pays it at the next run. The ledger check holds after each.
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { PAYOUT_CURRENCY_MESSAGES, type TCurrencyCode } from '@pavilion/domain';
import { bankAccounts, events, orders, payouts } from '../../db/schema';
import { bearerFor, createAdmin } from '@pavilion/api-testing/harness';
import { attendeeTicket, countryId, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import { PAYOUT_TEST_IBANS, SimulatedPayoutProvider } from '../../platform/payouts';
import { checkLedger } from '../ledger';
import { partnerOwnerAuth, readyForPayouts } from '@pavilion/api-testing/payouts';
import { PayoutRun } from './service';

const DAY = 86_400_000;
const GB_IBAN = 'GB82WEST12345698765432';
const NL_IBAN = 'NL91ABNA0417164300';

const { t, app, gb, buyer, pay } = useCheckout();
let provider: SimulatedPayoutProvider;
let run: PayoutRun;
let admin: Record<string, string>;

beforeAll(async () => {
  provider = new SimulatedPayoutProvider();
  run = new PayoutRun({ db: t.db, provider, now: () => t.clock.now });
  admin = await bearerFor(app, (await createAdmin(t.db)).email);
});
afterEach(async () => {
  const check = await checkLedger(t.db);
  expect(check).toMatchObject({ ok: true, unbalancedTransactions: [], partnerMismatches: [] });
});

/** A paid order of one ticket at 125.00 (12,500 in a currency without minor units) in `currency`; its event ends `endedDaysAgo` days ago. */
async function saleIn(currency: TCurrencyCode, opts: { partnerId?: number; endedDaysAgo?: number } = {}) {
  const b = await buyer();
  const ev = await createSaleEvent(t.db, t.clock.now, {
    ticketTypes: [{ quantity: 10, priceMinor: 12_500, currency }],
  });
  if (opts.partnerId) await t.db.update(events).set({ partnerId: opts.partnerId }).where(eq(events.id, ev.eventId));
  const res = await request(app)
    .post('/api/orders/')
    .set(b.auth)
    .send({ eventId: ev.eventId, tickets: [attendeeTicket(ev.ticketTypeIds[0], { firstName: 'Guest' })] })
    .expect(201);
  expect((await pay(b.auth, res.body.id)).status).toBe(200);
  const endAt = new Date(t.clock.now.getTime() - (opts.endedDaysAgo ?? 10) * DAY);
  await t.db
    .update(events)
    .set({ startAt: new Date(endAt.getTime() - DAY), endAt })
    .where(eq(events.id, ev.eventId));
  const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.id));
  expect(order.currency).toBe(currency);
  return { partnerId: order.partnerId! };
}

/** Adds a bank account through the API, as the owner does in Settings, Bank accounts. */
async function addAccount(partnerId: number, currency: TCurrencyCode, iban: string) {
  const nl = iban.startsWith('NL');
  const res = await request(app)
    .post('/api/partner/bank-accounts')
    .set(await partnerOwnerAuth(app, t.db, partnerId))
    .send({
      bankAccountName: 'Test Events Ltd',
      companyIban: iban,
      companySwiftCode: nl ? 'ABNANL2A' : iban.startsWith('DE') ? 'COBADEFF' : 'NWBKGB2L',
      bankAccountCountry: nl ? await countryId(t.db, 'NL') : iban.startsWith('DE') ? await countryId(t.db, 'DE') : gb(),
      bankAccountCurrency: currency,
    })
    .expect(201);
  return res.body as { id: number; currency: string; payout: boolean };
}

const finances = async (partnerId: number) =>
  (
    await request(app)
      .get('/api/partner/finances')
      .set(await partnerOwnerAuth(app, t.db, partnerId))
      .expect(200)
  ).body;

const payoutsOf = (partnerId: number) =>
  t.db.select().from(payouts).where(eq(payouts.partnerId, partnerId)).orderBy(payouts.createdAt);

const blockIn = (currency: TCurrencyCode) => ({
  key: 'no-payout-account-in-currency',
  label: `No bank account in ${currency} is marked for payouts`,
  detail: PAYOUT_CURRENCY_MESSAGES.blockDetail({ currency }),
  currency,
});

describe('a payout account per currency', () => {
  it('holds a GBP balance while the only account is in EUR, says why, and pays it once a GBP account is added', async () => {
    const { partnerId } = await saleIn('GBP');
    await readyForPayouts(t.db, partnerId, t.clock.now);
    const eur = await addAccount(partnerId, 'EUR', NL_IBAN);
    expect(eur.payout).toBe(true);
    // Money still to come in USD (an event not yet ended) is named as soon as it is owed.
    await saleIn('USD', { partnerId, endedDaysAgo: -5 });
    const sentBefore = provider.paid.count;

    expect(await run.round()).toMatchObject({ scheduled: 1, paid: 0, failed: 0 });
    expect(provider.paid.count).toBe(sentBefore);
    // Due, not sent: nothing went to the EUR account.
    const [waiting] = await payoutsOf(partnerId);
    expect(waiting).toMatchObject({ currency: 'GBP', status: 'scheduled', attempts: 0, bankAccountId: null });
    expect(blockIn('GBP').detail).toBe(
      'Money in GBP is paid only to a bank account in GBP. Add one in Settings, Bank accounts: what is due is paid at the next payout run',
    );
    expect((await finances(partnerId)).blocks).toEqual([blockIn('GBP'), blockIn('USD')]);
    // The console lists it as due, with the reason.
    const due = (await request(app).get('/api/admin/payouts?status=due').set(admin).expect(200)).body;
    expect(due.items.find((p: { id: string }) => p.id === waiting.id)?.blocks).toEqual([blockIn('GBP')]);
    // Nothing changes from round to round.
    expect(await run.round()).toMatchObject({ paid: 0, failed: 0 });
    expect(provider.paid.count).toBe(sentBefore);

    const gbp = await addAccount(partnerId, 'GBP', GB_IBAN);
    // The first GBP account is the GBP payout account, beside the EUR one.
    expect(gbp).toMatchObject({ currency: 'GBP', payout: true });
    const marked = await t.db
      .select({ currency: bankAccounts.currency })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.partnerId, partnerId), eq(bankAccounts.isPayout, true)));
    expect(marked.map((m) => m.currency).sort()).toEqual(['EUR', 'GBP']);
    expect((await finances(partnerId)).blocks).toEqual([blockIn('USD')]);
    expect(await run.round()).toMatchObject({ paid: 1, failed: 0 });
    expect(provider.paid.count).toBe(sentBefore + 1);
    expect(await payoutsOf(partnerId)).toMatchObject([
      { id: waiting.id, currency: 'GBP', status: 'paid', bankAccountId: gbp.id, bankAccountMasked: '**** 5432' },
    ]);
  });

  it("pays each currency to its own account and never to another currency's", async () => {
    const { partnerId } = await saleIn('USD');
    await readyForPayouts(t.db, partnerId, t.clock.now);
    const usd = await addAccount(partnerId, 'USD', GB_IBAN);
    await saleIn('GBP', { partnerId });
    await saleIn('JPY', { partnerId });
    // The bank refuses transfers to this account: the yen payout fails, with the yen account's details.
    const jpy = await addAccount(partnerId, 'JPY', PAYOUT_TEST_IBANS.refused);

    expect(await run.round()).toMatchObject({ scheduled: 3, paid: 1, failed: 1 });
    const byCurrency = Object.fromEntries((await payoutsOf(partnerId)).map((p) => [p.currency, p]));
    expect(byCurrency.USD).toMatchObject({ status: 'paid', bankAccountId: usd.id });
    expect(byCurrency.JPY).toMatchObject({ status: 'failed', bankAccountId: jpy.id });
    expect(byCurrency.GBP).toMatchObject({ status: 'scheduled', attempts: 0, bankAccountId: null });
    expect((await finances(partnerId)).blocks).toEqual([blockIn('GBP')]);

    // An account in another currency neither retries the failed yen payout nor sends the pounds.
    await addAccount(partnerId, 'EUR', NL_IBAN);
    expect(await run.round()).toMatchObject({ paid: 0, failed: 0 });
    expect(await run.send(byCurrency.GBP.id)).toBe('skipped');
    expect((await payoutsOf(partnerId)).map((p) => [p.currency, p.status, p.attempts])).toEqual(
      expect.arrayContaining([
        ['GBP', 'scheduled', 0],
        ['JPY', 'failed', 1],
      ]),
    );
    // A second yen account marked for payouts retries the yen payout there.
    const other = await addAccount(partnerId, 'JPY', 'DE75512108001245126199');
    expect(other.payout).toBe(false);
    await request(app)
      .post(`/api/partner/bank-accounts/${other.id}/payout`)
      .set(await partnerOwnerAuth(app, t.db, partnerId))
      .expect(200);
    expect(await run.round()).toMatchObject({ paid: 1, failed: 0 });
    expect((await payoutsOf(partnerId)).find((p) => p.currency === 'JPY')).toMatchObject({
      status: 'paid',
      attempts: 2,
      bankAccountId: other.id,
    });
  });
});
