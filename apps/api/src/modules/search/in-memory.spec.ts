// The API's copy of the search projection (in-memory.ts): its reading of query_int as intarray reads it,
// its orders kept in step with changes as a copy loaded afresh would have them, and its refresh from the
// change log, which must see every committed change, whatever order transactions commit in.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-sql';
import { eventSearch } from '../../db/schema';
import { Random } from '../../seed/data/prng';
import { createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { events } from '../../db/schema';
import { durationIdFor } from '../events';
import { computeRankFactors } from '../ranking';
import { RANKING_WEIGHTS, ZEventFilter } from '@pavilion/domain';
import { readKeyword, tokenSearch, wordIdsOf } from './plan';
import { token, TOKEN } from './tokens';
import { DEFAULT_SEARCH_LIMITS, searchAnswer, searchAnswerInMemory } from './read-model';
import {
  ORDER_KEYS,
  parseQueryInt,
  ProjectionCopy,
  WordScores,
  ProjectionIndex,
  SPONSORED_KEPT_MS,
  sortInSlices,
  searchCopyState,
  type OrderKey,
  type ProjectionRow,
} from './in-memory';
import type { DbOrTx } from '../../db/client';

const t = useTestContext();

/** Whether an array of tokens matches a parsed query_int, read plainly from the tree. */
const evaluate = (node: ReturnType<typeof parseQueryInt>, values: readonly number[]): boolean => {
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

describe('query_int, read as intarray reads it', () => {
  it('matches the same arrays as PostgreSQL for queries with every operator and bracket', async () => {
    const queries = ['1|2&3', '3&2|1', '!1&2|3', '!(1|2)&3', '1&!2&!3', '(1|2)&(3|!4)', '!!1', '1|2|3&4&!5'];
    const arrays = [[], [1], [2], [3], [1, 2], [2, 3], [1, 3], [3, 4], [1, 2, 3], [2, 3, 4], [1, 4, 5], [3, 4, 5]];
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
    for (const order of ORDER_KEYS) pageOf(kept, order, undefined, 0);
    const eventsIn = (index: ProjectionIndex, key: OrderKey) => {
      const order = index.order(key);
      return Array.from(order.data.subarray(0, order.length), (slot) => index.eventId[slot]);
    };
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
      // Every fifth batch, new scores alone, as a ranking round writes them (a few, or most rows).
      if (round % 5 === 4) {
        const rescored = [...rows.values()].filter(() => rng.chance(round === 34 ? 0.9 : 0.05));
        for (const row of rescored) rows.set(row.eventId, { ...row, score: rng.int(0, 20) / 4 });
        kept.rescore(
          Int32Array.from(rescored, (row) => row.eventId),
          Float64Array.from(rescored, (row) => rows.get(row.eventId)!.score),
        );
        // The score orders kept in step hold the events a fresh copy sorts, in its order (pages this
        // small are sorted from the matches, not read from an order).
        const now = new ProjectionIndex();
        now.apply([...rows.values()]);
        for (const key of ['score-best', 'score-weakest'] as const)
          expect({ round, key, ids: eventsIn(kept, key) }).toEqual({ round, key, ids: eventsIn(now, key) });
      }
    }
    expect(kept.size).toBeLessThan(12_000);
    const fresh = new ProjectionIndex();
    fresh.apply([...rows.values()]);
    expect(kept.live).toBe(rows.size);
    for (const order of ORDER_KEYS)
      for (const tokens of [undefined, '1', '2|3&11', '!4&10', '(1|2)&!4&10'])
        for (const offset of [0, 7, 70])
          expect({ order, tokens, offset, ...pageOf(kept, order, tokens, offset) }).toEqual({
            order,
            tokens,
            offset,
            ...pageOf(fresh, order, tokens, offset),
          });
  });

  it('answers a search alike whatever searches ran before it on the same index, its working bitmaps reused', () => {
    const rng = Random.derive(12, 'reuse');
    const rows = Array.from({ length: 700 }, (_, i) => randomRow(rng, i + 1));
    const queries = [undefined, '1', '2|3&11', '!4&10', '(1|2)&!4&10', '!(5|6)', '3&!3'];
    const alone = queries.map((tokens) => {
      const fresh = new ProjectionIndex();
      fresh.apply(rows);
      return pageOf(fresh, 'date', tokens, 3);
    });
    const shared = new ProjectionIndex();
    shared.apply(rows);
    for (let i = 0; i < 60; i++) {
      // Another search first, in any order, then this one.
      pageOf(shared, rng.pick(ORDER_KEYS), rng.pick(queries), 0);
      const k = rng.int(0, queries.length - 1);
      expect({ tokens: queries[k], ...pageOf(shared, 'date', queries[k], 3) }).toEqual({
        tokens: queries[k],
        ...alone[k],
      });
    }
  });

  it('ranks by the words’ scores as a plain sort does, walked or whole, with ties and in both directions', () => {
    const rng = Random.derive(11, 'relevance');
    const index = new ProjectionIndex();
    const rows: ProjectionRow[] = [];
    // Scores from a few values, so many ranks tie and the start and id decide.
    const levels = [0.0607927, 0.0759909, 0.0911891, 0.1215854, 0.2431708, 0.6079271].map(Math.fround);
    const held: Map<number, number>[] = [new Map(), new Map(), new Map()];
    for (let id = 1; id <= 3000; id++) {
      const tokens = [1 + rng.int(0, 4)];
      held.forEach((scores, k) => {
        if (rng.chance(k === 0 ? 0.8 : 0.4)) {
          tokens.push(100 + k);
          scores.set(id, rng.pick(levels));
        }
      });
      const startUs = Date.UTC(2031, 0, 1 + rng.int(0, 30)) * 1000;
      const row = {
        eventId: id,
        startUs,
        endUs: startUs,
        startDay: 0,
        endDay: 0,
        price: null,
        rating: null,
        sizeRank: null,
        score: 0,
        tokens,
      };
      rows.push(row);
    }
    index.apply(rows);
    const words = held.map((scores) => {
      const ids = [...scores.keys()].sort((a, b) => a - b);
      return new WordScores(Int32Array.from(ids), Float32Array.from(ids.map((id) => scores.get(id)!)));
    });
    for (const [tokens, k] of [
      ['100', [0]],
      ['100&101', [0, 1]],
      ['100&101&102&(1|2)', [0, 1, 2]],
      ['101&3', [1]],
    ] as const)
      for (const weakestFirst of [false, true])
        for (const walkAtMost of [undefined, 0, 50, Infinity])
          for (const offset of [0, 40]) {
            const chosen = k.map((i) => words[i]);
            const page = index.search({
              tokens,
              bounds: {},
              nowMs: Date.UTC(2030, 0, 1),
              order: 'date',
              backwards: false,
              offset,
              limit: 20,
              taste: null,
              relevance: { words: chosen, weakestFirst, walkAtMost },
            })!;
            const expected = rows
              .filter((row) => evaluate(parseQueryInt(tokens), row.tokens as number[]))
              .map((row) => ({ row, rank: k.reduce<number>((sum, i) => sum + held[i].get(row.eventId)!, 0) }))
              .sort(
                (a, b) =>
                  (weakestFirst ? a.rank - b.rank : b.rank - a.rank) ||
                  a.row.startUs - b.row.startUs ||
                  a.row.eventId - b.row.eventId,
              );
            expect({ tokens, weakestFirst, walkAtMost, offset, ids: page.ids, total: page.total }).toEqual({
              tokens,
              weakestFirst,
              walkAtMost,
              offset,
              ids: expected.slice(offset, offset + 20).map((e) => e.row.eventId),
              total: expected.length,
            });
          }
  });

  it("orders a signed-in visitor's recommended pages by score plus taste as a plain sort does, in both directions, most events on the lowest score", () => {
    const rng = Random.derive(17, 'taste');
    const sector = (id: number) => token(TOKEN.sector, id)!;
    const country = (id: number) => token(TOKEN.attendeeCountry, id)!;
    const rows: ProjectionRow[] = [];
    for (let id = 1; id <= 3000; id++) {
      const startUs = (Date.UTC(2030, 0, 1) + rng.int(0, 400) * 3_600_000) * 1000;
      rows.push({
        eventId: id,
        startUs,
        endUs: startUs + 3_600_000_000,
        startDay: Math.floor(startUs / 86_400_000_000),
        endDay: Math.floor(startUs / 86_400_000_000),
        price: null,
        rating: null,
        sizeRank: null,
        // As in a catalogue: most events on the lowest score, which the taste lifts above others.
        score: rng.chance(0.7) ? 2.55 : rng.pick([3, 4.05, 5.55, 7.1, 10]),
        tokens: [sector(rng.int(1, 6)), country(rng.int(1, 4)), 100 + rng.int(0, 1)].sort((a, b) => a - b),
      });
    }
    const index = new ProjectionIndex();
    index.apply(rows);
    const taste = { sectorIds: [1, 2], countryId: 3 };
    const personal = (row: ProjectionRow) =>
      row.score +
      ((row.tokens.includes(sector(1)) || row.tokens.includes(sector(2)) ? RANKING_WEIGHTS.yourSectors : 0) +
        (row.tokens.includes(country(3)) ? RANKING_WEIGHTS.yourCountry : 0));
    for (const tokens of [undefined, '100'])
      for (const order of ['score-best', 'score-weakest'] as const)
        for (const [offset, limit] of [
          [0, 20],
          [40, 20],
          [1000, 50],
          [1400, 100],
        ]) {
          const page = index.search({ tokens, bounds: {}, nowMs: 0, order, backwards: false, offset, limit, taste })!;
          const expected = rows
            .filter((row) => tokens === undefined || row.tokens.includes(100))
            .map((row) => ({ row, rank: personal(row) }))
            .sort(
              (a, b) =>
                (order === 'score-weakest' ? a.rank - b.rank : b.rank - a.rank) ||
                a.row.startUs - b.row.startUs ||
                a.row.eventId - b.row.eventId,
            );
          expect({ tokens, order, offset, ids: page.ids, total: page.total }).toEqual({
            tokens,
            order,
            offset,
            ids: expected.slice(offset, offset + limit).map((e) => e.row.eventId),
            total: expected.length,
          });
        }
  });

  it('finds a word’s scores by galloping on from the last one asked as a binary search finds them', () => {
    const rng = Random.derive(12, 'cursor');
    const ids = [...new Set(Array.from({ length: 5000 }, () => rng.int(1, 40_000)))].sort((a, b) => a - b);
    const word = new WordScores(Int32Array.from(ids), Float32Array.from(ids.map((id) => Math.fround(id / 7))));
    const asked = Array.from({ length: 20_000 }, (_, i) => (i < 15_000 ? i * 2 + rng.int(0, 3) : rng.int(0, 41_000)));
    const scoreOf = word.cursor();
    expect(asked.map((id) => scoreOf(id))).toEqual(asked.map((id) => word.scoreOf(id)));
    expect(asked.filter((id) => scoreOf(id) !== undefined).length).toBeGreaterThan(1000);
  });

  it('ranks more matches than it sorts unordered whole in the request when refreshed in the background, asking for the orders meanwhile', () => {
    const index = new ProjectionIndex();
    const wanted: boolean[] = [];
    index.orderWanted = (_word, weakestFirst) => wanted.push(weakestFirst);
    const rows: ProjectionRow[] = [];
    const scores = new Map<number, number>();
    for (let id = 1; id <= 31_500; id++) {
      const startUs = Date.UTC(2031, 0, 1 + (id % 30)) * 1000;
      rows.push({
        eventId: id,
        startUs,
        endUs: startUs,
        startDay: 0,
        endDay: 0,
        price: null,
        rating: null,
        sizeRank: null,
        score: 0,
        tokens: [100, 1 + (id % 3)],
      });
      scores.set(id, Math.fround(((id * 7919) % 1000) / 1000));
    }
    index.apply(rows);
    const ids = [...scores.keys()];
    const word = new WordScores(Int32Array.from(ids), Float32Array.from(ids.map((id) => scores.get(id)!)));
    const page = index.search({
      tokens: '100&(1|2)',
      bounds: {},
      nowMs: Date.UTC(2030, 0, 1),
      order: 'date',
      backwards: false,
      offset: 2000,
      limit: 50,
      taste: null,
      relevance: { words: [word], weakestFirst: false },
    });
    const expected = rows
      .filter((row) => row.eventId % 3 !== 2)
      .sort((a, b) => scores.get(b.eventId)! - scores.get(a.eventId)! || a.startUs - b.startUs || a.eventId - b.eventId)
      .map((row) => row.eventId);
    expect(page && { ids: page.ids, total: page.total }).toEqual({ ids: expected.slice(2000, 2050), total: 21_000 });
    expect(wanted).toEqual([false]);
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
    })!;
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

  it('keeps the scores of the words it holds in step with the documents: words added, repeated, removed', async () => {
    const partner = await createPartnerUser(t.db, { name: 'Copy Partner Words' });
    const document = (text: string) => sql`to_tsvector('english', ${text})`;
    const write = (id: number, text: string) =>
      t.db
        .update(events)
        .set({ searchVector: document(text) })
        .where(sql`${events.id} = ${id}`);
    const ids: number[] = [];
    for (const [i, text] of ['orchard harvest', 'orchard orchard fair', 'harvest only', 'orchard'].entries()) {
      ids.push(await insertEvent(partner.partnerId, `Words ${i}`, 10 + i));
      await write(ids[i], text);
    }
    const copy = new ProjectionCopy(t.db);
    await copy.current();
    const keyword = (await readKeyword(t.db, ZEventFilter.parse({ query: 'orchard harvest' })))!;
    const wordIds = await wordIdsOf(t.db, keyword);
    // The copy's scores as { word: { event: score } }, and the same read from event_search_terms.
    const held = async () => {
      await copy.current();
      const scores = (await copy.wordScores(keyword.terms, wordIds))!;
      return Object.fromEntries(
        keyword.terms.map((word, k) => [
          word,
          Object.fromEntries(ids.flatMap((id) => (scores[k].has(id) ? [[id, scores[k].scoreOf(id)]] : []))),
        ]),
      );
    };
    const stored = async () => {
      const rows = rowsOf<{ lexeme: string; id: number; score: number }>(
        await t.db.execute(sql`select lexeme, event_id as id, score::float8 as score from event_search_terms
          where lexeme = any(${`{${keyword.terms.join(',')}}`}::text[]) and event_id = any(${`{${ids.join(',')}}`}::int[])`),
      );
      return Object.fromEntries(
        keyword.terms.map((word) => [
          word,
          Object.fromEntries(rows.filter((r) => r.lexeme === word).map((r) => [Number(r.id), Number(r.score)])),
        ]),
      );
    };
    const before = await held();
    expect(Object.keys(before.orchard)).toHaveLength(3);
    expect(before).toEqual(await stored());
    // A word repeated (its score rises), a word removed, a word added, an event unpublished, one inserted.
    await write(ids[0], 'orchard orchard orchard harvest harvest');
    await write(ids[1], 'fair only');
    await write(ids[2], 'harvest orchard');
    await t.db
      .update(events)
      .set({ published: false })
      .where(sql`${events.id} = ${ids[3]}`);
    ids.push(await insertEvent(partner.partnerId, 'Words 4', 20));
    await write(ids[4], 'harvest of the orchard');
    const after = await held();
    expect(after).toEqual(await stored());
    expect(after.orchard[ids[0]]).toBeGreaterThan(before.orchard[ids[0]]!);
    expect(Object.keys(after.orchard).map(Number).sort()).toEqual([ids[0], ids[2], ids[4]].sort());

    // Three documents alike tie on rank, so the sooner start comes first, both ways; moving the last
    // to the soonest start puts it first in the copy's relevance order as in SQL's, even for one a page.
    await write(ids[2], 'orchard orchard orchard harvest harvest');
    await write(ids[4], 'orchard orchard orchard harvest harvest');
    const ranked = async (sortDirection: 'asc' | 'desc', pageSize: number) => {
      const filter = ZEventFilter.parse({ query: 'orchard', sortCriteria: 'relevance', sortDirection, pageSize });
      const now = new Date();
      const fromCopy = await searchAnswerInMemory(t.db, copy, filter, now, null, { sponsoredPlace: false });
      const inSql = await searchAnswer(t.db, filter, now, null, DEFAULT_SEARCH_LIMITS, { sponsoredPlace: false });
      const idsOf = (body: string | null) =>
        (JSON.parse(body ?? '{"events":[]}') as { events: { id: number }[] }).events.map((e) => e.id);
      expect(idsOf(fromCopy)).toEqual(idsOf(inSql));
      // And walked in each word's relevance order to the end, which a few matches are not by default.
      const orchard = (await readKeyword(t.db, filter))!;
      const { tokens, bounds } = tokenSearch(filter, now, orchard, wordIds);
      const walked = (await copy.current())!.search({
        tokens,
        bounds,
        nowMs: now.getTime(),
        order: 'date',
        backwards: false,
        offset: 0,
        limit: pageSize,
        taste: null,
        relevance: {
          words: (await copy.wordScores(orchard.terms, wordIds))!,
          weakestFirst: sortDirection === 'desc',
          walkAtMost: Infinity,
        },
      })!;
      expect(walked.ids).toEqual(idsOf(inSql));
      return idsOf(fromCopy);
    };
    expect(await ranked('asc', 20)).toEqual([ids[0], ids[2], ids[4]]);
    expect(await ranked('desc', 20)).toEqual([ids[0], ids[2], ids[4]]);
    expect(await ranked('asc', 1)).toEqual([ids[0]]);
    expect(await ranked('desc', 1)).toEqual([ids[0]]);
    const soonest = new Date(Date.UTC(2031, 2, 5, 9));
    await t.db
      .update(events)
      .set({ startAt: soonest, endAt: new Date(soonest.getTime() + 8 * 3_600_000) })
      .where(sql`${events.id} = ${ids[4]}`);
    expect(await ranked('asc', 1)).toEqual([ids[4]]);
    expect(await ranked('desc', 1)).toEqual([ids[4]]);
    expect(await ranked('asc', 20)).toEqual([ids[4], ids[0], ids[2]]);
    expect(copy.failed).toBeNull();
  });

  it('lets go of the least recently used words beyond its bound, and reads a word again when asked', async () => {
    const partner = await createPartnerUser(t.db, { name: 'Copy Partner Bound' });
    for (const [i, text] of ['quince pear', 'quince medlar', 'pear medlar quince'].entries()) {
      const id = await insertEvent(partner.partnerId, `Bound ${i}`, 5 + i);
      await t.db
        .update(events)
        .set({ searchVector: sql`to_tsvector('english', ${text})` })
        .where(sql`${events.id} = ${id}`);
    }
    // Room for five entries: quince's three scores and one more word of two.
    const copy = new ProjectionCopy(t.db, Date.now, 5);
    await copy.current();
    const ask = async (query: string) => {
      const filter = ZEventFilter.parse({ query, sortCriteria: 'relevance' });
      const inSql = await searchAnswer(t.db, filter, new Date(), null, DEFAULT_SEARCH_LIMITS, {
        sponsoredPlace: false,
      });
      expect(await searchAnswerInMemory(t.db, copy, filter, new Date(), null, { sponsoredPlace: false })).toBe(inSql);
    };
    await ask('quince');
    await ask('pear');
    expect(copy.wordsHeld).toEqual(['quinc', 'pear']);
    await ask('medlar');
    expect(copy.wordsHeld).toEqual(['pear', 'medlar']);
    await ask('quince');
    expect(copy.wordsHeld).toEqual(['medlar', 'quinc']);
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

  onPostgres('refuses a statement that sees in progress a transaction an earlier snapshot saw committed', async () => {
    const readsAfter = async (snapshot: string) =>
      rowsOf<{ ok: boolean }>(await t.db.execute(sql`select event_search_copy_reads_after(${snapshot}) as ok`))[0].ok;
    const snapshotNow = async () =>
      rowsOf<{ snapshot: string }>(await t.db.execute(sql`select pg_current_snapshot()::text as snapshot`))[0].snapshot;
    // Other test files' transactions run on the same server: only real snapshots say what was in progress.
    const before = await snapshotNow();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written!: (xid: string) => void;
    const wrote = new Promise<string>((resolve) => (written = resolve));
    const open = t.db.transaction(async (tx) => {
      const [{ xid }] = rowsOf<{ xid: string }>(await tx.execute(sql`select pg_current_xact_id()::text as xid`));
      written(xid);
      await gate;
    });
    try {
      const xid = await wrote;
      // A later transaction that commits: the open one is then in progress below the snapshot's xmax.
      await t.db.execute(sql`select pg_current_xact_id()`);
      const snapshot = await snapshotNow();
      const [xmin, xmax, xip] = snapshot.split(':');
      expect(xip.split(',')).toContain(xid);
      // The same snapshot, and one taken before the transaction began, are read after.
      expect(await readsAfter(snapshot)).toBe(true);
      expect(await readsAfter(before)).toBe(true);
      // One that saw it committed (a primary's, read before a replica has replayed the commit) is not.
      const sawCommitted = `${xmin}:${xmax}:${xip
        .split(',')
        .filter((x) => x && x !== xid)
        .join(',')}`;
      await expect(readsAfter(sawCommitted)).rejects.toMatchObject({
        cause: expect.objectContaining({ message: expect.stringMatching(/behind its snapshot/) }),
      });
    } finally {
      release();
      await open;
    }
  });

  describe('refreshed in the background', () => {
    /** Resolves once `check` holds, polling every 20 ms for at most `ms`; false when it never did. */
    const until = async (check: () => boolean | Promise<boolean>, ms = 5_000) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (await check()) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    };
    /** The event's place in the copy's recommended order, from the index it answers with now; null when absent or not answering. */
    const placeNow = async (copy: ProjectionCopy, eventId: number) => {
      const index = await copy.current();
      if (!index) return null;
      const answer = index.search({
        tokens: undefined,
        bounds: {},
        nowMs: Date.UTC(2031, 0, 1),
        order: 'score-best',
        backwards: false,
        offset: 0,
        limit: 100,
        taste: null,
      })!;
      const at = answer.ids.indexOf(eventId);
      return at < 0 ? null : at;
    };
    /** `t.db` with each `execute` going through `around`, which runs the statement with `execute(...args)`. */
    const aroundExecute = (
      around: (execute: (...args: unknown[]) => Promise<unknown>, args: unknown[]) => Promise<unknown>,
    ) =>
      new Proxy(t.db, {
        get: (target, key, receiver) => {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (key !== 'execute' || typeof value !== 'function') return value;
          const execute = (...args: unknown[]) => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          return (...args: unknown[]) => around(execute, args);
        },
      }) as DbOrTx;
    const stopping: ProjectionCopy[] = [];
    afterEach(async () => {
      for (const copy of stopping.splice(0)) await copy.stop();
    });

    it('stopped while its LISTEN is under way, undoes it before stop() returns: nothing of it runs after', async () => {
      let answer!: (unlisten: () => Promise<void>) => void;
      const calls: string[] = [];
      const listen = () =>
        new Promise<() => Promise<void>>((resolve) => {
          answer = resolve;
        });
      const copy = new ProjectionCopy(t.db, Date.now, undefined, { refreshEveryMs: 60_000 });
      copy.start(listen);
      const stopped = copy.stop().then(() => calls.push('stopped'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toEqual([]);
      // The LISTEN answers after stop() was called; undoing it fails (the connection ended meanwhile):
      // stop() waits for it, and the failure is nobody's unhandled rejection.
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        answer(async () => {
          calls.push('unlisten');
          throw new Error('write CONNECTION_ENDED');
        });
        await stopped;
        await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
      expect(calls).toEqual(['unlisten', 'stopped']);
      expect(unhandled).toEqual([]);
    });

    it('keeps the sponsored events it read for a moment within the hour, one read for the searches meanwhile', async () => {
      let clock = 1_000_000;
      const copy = new ProjectionCopy(t.db, () => clock, undefined, { refreshEveryMs: 60_000 });
      let reads = 0;
      const read = async () => [++reads];
      const now = new Date('2027-03-01T10:15:00Z');
      const nextHour = new Date('2027-03-01T11:00:00Z');
      // Without its loop (as in tests that write and search at once), each search reads them.
      expect(await copy.sponsoredIds(now, read)).toEqual([1]);
      expect(await copy.sponsoredIds(now, read)).toEqual([2]);
      stopping.push(copy);
      copy.start();
      // Two searches at once share one read, and the next within SPONSORED_KEPT_MS takes it too.
      expect(await Promise.all([copy.sponsoredIds(now, read), copy.sponsoredIds(now, read)])).toEqual([[3], [3]]);
      clock += SPONSORED_KEPT_MS - 1;
      expect(await copy.sponsoredIds(now, read)).toEqual([3]);
      // Another hour orders them anew: read again, whatever the time since.
      expect(await copy.sponsoredIds(nextHour, read)).toEqual([4]);
      clock += SPONSORED_KEPT_MS;
      expect(await copy.sponsoredIds(nextHour, read)).toEqual([5]);
      // A read that fails is not kept: the next search reads again.
      clock += SPONSORED_KEPT_MS;
      await expect(copy.sponsoredIds(nextHour, () => Promise.reject(new Error('connection lost')))).rejects.toThrow(
        'connection lost',
      );
      expect(await copy.sponsoredIds(nextHour, read)).toEqual([6]);
    });

    it('catches up with each commit it is told of, without a search waiting on the database', async () => {
      const partner = await createPartnerUser(t.db, { name: 'Loop Partner' });
      const first = await insertEvent(partner.partnerId, 'Loop One', 3);
      // Every statement the copy runs is counted.
      let statements = 0;
      const counted = aroundExecute((execute, args) => {
        statements++;
        return execute(...args);
      });
      // A refresh at least every minute only: what it catches up with within a second, it was told of.
      const copy = new ProjectionCopy(counted, Date.now, undefined, { refreshEveryMs: 60_000 });
      stopping.push(copy);
      copy.start(t.handle.listen);
      expect(await until(() => copy.status().path === 'memory')).toBe(true);
      expect(await placeNow(copy, first)).not.toBeNull();
      expect(searchCopyState()).toMatchObject({ path: 'memory', rows: copy.status().rows });
      expect(copy.status().bytes).toBeGreaterThan(0);
      // A search never waits for the database: `current()` runs no statement.
      const ran = statements;
      for (let i = 0; i < 5; i++) expect(await copy.current()).not.toBeNull();
      expect(statements).toBe(ran);
      const second = await insertEvent(partner.partnerId, 'Loop Two', 4);
      // Above every score the tests before gave (90 on PostgreSQL), so it comes first.
      await t.db
        .update(eventSearch)
        .set({ rankScore: 95 })
        .where(sql`${eventSearch.eventId} = ${second}`);
      // Told within moments, not by the minute's refresh (a busy machine may take a few seconds).
      expect(await until(async () => (await placeNow(copy, second)) === 0, 10_000)).toBe(true);
      expect(copy.status().behindMs).toBeLessThan(2_000);
      await t.db
        .update(events)
        .set({ published: false })
        .where(sql`${events.id} = ${second}`);
      expect(await until(async () => (await placeNow(copy, second)) === null, 10_000)).toBe(true);
      expect(copy.status().failures).toBe(0);
    });

    it('answers nothing once too far behind, retries a failing refresh with backoff, and serves again once it heals', async () => {
      const partner = await createPartnerUser(t.db, { name: 'Heal Partner' });
      const event = await insertEvent(partner.partnerId, 'Heal One', 7);
      let failing = false;
      let attempts = 0;
      const flaky = aroundExecute((execute, args) => {
        if (failing) {
          attempts++;
          return Promise.reject(new Error('connection lost'));
        }
        return execute(...args);
      });
      const errors: number[] = [];
      const copy = new ProjectionCopy(flaky, Date.now, undefined, {
        refreshEveryMs: 50,
        maxBehindMs: 300,
        onError: (_error, failures) => errors.push(failures),
      });
      stopping.push(copy);
      copy.start();
      expect(await until(() => copy.status().path === 'memory')).toBe(true);
      failing = true;
      // Too far behind: SQL answers, and health says so.
      expect(await until(() => copy.status().path === 'sql', 3_000)).toBe(true);
      expect(await copy.current()).toBeNull();
      // The second failure comes with the first retry, 250 ms after the first: about when the copy falls
      // 300 ms behind, so it is waited for rather than expected at that moment.
      expect(await until(() => copy.status().failures > 1, 3_000)).toBe(true);
      // Backoff: the failures in a row are counted, each retry later than the one before.
      const before = attempts;
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(attempts - before).toBeLessThan(12);
      expect(await until(() => errors.length >= 3, 3_000)).toBe(true);
      expect(errors.slice(0, 3)).toEqual([1, 2, 3]);
      failing = false;
      await t.db
        .update(eventSearch)
        .set({ rankScore: 96 })
        .where(sql`${eventSearch.eventId} = ${event}`);
      expect(await until(async () => (await placeNow(copy, event)) === 0, 30_000)).toBe(true);
      expect(copy.status()).toMatchObject({ path: 'memory', failures: 0 });
    });

    it('applies nothing read on a server behind the snapshot it recorded, and catches up once its reads agree', async () => {
      // The read URL may name a replica and then the primary: a statement may see the primary's snapshot and the
      // next reach a replica that has not replayed it. Here every snapshot the copy reads is reported a million
      // transactions ahead of the server, as the primary's is ahead of a lagging replica's.
      const partner = await createPartnerUser(t.db, { name: 'Behind Partner' });
      const first = await insertEvent(partner.partnerId, 'Behind One', 3);
      let ahead = false;
      const split = aroundExecute(async (execute, args) => {
        const result = await execute(...args);
        if (ahead)
          for (const row of rowsOf<{ snapshot?: unknown }>(result))
            if (typeof row.snapshot === 'string') {
              const [xmin, xmax, xip] = row.snapshot.split(':');
              row.snapshot = `${xmin}:${Number(xmax) + 1_000_000}:${xip}`;
            }
        return result;
      });
      const errors: unknown[] = [];
      const copy = new ProjectionCopy(split, Date.now, undefined, {
        refreshEveryMs: 50,
        onError: (error) => errors.push(error),
      });
      stopping.push(copy);
      copy.start();
      expect(await until(() => copy.status().path === 'memory')).toBe(true);
      expect(await placeNow(copy, first)).not.toBeNull();
      ahead = true;
      // The first refresh records a snapshot ahead; the statement after it reads this server, which is behind it.
      await t.db
        .update(eventSearch)
        .set({ rankScore: 97 })
        .where(sql`${eventSearch.eventId} = ${first}`);
      expect(await until(() => errors.length > 0)).toBe(true);
      // PostgreSQL's words, under the query the driver names.
      const failure = errors[0] as Error & { cause?: Error };
      expect(failure.cause?.message ?? failure.message).toMatch(/the search copy read a server behind its snapshot/);
      expect(await placeNow(copy, first)).not.toBe(0);
      // Reads agree again: the copy still refreshes from the snapshot before, so a later commit is read too
      // (recorded, the snapshot ahead would hold it as seen, and it would never be read).
      ahead = false;
      const second = await insertEvent(partner.partnerId, 'Behind Two', 4);
      await t.db
        .update(eventSearch)
        .set({ rankScore: 98 })
        .where(sql`${eventSearch.eventId} = ${second}`);
      expect(await until(async () => (await placeNow(copy, second)) === 0, 30_000)).toBe(true);
      expect(await placeNow(copy, first)).toBe(1);
      expect(copy.status()).toMatchObject({ path: 'memory', failures: 0 });
    });

    it('waits a moment for a word’s first read rather than sending its search to SQL', async () => {
      const partner = await createPartnerUser(t.db, { name: 'Quince Partner' });
      const id = await insertEvent(partner.partnerId, 'Quince Growers Forum', 6);
      await t.db
        .update(events)
        .set({ searchVector: sql`to_tsvector('english', 'quince growers forum')` })
        .where(sql`${events.id} = ${id}`);
      const copy = new ProjectionCopy(t.db, Date.now, undefined, { refreshEveryMs: 50 });
      stopping.push(copy);
      copy.start(t.handle.listen);
      expect(await until(() => copy.status().path === 'memory')).toBe(true);
      const filter = ZEventFilter.parse({ query: 'quince', sortCriteria: 'relevance' });
      const quince = (await readKeyword(t.db, filter))!;
      const wordIds = await wordIdsOf(t.db, quince);
      // Never asked before, read within WORD_READ_WAIT_MS: this very search has its scores.
      const scores = await copy.wordScores(quince.terms, wordIds);
      expect(scores?.map((word) => word.has(id))).toEqual([true]);
      const answer = await searchAnswerInMemory(t.db, copy, filter, new Date(), null, { sponsoredPlace: false });
      // Answered from the copy (null would send it to SQL), the event among the matches.
      expect(answer).not.toBeNull();
      expect((JSON.parse(answer!) as { events: { id: number }[] }).events.map((e) => e.id)).toContain(id);
    });

    it('sends a search of few matches to SQL at once while its words are read, rather than waiting for them', async () => {
      const copy = new ProjectionCopy(t.db, Date.now, undefined, { refreshEveryMs: 50 });
      stopping.push(copy);
      copy.start(t.handle.listen);
      expect(await until(() => copy.status().path === 'memory')).toBe(true);
      // Written after the copy loaded, so its word is not among those read as it loaded.
      const partner = await createPartnerUser(t.db, { name: 'Loquat Partner' });
      const id = await insertEvent(partner.partnerId, 'Loquat Growers Forum', 6);
      await t.db
        .update(events)
        .set({ searchVector: sql`to_tsvector('english', 'loquat growers forum')` })
        .where(sql`${events.id} = ${id}`);
      const byDate = ZEventFilter.parse({ query: 'loquat' });
      const idsOf = (answer: string | null) =>
        answer === null ? [] : (JSON.parse(answer) as { events: { id: number }[] }).events.map((e) => e.id);
      expect(
        await until(async () =>
          idsOf(await searchAnswerInMemory(t.db, copy, byDate, new Date(), null, { sponsoredPlace: false })).includes(
            id,
          ),
        ),
      ).toBe(true);
      const filter = ZEventFilter.parse({ query: 'loquat', sortCriteria: 'relevance' });
      const loquat = (await readKeyword(t.db, filter))!;
      expect(copy.wordsHeld).not.toContain(loquat.terms[0]);
      const wordIds = await wordIdsOf(t.db, loquat);
      const { tokens } = tokenSearch(filter, new Date(), loquat, wordIds);
      // One match, far fewer than RANKED_IN_SQL_AT_ONCE: SQL answers this search, the word is read meanwhile.
      expect(await copy.wordScores(loquat.terms, wordIds, { tokens })).toBeNull();
      expect(await until(() => copy.wordsHeld.includes(loquat.terms[0]!))).toBe(true);
      // Held now: the next search of the word is answered from the copy, as SQL answers it.
      const answer = await searchAnswerInMemory(t.db, copy, filter, new Date(), null, { sponsoredPlace: false });
      expect(answer).toBe(
        await searchAnswer(t.db, filter, new Date(), null, DEFAULT_SEARCH_LIMITS, { sponsoredPlace: false }),
      );
      expect(idsOf(answer)).toContain(id);
    });

    it('reads the common words’ scores as it loads, before it answers, the most common first within its bound', async () => {
      const partner = await createPartnerUser(t.db, { name: 'Common Partner' });
      const [{ n, most }] = rowsOf<{ n: number; most: number }>(
        await t.db.execute(sql`select (select count(*)::int from event_search) as n,
          (select coalesce(max(c), 0)::int from (select count(*) as c from event_search_terms group by lexeme) w) as most`),
      );
      // Common: on more than one row in 16 once they are written (COMMON_WORD_SHARE); yarrow on more rows
      // than any word before, zephyr on one more.
      const yarrows = Math.max(most + 1, Math.ceil(n / 15) + 2);
      const written: number[] = [];
      for (let i = 0; i <= yarrows; i++) {
        const id = await insertEvent(partner.partnerId, `Common ${i}`, 1 + (i % 28));
        const text = i < yarrows ? 'zephyr yarrow meadow' : 'zephyr zephyr gale';
        await t.db
          .update(events)
          .set({ searchVector: sql`to_tsvector('english', ${text})` })
          .where(sql`${events.id} = ${id}`);
        written.push(id);
      }
      const filter = ZEventFilter.parse({ query: 'zephyr', sortCriteria: 'relevance' });
      const zephyr = (await readKeyword(t.db, filter))!;
      const wordIds = await wordIdsOf(t.db, zephyr);
      // Room for zephyr's scores alone: yarrow, as common as could be asked, is left to be read when asked.
      let statements = 0;
      const counted = aroundExecute((execute, args) => {
        statements++;
        return execute(...args);
      });
      const copy = new ProjectionCopy(counted, Date.now, undefined, {
        refreshEveryMs: 60_000,
        commonWordEntries: yarrows + 1,
      });
      stopping.push(copy);
      copy.start(t.handle.listen);
      expect(await until(() => copy.status().path === 'memory')).toBe(true);
      // Held before any search asked for it, and said so.
      const [yarrow] = (await readKeyword(t.db, ZEventFilter.parse({ query: 'yarrow' })))!.terms;
      expect(copy.wordsHeld).toContain(zephyr.terms[0]);
      expect(copy.wordsHeld).not.toContain(yarrow);
      expect(copy.status()).toMatchObject({ commonWords: copy.status().words });
      expect(copy.status().commonWords).toBeGreaterThanOrEqual(1);
      // Its first search reads nothing more (no word read, no wait) and answers from the copy as SQL does.
      const ran = statements;
      const scores = await copy.wordScores(zephyr.terms, wordIds);
      expect(statements).toBe(ran);
      expect(written.every((id) => scores![0].has(id))).toBe(true);
      const inSql = await searchAnswer(t.db, filter, new Date(), null, DEFAULT_SEARCH_LIMITS, {
        sponsoredPlace: false,
      });
      expect(await searchAnswerInMemory(t.db, copy, filter, new Date(), null, { sponsoredPlace: false })).toBe(inSql);
      // Kept in step with the documents as any held word: an event that drops the word drops its score.
      await t.db
        .update(events)
        .set({ searchVector: sql`to_tsvector('english', 'meadow')` })
        .where(sql`${events.id} = ${written[0]}`);
      expect(await until(async () => !(await copy.wordScores(zephyr.terms, wordIds))![0].has(written[0]), 10_000)).toBe(
        true,
      );
    });

    it('takes a bulk change into a new copy swapped in, answering from the one before meanwhile', async () => {
      const partner = await createPartnerUser(t.db, { name: 'Bulk Partner' });
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push(await insertEvent(partner.partnerId, `Bulk ${i}`, 10 + i));
      const copy = new ProjectionCopy(t.db, Date.now, undefined, { refreshEveryMs: 50, bulkChangeRows: 5 });
      stopping.push(copy);
      copy.start(t.handle.listen);
      expect(await until(() => copy.status().path === 'memory')).toBe(true);
      const before = await copy.current();
      // One statement rewrites every score (a ranking round): more rows than bulkChangeRows.
      await t.db
        .update(eventSearch)
        .set({ rankScore: sql`100 + ${eventSearch.eventId}` })
        .where(sql`${eventSearch.eventId} = any(${sql.raw(`array[${ids.join(',')}]`)})`);
      expect(await until(async () => (await placeNow(copy, ids[11])) === 0)).toBe(true);
      const after = await copy.current();
      // A new index, not the old one rewritten: the one before answered until the swap.
      expect(after).not.toBe(before);
      expect(await placeNow(copy, ids[10])).toBe(1);
    });

    it('takes the scores a ranking round writes in place, however many, without loading a new copy', async () => {
      const partner = await createPartnerUser(t.db, { name: 'Round Partner' });
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push(await insertEvent(partner.partnerId, `Round ${i}`, 10 + i));
      const copy = new ProjectionCopy(t.db, Date.now, undefined, { refreshEveryMs: 50, bulkChangeRows: 5 });
      stopping.push(copy);
      copy.start(t.handle.listen);
      expect(await until(() => copy.status().path === 'memory')).toBe(true);
      const before = await copy.current();
      // Scores written as a ranking round writes them: the transaction says it writes scores alone.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pavilion.scores_only', 'on', true)`);
        await tx
          .update(eventSearch)
          .set({ rankScore: sql`100 + ${eventSearch.eventId}` })
          .where(sql`${eventSearch.eventId} = any(${sql.raw(`array[${ids.join(',')}]`)})`);
      });
      expect(await until(async () => (await placeNow(copy, ids[11])) === 0)).toBe(true);
      expect(await placeNow(copy, ids[10])).toBe(1);
      // The same index, its score orders rewritten: more rows than bulkChangeRows, and no new copy.
      expect(await copy.current()).toBe(before);
      // A ranking round says so itself: its scores (equal here) put the events back in start order.
      await computeRankFactors(t.db, new Date());
      const [logged] = rowsOf<{ rescored: number; other: number }>(
        await t.db.execute(sql`select count(*) filter (where scores_only)::int as rescored,
          count(*) filter (where not scores_only)::int as other
          from event_search_changes where event_id = any(${sql.raw(`array[${ids.join(',')}]`)})`),
      );
      expect(logged).toEqual({ rescored: 24, other: 12 });
      expect(
        await until(async () => ((await placeNow(copy, ids[0])) ?? 100) < ((await placeNow(copy, ids[11])) ?? 0)),
      ).toBe(true);
      expect(await copy.current()).toBe(before);
    });

    it('holds no more than its memory limit: a copy that cannot fit answers nothing, and says why', async () => {
      const partner = await createPartnerUser(t.db, { name: 'Limit Partner' });
      await insertEvent(partner.partnerId, 'Limit One', 9);
      const errors: unknown[] = [];
      const limited = new ProjectionCopy(t.db, Date.now, undefined, {
        memoryLimitBytes: 1024,
        refreshEveryMs: 50,
        onError: (error) => errors.push(error),
      });
      stopping.push(limited);
      limited.start();
      expect(await until(() => errors.length > 0)).toBe(true);
      expect(String(errors[0])).toMatch(/over its limit of 1024/);
      expect(limited.status()).toMatchObject({ path: 'sql', limitBytes: 1024 });
      expect(await limited.current()).toBeNull();
    });
  });
});

describe('sorting in slices', () => {
  it('sorts as a plain sort does, letting other work run between slices', async () => {
    const rng = Random.derive(5, 'slices');
    for (const n of [0, 1, 4095, 4096, 4097, 50_000]) {
      const values = Float64Array.from({ length: n }, () => rng.int(0, 1000) + rng.int(0, 1000) / 1000);
      let pauses = 0;
      const sorted = await sortInSlices(
        values.slice(),
        (x, y) => x - y,
        async () => {
          pauses++;
        },
      );
      expect(Array.from(sorted)).toEqual(Array.from(values).sort((x, y) => x - y));
      if (n === 50_000) expect(pauses).toBeGreaterThanOrEqual(0);
    }
    // Slots by a comparison with ties broken by a second key, as the orders sort them.
    const keys = Int32Array.from({ length: 20_000 }, () => rng.int(0, 50));
    const slots = Int32Array.from({ length: 20_000 }, (_, i) => i);
    const compare = (a: number, b: number) => keys[a] - keys[b] || a - b;
    const sorted = await sortInSlices(slots.slice().reverse(), compare, async () => undefined);
    expect(Array.from(sorted)).toEqual(Array.from(slots).sort(compare));
  });
});
