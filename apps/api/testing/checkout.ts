// Test data for the order, payment and ticket specs: an event on sale with ticket types and extras, attendee rows for an
// order body, and payment forms for the test cards.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { createLogger } from '../src/platform/logger';
import { createApp } from '../src/app';
import type { Database } from '../src/db/client';
import {
  cancellationPolicies,
  cancellationPolicyPeriods,
  countries,
  events,
  subEvents,
  ticketTypes,
} from '../src/db/schema';
import { bearerFor, createAttendee, createPartnerUser, lateBound, useTestContext, type TestContext } from './harness';
import {
  SimulatedGateway,
  TEST_CARDS,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
  type SavedCardChargeRequest,
  type SavedCardChargeResult,
} from '../src/platform/payments';
import { eventDurationIdFor, type TCancellationPeriodView, type TCurrencyCode } from '@pavilion/domain';

const DAY = 86_400_000;

export interface TicketTypeSpec {
  name?: string;
  priceMinor?: number;
  quantity?: number;
  currency?: TCurrencyCode;
  salesStartAt?: Date | null;
  salesEndAt?: Date | null;
  /** A cancellation policy of the event's partner with these periods, set before anything is sold. */
  policy?: TCancellationPeriodView[];
}

export interface ExtraSpec {
  name?: string;
  priceMinor?: number;
  currency?: TCurrencyCode;
  capacity?: number | null;
}

export interface SaleEvent {
  eventId: number;
  ticketTypeIds: number[];
  extraIds: number[];
  /** The partner selling it, made for it, and the email its one member signs in with. */
  partnerId: number;
  partnerEmail: string;
}

export async function createSaleEvent(
  db: Database,
  now: Date,
  opts: {
    ticketTypes?: TicketTypeSpec[];
    extras?: ExtraSpec[];
    status?: 'APPROVED' | 'PENDING';
    published?: boolean;
    startsInDays?: number;
    name?: string;
  } = {},
): Promise<SaleEvent> {
  const partner = await createPartnerUser(db);
  const startAt = new Date(now.getTime() + (opts.startsInDays ?? 30) * DAY);
  const endAt = new Date(startAt.getTime() + DAY);
  const [event] = await db
    .insert(events)
    .values({
      partnerId: partner.partnerId,
      name: opts.name ?? 'Future of Logistics Summit',
      tagline: 'Where supply chains meet',
      description: 'Two days of talks.',
      websiteUrl: 'https://example.com',
      attendanceType: 1,
      startAt,
      endAt,
      durationId: eventDurationIdFor(startAt, endAt),
      status: opts.status ?? 'APPROVED',
      published: opts.published ?? true,
    })
    .returning({ id: events.id });
  const typeSpecs = opts.ticketTypes ?? [{}];
  const policyIds = await Promise.all(
    typeSpecs.map(async (t, i) => {
      if (!t.policy) return null;
      const [policy] = await db
        .insert(cancellationPolicies)
        .values({ partnerId: partner.partnerId, name: `Policy ${i + 1}` })
        .returning({ id: cancellationPolicies.id });
      await db
        .insert(cancellationPolicyPeriods)
        .values(t.policy.map((period, position) => ({ policyId: policy.id, ...period, position })));
      return policy.id;
    }),
  );
  const typeRows = await db
    .insert(ticketTypes)
    .values(
      typeSpecs.map((t, i) => ({
        eventId: event.id,
        name: t.name ?? `Standard Pass ${i + 1}`,
        priceMinor: t.priceMinor ?? 25_000,
        currency: t.currency ?? 'USD',
        quantity: t.quantity ?? 100,
        salesStartAt: t.salesStartAt ?? null,
        salesEndAt: t.salesEndAt ?? null,
        cancellationPolicyId: policyIds[i],
        position: i,
      })),
    )
    .returning({ id: ticketTypes.id });
  const extraSpecs = opts.extras ?? [];
  const extraRows = extraSpecs.length
    ? await db
        .insert(subEvents)
        .values(
          extraSpecs.map((e, i) => ({
            eventId: event.id,
            name: e.name ?? `Workshop ${i + 1}`,
            startAt,
            priceMinor: e.priceMinor ?? 0,
            currency: e.currency ?? 'USD',
            capacity: e.capacity === undefined ? null : e.capacity,
          })),
        )
        .returning({ id: subEvents.id })
    : [];
  return {
    eventId: event.id,
    ticketTypeIds: typeRows.map((r) => r.id),
    extraIds: extraRows.map((r) => r.id),
    partnerId: partner.partnerId,
    partnerEmail: partner.email,
  };
}

