// The API's copy of the search projection (in-memory.ts): its reading of query_int as intarray reads it,
// its orders kept in step with changes as a copy loaded afresh would have them, and its refresh from the
// change log, which must see every committed change, whatever order transactions commit in.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-sql';
import { eventSearch } from '../../db/schema';
import { Random } from '../../seed/data/prng';
import { createPartnerUser, useTestContext } from '../../testing/harness';
import { events } from '../../db/schema';
import { durationIdFor } from '../events';
import { parseQueryInt, ProjectionCopy, ProjectionIndex, type OrderKey, type ProjectionRow } from './in-memory';

const t = useTestContext();

const ORDERS: OrderKey[] = [
  'date',
  'size-asc',
  'size-desc',
  'price-asc',
  'price-desc',
  'rating-asc',
  'rating-desc',
  'score-best',
  'score-weakest',
];

describe('query_int, read as intarray reads it', () => {
  it('matches the same arrays as PostgreSQL for queries with every operator and bracket', async () => {
    const queries = ['1|2&3', '3&2|1', '!1&2|3', '!(1|2)&3', '1&!2&!3', '(1|2)&(3|!4)', '!!1', '1|2|3&4&!5'];
    const arrays = [[], [1], [2], [3], [1, 2], [2, 3], [1, 3], [3, 4], [1, 2, 3], [2, 3, 4], [1, 4, 5], [3, 4, 5]];
    const evaluate = (node: ReturnType<typeof parseQueryInt>, values: number[]): boolean => {
      switch (node.op) {
        case 'token':
          return values.includes(node.token);
        case 'not':
          return !evaluate(node.arg, values);
        case 'and':
          return node.args.every((arg) => evaluate(arg, values));
        case 'or':
          return node.args.some((arg) => evaluate(arg, values));
      }
    };
    for (const query of queries) {
      const [row] = rowsOf<{ matches: boolean[] }>(
        await t.db.execute(
          sql.raw(
            `select array[${arrays.map((a) => `'{${a.join(',')}}'::int[] @@ '${query}'::query_int`).join(', ')}] as matches`,
          ),
        ),
      );
      const tree = parseQueryInt(query);
      expect({ query, matches: arrays.map((a) => evaluate(tree, a)) }).toEqual({ query, matches: row.matches });
    }
  });
});

