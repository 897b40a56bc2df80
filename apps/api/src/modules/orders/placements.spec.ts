// Batched placement: the queue's batching and failure handling, then place_orders() itself on the
// test database (PGlite, or PostgreSQL with DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { orders, ticketSubEvents, tickets, ticketTypes } from '../../db/schema';
import { createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { createSaleEvent } from '@pavilion/api-testing/checkout';
import { OrderPlacements, PlacementQueue, type PlacementDraft } from './placements';

/** A runner whose calls can be held open, recording the batches it was given. */
function heldRunner(answer: (item: string) => boolean | Error = () => true) {
  const batches: string[][] = [];
  const open: Array<() => void> = [];
  const run = async (key: number, items: string[]) => {
    batches.push(items.map((i) => `${key}:${i}`));
    await new Promise<void>((resolve) => open.push(resolve));
    const answers = items.map(answer);
    const failure = answers.find((a) => a instanceof Error);
    if (failure) throw failure;
    return answers as boolean[];
  };
  const releaseAll = async () => {
    while (open.length) {
      open.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { run, batches, open, releaseAll };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PlacementQueue', () => {
  it('sends an order at once when nothing is under way, and what arrives meanwhile together next, in arrival order', async () => {
    const r = heldRunner((item) => item !== 'c');
    const queue = new PlacementQueue(r.run);
    const first = queue.place(7, 'a');
    await tick();
    expect(r.batches).toEqual([['7:a']]);
    const rest = ['b', 'c', 'd'].map((item) => queue.place(7, item));
    await tick();
    expect(r.batches).toHaveLength(1); // they wait for the call under way
    await r.releaseAll();
    await r.releaseAll();
    expect(r.batches).toEqual([['7:a'], ['7:b', '7:c', '7:d']]);
    expect(await first).toBe(true);
    expect(await Promise.all(rest)).toEqual([true, false, true]);
  });

  it('keeps batches to the maximum size', async () => {
    const r = heldRunner();
    const queue = new PlacementQueue(r.run, 2);
    const all = ['a', 'b', 'c', 'd', 'e'].map((item) => queue.place(1, item));
    for (let i = 0; i < 5; i++) await r.releaseAll();
    await Promise.all(all);
    expect(r.batches).toEqual([['1:a'], ['1:b', '1:c'], ['1:d', '1:e']]);
  });

  it('runs different ticket types independently', async () => {
    const r = heldRunner();
    const queue = new PlacementQueue(r.run);
    const a = queue.place(1, 'a');
    const b = queue.place(2, 'b');
    await tick();
    expect(r.batches).toEqual([['1:a'], ['2:b']]);
    await r.releaseAll();
    expect(await Promise.all([a, b])).toEqual([true, true]);
  });

  it('when a batch fails, tries its orders one by one: only the bad one fails', async () => {
    const r = heldRunner((item) => (item === 'bad' ? new Error('broken row') : true));
    const queue = new PlacementQueue(r.run);
    const first = queue.place(3, 'x');
    await tick();
    const rest = ['y', 'bad', 'z'].map((item) => queue.place(3, item).then(String, (err: Error) => err.message));
    for (let i = 0; i < 6; i++) await r.releaseAll();
    expect(await first).toBe(true);
    expect(await Promise.all(rest)).toEqual(['true', 'broken row', 'true']);
    expect(r.batches).toEqual([['3:x'], ['3:y', '3:bad', '3:z'], ['3:y'], ['3:bad'], ['3:z']]);
  });
});

describe('place_orders() on the database', () => {
  const t = useTestContext();

  function draft(
    buyer: { personId: number },
    eventId: number,
    typeId: number,
    seats: number,
    extraIds: number[] = [],
  ): PlacementDraft {
    const orderId = randomUUID();
    const ticketRows = Array.from({ length: seats }, (_, position) => ({
      id: randomUUID(),
      orderId,
      eventId,
      ticketTypeId: typeId,
      priceMinor: 1000,
      currency: 'USD' as const,
      firstName: 'Ada',
      surname: `Seat${position}`,
      email: 'ada@example.com',
      company: 'Analytical Engines',
      jobTitle: 'Engineer',
      position,
    }));
    return {
      order: {
        id: orderId,
        personId: buyer.personId,
        eventId,
        currency: 'USD',
        totalMinor: seats * 1000,
        holdExpiresAt: new Date(t.clock.now.getTime() + 15 * 60_000),
        buyerFirstName: 'Ada',
        buyerSurname: 'Lovelace',
        buyerEmail: 'ada@example.com',
        createdAt: t.clock.now,
      },
      tickets: ticketRows,
      links: extraIds.map((subEventId) => ({ ticketId: ticketRows[0].id, subEventId, priceMinor: 0 })),
    };
  }

  /** One call for the drafts together, its answer as place_orders() spells it ('t' placed, 'f' not). */
  async function call(typeId: number, drafts: PlacementDraft[]): Promise<string> {
    const placed = await new OrderPlacements(t.db).placeTogether(typeId, drafts);
    return placed.map((p) => (p ? 't' : 'f')).join('');
  }

  it('grants first come first served, a later smaller order fitting after a larger one is refused, and writes only the granted', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [{ quantity: 6 }],
      extras: [{ name: 'Welcome drinks', capacity: null }],
    });
    const [typeId] = sale.ticketTypeIds;
    const buyer = await createAttendee(t.db);
    const drafts = [
      draft(buyer, sale.eventId, typeId, 3, sale.extraIds),
      draft(buyer, sale.eventId, typeId, 5),
      draft(buyer, sale.eventId, typeId, 2, sale.extraIds),
    ];
    expect(await call(typeId, drafts)).toBe('tft');

    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(type).toMatchObject({ quantity: 6, held: 5, sold: 0 });
    const ids = drafts.map((d) => d.order.id);
    const placed = await t.db
      .select({ id: orders.id, status: orders.status, total: orders.totalMinor })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(placed.map((o) => o.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect(placed.every((o) => o.status === 'pending')).toBe(true);
    const ticketRows = await t.db
      .select({ orderId: tickets.orderId, surname: tickets.surname })
      .from(tickets)
      .where(inArray(tickets.orderId, ids));
    expect(ticketRows.filter((r) => r.orderId === ids[0])).toHaveLength(3);
    expect(ticketRows.filter((r) => r.orderId === ids[1])).toHaveLength(0);
    expect(
      ticketRows
        .filter((r) => r.orderId === ids[2])
        .map((r) => r.surname)
        .sort(),
    ).toEqual(['Seat0', 'Seat1']);
    const links = await t.db
      .select({ ticketId: ticketSubEvents.ticketId })
      .from(ticketSubEvents)
      .where(inArray(ticketSubEvents.ticketId, [drafts[0].tickets[0].id, drafts[2].tickets[0].id]));
    expect(links).toHaveLength(2);

    // One seat is left: a 2-seat order is refused and nothing is written for it.
    const late = draft(buyer, sale.eventId, typeId, 2);
    expect(await call(typeId, [late])).toBe('f');
    expect(await t.db.select().from(orders).where(eq(orders.id, late.order.id))).toHaveLength(0);
    const [after] = await t.db.select({ held: ticketTypes.held }).from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(after.held).toBe(5);
  });

  it('writes nothing of a batch that fails, and OrderPlacements then places the good orders alone', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 10 }] });
    const [typeId] = sale.ticketTypeIds;
    const buyer = await createAttendee(t.db);
    const good = draft(buyer, sale.eventId, typeId, 1);
    const bad = draft({ personId: 999_999 }, sale.eventId, typeId, 1); // no such person: a foreign-key violation
    await expect(call(typeId, [good, bad])).rejects.toThrow();
    expect(await t.db.select().from(orders).where(eq(orders.id, good.order.id))).toHaveLength(0);
    const [untouched] = await t.db
      .select({ held: ticketTypes.held })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, typeId));
    expect(untouched.held).toBe(0);

    // Through the queue: the first goes alone, the next three wait and fail together; each is tried again alone.
    const placements = new OrderPlacements(t.db);
    const others = [
      draft(buyer, sale.eventId, typeId, 2),
      draft({ personId: 999_998 }, sale.eventId, typeId, 1),
      draft(buyer, sale.eventId, typeId, 3),
    ];
    const results = await Promise.all(
      [good, ...others].map((d) => placements.place(typeId, d).then(String, () => 'error')),
    );
    expect(results).toEqual(['true', 'true', 'error', 'true']);
    const [held] = await t.db.select({ held: ticketTypes.held }).from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(held.held).toBe(6);
  });
});