let attendeeCounter = 0;

/** One ticket's attendee row of the order body. */
export function attendeeTicket(ticketTypeId: number, overrides: Record<string, unknown> = {}) {
  attendeeCounter += 1;
  return {
    ticketTypeId,
    firstName: 'Grace',
    surname: `Attendee${attendeeCounter}`,
    email: `guest${attendeeCounter}@example.com`,
    company: 'Acme Freight',
    jobTitle: 'Head of Operations',
    subEventIds: [] as number[],
    ...overrides,
  };
}

export async function countryId(db: Database, code = 'GB'): Promise<number> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code));
  return row.id;
}

/** A valid payment form (as the browser sends it: the number grouped in fours). */
export function paymentForm(
  country: number,
  now: Date,
  cardNumber: string = TEST_CARDS.succeeds,
  overrides: Record<string, unknown> = {},
) {
  const nextYear = String((now.getUTCFullYear() + 1) % 100).padStart(2, '0');
  return {
    cardNumber: cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '),
    expiryDate: `12/${nextYear}`,
    cvv: '9731',
    cardholderName: 'Ada Lovelace',
    cardholderAddress: '12 Analytical Engine Way',
    cardholderZip: 'SW1A 1AA',
    country: String(country),
    ...overrides,
  };
}

/** A gateway that counts charges and refunds per idempotency key and can be made to throw. */
export class CountingGateway implements PaymentGateway {
  readonly name = 'simulated';
  readonly calls: string[] = [];
  readonly refundCalls: RefundRequest[] = [];
  readonly inner: SimulatedGateway;
  throwWith: Error | null = null;
  /** Refund attempts fail while this is above zero (each failure counts it down). */
  failRefunds = 0;
  /** Refunds throw (the provider could not be reached) while set. */
  throwOnRefund: Error | null = null;
  readonly savedChargeCalls: SavedCardChargeRequest[] = [];
  /** Off-session charges fail while this is above zero (each failure counts it down). */
  failSavedCharges = 0;
  /** Off-session charges throw while set. */
  throwOnSavedCharge: Error | null = null;

  constructor(delayMs = 0) {
    this.inner = new SimulatedGateway({ delayMs });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.calls.push(request.idempotencyKey);
    if (this.throwWith) throw this.throwWith;
    return this.inner.charge(request);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    this.refundCalls.push(request);
    if (this.throwOnRefund) throw this.throwOnRefund;
    if (this.failRefunds > 0) {
      this.failRefunds -= 1;
      return { status: 'failed', reference: null, message: 'Refused by the test gateway' };
    }
    return this.inner.refund(request);
  }

  async chargeSavedCard(request: SavedCardChargeRequest): Promise<SavedCardChargeResult> {
    this.savedChargeCalls.push(request);
    if (this.throwOnSavedCharge) throw this.throwOnSavedCharge;
    if (this.failSavedCharges > 0) {
      this.failSavedCharges -= 1;
      return { status: 'failed', reference: null, message: 'Declined by the test gateway' };
    }
    return this.inner.chargeSavedCard(request);
  }

  /** Forgets the calls and ends every failure set up, for the next test. */
  reset() {
    this.calls.length = 0;
    this.refundCalls.length = 0;
    this.savedChargeCalls.length = 0;
    this.throwWith = null;
    this.failRefunds = 0;
    this.throwOnRefund = null;
    this.failSavedCharges = 0;
    this.throwOnSavedCharge = null;
  }
}