describe('the copy of the projection', () => {
  /** A random row: ties on every key (few starts, prices, ratings, sizes, scores), nulls among them. */
  const randomRow = (rng: Random, eventId: number): ProjectionRow => {
    const startUs = (Date.UTC(2030, 0, 1) + rng.int(0, 30) * 3_600_000) * 1000;
    return {
      eventId,
      startUs,
      endUs: startUs + 8 * 3_600_000_000,
      startDay: Math.floor(startUs / 86_400_000_000),
      endDay: Math.floor(startUs / 86_400_000_000),
      price: rng.chance(0.2) ? null : rng.pick([0, 500, 1000, 2500]),
      rating: rng.chance(0.3) ? null : rng.int(0, 10),
      sizeRank: rng.chance(0.3) ? null : rng.int(1, 5),
      score: rng.pick([0, 1.5, 2.25, 7]),
      tokens: [...new Set([rng.int(1, 6), rng.int(1, 6), 10 + rng.int(0, 2)])].sort((a, b) => a - b),
    };
  };
  const pageOf = (index: ProjectionIndex, order: OrderKey, tokens: string | undefined, offset: number) =>
    index.search({ tokens, bounds: {}, nowMs: 0, order, backwards: false, offset, limit: 7, taste: null });

  it('keeps its orders and its tokens’ bitmaps in step through thousands of changes, as a copy loaded afresh has them', () => {
    const rng = Random.derive(11, 'copy');
    const kept = new ProjectionIndex();
    const rows = new Map<number, ProjectionRow>();
    for (let id = 1; id <= 300; id++) rows.set(id, randomRow(rng, id));
    kept.apply([...rows.values()]);
    // Every order read once, so that each is kept in step from now on rather than sorted again.
    for (const order of ORDERS) pageOf(kept, order, undefined, 0);
    // Small batches (kept in step one change at a time), a large one (sorted again when next read), and
    // enough dead rows on the way for the copy to compact itself.
    for (let round = 0; round < 60; round++) {
      // Read with tokens before each batch, so the common tokens' bitmaps exist and must follow it.
      pageOf(kept, 'date', '(1|2)&!4&10', 0);
      const changed: ProjectionRow[] = [];
      const gone: number[] = [];
      const size = round === 30 ? 2500 : rng.int(1, 400);
      for (let k = 0; k < size; k++) {
        const id = rng.int(1, 400);
        if (rng.chance(0.1)) {
          rows.delete(id);
          gone.push(id);
        } else {
          const row = randomRow(rng, id);
          rows.set(id, row);
          changed.push(row);
        }
      }
      // The last write of an event in a batch wins, as reading its row again after the batch does.
      const last = new Map(changed.map((row) => [row.eventId, row]));
      kept.apply(
        [...last.values()].filter((row) => rows.get(row.eventId) === row),
        gone.filter((id) => !rows.has(id)),
      );
    }
    expect(kept.size).toBeLessThan(12_000);
    const fresh = new ProjectionIndex();
    fresh.apply([...rows.values()]);
    expect(kept.live).toBe(rows.size);
    for (const order of ORDERS)
      for (const tokens of [undefined, '1', '2|3&11', '!4&10', '(1|2)&!4&10'])
        for (const offset of [0, 7, 70])
          expect({ order, tokens, offset, ...pageOf(kept, order, tokens, offset) }).toEqual({
            order,
            tokens,
            offset,
            ...pageOf(fresh, order, tokens, offset),
          });
  });

  async function insertEvent(partnerId: number, name: string, day: number): Promise<number> {
    const startAt = new Date(Date.UTC(2031, 2, day, 9));
    const endAt = new Date(Date.UTC(2031, 2, day, 17));
    const [row] = await t.db
      .insert(events)
      .values({
        partnerId,
        name,
        tagline: 'An event',
        description: 'A gathering of professionals.',
        websiteUrl: 'https://example.com',
        attendanceType: 1,
        durationId: durationIdFor(startAt, endAt),
        status: 'APPROVED',
        published: true,
        startAt,
        endAt,
      })
      .returning({ id: events.id });
    return row.id;
  }

  const scoreOf = async (copy: ProjectionCopy, eventId: number) => {
    const index = await copy.current();
    const answer = index!.search({
      tokens: undefined,
      bounds: {},
      nowMs: Date.UTC(2031, 0, 1),
      order: 'score-best',
      backwards: false,
      offset: 0,
      limit: 100,
      taste: null,
    });
    const at = answer.ids.indexOf(eventId);
    return at < 0 ? null : { at, total: answer.total };
  };

  it('reads every write committed before a search: inserts, updates, deletions and a truncation', async () => {
    const partner = await createPartnerUser(t.db, { name: 'Copy Partner' });
    const copy = new ProjectionCopy(t.db);
    const first = await insertEvent(partner.partnerId, 'Copy One', 3);
    expect(await scoreOf(copy, first)).not.toBeNull();
    const second = await insertEvent(partner.partnerId, 'Copy Two', 4);
    await t.db
      .update(eventSearch)
      .set({ rankScore: 50 })
      .where(sql`${eventSearch.eventId} = ${second}`);
    expect((await scoreOf(copy, second))?.at).toBe(0);
    await t.db
      .update(events)
      .set({ published: false })
      .where(sql`${events.id} = ${second}`);
    expect(await scoreOf(copy, second)).toBeNull();
    await t.db.execute(sql`truncate event_search cascade`);
    expect(await scoreOf(copy, first)).toBeNull();
    expect(copy.failed).toBeNull();
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite has one).
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('sees a change committed after a later transaction’s, once it commits', async () => {
    const partner = await createPartnerUser(t.db, { name: 'Copy Partner Two' });
    const early = await insertEvent(partner.partnerId, 'Copy Early', 5);
    const late = await insertEvent(partner.partnerId, 'Copy Late', 6);
    const copy = new ProjectionCopy(t.db);
    expect(await scoreOf(copy, early)).not.toBeNull();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    // The early transaction writes first (its id is the lower) and commits last.
    const open = t.db.transaction(async (tx) => {
      await tx
        .update(eventSearch)
        .set({ rankScore: 90 })
        .where(sql`${eventSearch.eventId} = ${early}`);
      written();
      await gate;
    });
    await wrote;
    await t.db
      .update(eventSearch)
      .set({ rankScore: 80 })
      .where(sql`${eventSearch.eventId} = ${late}`);
    expect((await scoreOf(copy, late))?.at).toBe(0);
    expect((await scoreOf(copy, early))?.at).not.toBe(0);
    release();
    await open;
    expect((await scoreOf(copy, early))?.at).toBe(0);
    expect((await scoreOf(copy, late))?.at).toBe(1);
  });
});