/** The test context's app again, with a counting gateway and (optionally) a log destination. */
export function appWithGateway(t: TestContext, gateway: PaymentGateway, log?: { write(chunk: string): void }) {
  return createApp({
    config: t.config,
    db: t.db,
    logger: log ? createLogger('trace', log) : createLogger('silent'),
    storage: t.storage,
    now: () => t.clock.now,
    paymentGateway: gateway,
  });
}

export type CheckoutApp = ReturnType<typeof appWithGateway>;

/**
 * A spec's checkout, set up by the hooks this registers where it is called (at the top of a spec file, before
 * the spec's own hooks): the test context (with `env`), the app paying through `gateway` (a counting gateway
 * unless the spec brings its own), which forgets its calls and failures before each test, the United
 * Kingdom's id for payment forms (`gb()`, once set up), and the purchase steps of checkoutSteps.
 */
export function useCheckout<G extends CountingGateway = CountingGateway>(
  env: Record<string, string> = {},
  gateway: G = new CountingGateway() as G,
) {
  const t = useTestContext(env);
  let paying: CheckoutApp | undefined;
  let gbId: number | undefined;
  beforeAll(async () => {
    paying = appWithGateway(t, gateway);
    gbId = await countryId(t.db, 'GB');
  });
  beforeEach(() => gateway.reset());
  const app = lateBound('The checkout app', () => paying);
  const gb = () => {
    if (gbId === undefined)
      throw new Error('The United Kingdom is looked up in beforeAll: use gb() inside a hook or a test');
    return gbId;
  };
  return { t, gateway, app, gb, ...checkoutSteps(() => ({ t, app, gb: gb() })) };
}

/**
 * The steps of a purchase through the API, for specs: a signed-in buyer, a pending order on a fresh
 * event, and paying it. `env` is read at each call (the specs set their context up in beforeAll).
 */
export function checkoutSteps(env: () => { t: TestContext; app: Express; gb: number }) {
  async function buyer() {
    const { t, app } = env();
    const a = await createAttendee(t.db);
    return { ...a, auth: await bearerFor(app, a.email) };
  }

  async function pendingOrder(
    b: { auth: Record<string, string> },
    opts: {
      tickets?: number;
      quantity?: number;
      extras?: boolean;
      priceMinor?: number;
      policy?: TCancellationPeriodView[];
      currency?: TCurrencyCode;
    } = {},
  ) {
    const { t, app } = env();
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [
        {
          quantity: opts.quantity ?? 10,
          priceMinor: opts.priceMinor ?? 12_500,
          policy: opts.policy,
          currency: opts.currency,
        },
      ],
      extras: opts.extras ? [{ name: 'Harbour Tour', capacity: 5, priceMinor: 2_000 }] : [],
    });
    const res = await request(app)
      .post('/api/orders/')
      .set(b.auth)
      .send({
        eventId: sale.eventId,
        tickets: Array.from({ length: opts.tickets ?? 1 }, (_, i) =>
          attendeeTicket(sale.ticketTypeIds[0], {
            firstName: `Guest${i}`,
            email: `guest${i}.${randomUUID().slice(0, 6)}@example.com`,
            subEventIds: opts.extras ? sale.extraIds : [],
          }),
        ),
      })
      .expect(201);
    return { orderId: res.body.id as string, sale };
  }

  const pay = (
    auth: Record<string, string>,
    orderId: string,
    card: string = TEST_CARDS.succeeds,
    key: string | null = randomUUID(),
    overrides: Record<string, unknown> = {},
  ) => {
    const { t, app, gb } = env();
    const req = request(app).post(`/api/orders/${orderId}/complete-order`).set(auth);
    if (key !== null) req.set('Idempotency-Key', key);
    return req.send(paymentForm(gb, t.clock.now, card, overrides));
  };

  return { buyer, pendingOrder, pay };
}
