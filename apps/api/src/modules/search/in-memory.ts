// The search projection kept in the API's memory as well (docs/search.md, "The API's copy of the
// projection"): every row of event_search as a few typed arrays, each facet token with the rows that
// carry it, the rows in each sort's order, and the scores of the words keywords asked for. A search that
// needs no document (any filter, any keyword of words, every sort; relevance for plain words) is
// answered from it: its tokens' query becomes a bitmap of rows, the range filters are checked per row,
// the total is counted exactly and the page is read in the sort's order or ranked by the words'
// scores, all without a statement; PostgreSQL then writes the page's cards. PostgreSQL stays the
// source of truth: each search first reads which rows changed since the copy's last snapshot
// (event_search_changes, written by a trigger) and reads those rows, and their held words' scores, again.
import { sql } from 'drizzle-orm';
import { Heap } from 'heap-js';
import type { THealthAnswer } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { intArray, rowsOf } from '../../db/raw-sql';
import {
  eventSearch as s,
  eventSearchChanges as changes,
  eventSearchTerms as terms,
  searchWords,
} from '../../db/schema';
import type { FilterBounds, Taste } from './plan';
import { tasteParts } from './plan';
import { wordOfToken, wordToken } from './tokens';

/** A row of event_search as the copy keeps it: instants in µs since the epoch, days since 1970-01-01. */
export interface ProjectionRow {
  eventId: number;
  startUs: number;
  endUs: number;
  startDay: number;
  endDay: number;
  /** The cheapest ticket in minor units; null without ticket types. */
  price: number | null;
  /** Half stars, null without reviews. */
  rating: number | null;
  /** The size's rank, null without a size. */
  sizeRank: number | null;
  score: number;
  tokens: Int32Array | number[];
}

/** The orders a page is read in: each sort in each direction (the date sort's descending is its ascending read backwards). */
export type OrderKey =
  | 'date'
  | 'size-asc'
  | 'size-desc'
  | 'price-asc'
  | 'price-desc'
  | 'rating-asc'
  | 'rating-desc'
  | 'score-best'
  | 'score-weakest';

/** What a search asks of the copy: its tokens' query_int, its bounds, its order, its page. */
export interface MemorySearch {
  /** The query_int of its facet tokens and words: undefined without any, null when nothing can match. */
  tokens: string | null | undefined;
  bounds: FilterBounds;
  nowMs: number;
  order: OrderKey;
  /** Read the order backwards (the date sort descending). */
  backwards: boolean;
  offset: number;
  limit: number;
  /** The recommended sort for a signed-in visitor: what their profile adds to the score. */
  taste: Taste | null;
  /** Events holding the sponsored place, in their rotation: the first this search finds is answered. */
  sponsoredIds?: readonly number[];
  /** A keyword of plain words sorted by relevance: each word's scores, in the order they are added. */
  relevance?: {
    words: readonly WordScores[];
    weakestFirst: boolean;
    /**
     * How many entries the walk of the words' events in relevance order may read before every match is
     * ranked instead (rankedWalk); given, the walk is tried whatever the number of matches.
     */
    walkAtMost?: number;
  } | null;
}

export interface MemoryAnswer {
  ids: number[];
  total: number;
  sponsored: number | null;
}

/** A token on more than one row in this many keeps a bitmap of its rows (at most 16 × tokens a row of them). */
const DENSE_SHARE = 16;
/** Bitmaps kept between searches for the next (ProjectionIndex.bitmap): more than a search of many groups takes. */
const SPARE_BITMAPS = 32;
/** Up to this many matches are sorted whole when that costs less than a walk in the sort's order. */
const COLLECTED_AT_MOST = 20_000;
const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00.000Z`) / DAY_MS;

/** A relevance search with more matches than this is ranked in SQL, from the words' best scores. */
export const RANKED_AT_MOST = 150_000;

/**
 * A relevance search with at most this many matches ranks them all unless its words' relevance orders
 * are made already: ranking 20,000 costs about what ordering a common word's events does.
 */
const RANKED_WHOLE_UNORDERED = 20_000;

/**
 * One word's score in each document holding it (event_search_terms), by event id: the ids sorted, the
 * scores (real, as PostgreSQL stores them) beside them.
 */
export class WordScores {
  constructor(
    readonly ids: Int32Array = new Int32Array(0),
    readonly scores: Float32Array = new Float32Array(0),
  ) {}

  get size(): number {
    return this.ids.length;
  }

  /** Where `eventId` stands or would stand in `ids`. */
  private position(eventId: number): number {
    const ids = this.ids;
    let lo = 0;
    let hi = ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ids[mid] < eventId) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * A reader of scores for events asked in mostly ascending id order (the copy's slots are in id order,
   * but for rows written since it loaded): each is found by galloping on from where the last was,
   * a few steps instead of a binary search over every id.
   */
  cursor(): (eventId: number) => number | undefined {
    const ids = this.ids;
    let at = 0;
    return (eventId) => {
      if (at >= ids.length || ids[at] > eventId) at = this.position(eventId);
      else if (ids[at] < eventId) {
        // Gallop: double the step until past the id, then search between the last two.
        let step = 1;
        let lo = at + 1;
        while (lo + step < ids.length && ids[lo + step] < eventId) {
          lo += step;
          step *= 2;
        }
        let hi = Math.min(ids.length, lo + step + 1);
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (ids[mid] < eventId) lo = mid + 1;
          else hi = mid;
        }
        at = lo;
      }
      return ids[at] === eventId ? this.scores[at] : undefined;
    };
  }

  /** The word's score in the event's document; undefined when the document does not hold it. */
  scoreOf(eventId: number): number | undefined {
    const at = this.position(eventId);
    return this.ids[at] === eventId ? this.scores[at] : undefined;
  }

  has(eventId: number): boolean {
    return this.ids[this.position(eventId)] === eventId;
  }

  /** The pairs (event id, score) PostgreSQL sends as int4send and float4send, in any order. */
  static read(bytes: Uint8Array): WordScores {
    const n = Math.floor(bytes.length / 8);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const ids = new Int32Array(n);
    const scores = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      ids[i] = view.getInt32(i * 8);
      scores[i] = view.getFloat32(i * 8 + 4);
    }
    return WordScores.sorted(ids, scores);
  }

  /**
   * The pairs sorted by event id: placed by id when the ids are dense enough (a word's events among a
   * catalogue's), else each id and its position packed into one number and sorted as numbers.
   */
  private static sorted(ids: Int32Array, scores: Float32Array): WordScores {
    const n = ids.length;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      if (ids[i] < min) min = ids[i];
      if (ids[i] > max) max = ids[i];
    }
    if (n > 0 && max - min < 16 * n + 1024) {
      const at = new Int32Array(max - min + 1).fill(-1);
      for (let i = 0; i < n; i++) at[ids[i] - min] = i;
      const sortedIds = new Int32Array(n);
      const sortedScores = new Float32Array(n);
      let k = 0;
      for (let d = 0; d < at.length; d++)
        if (at[d] >= 0) {
          sortedIds[k] = ids[at[d]];
          sortedScores[k++] = scores[at[d]];
        }
      return new WordScores(sortedIds, sortedScores);
    }
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = ids[i] * 4_194_304 + i;
    keys.sort();
    const sortedIds = new Int32Array(n);
    const sortedScores = new Float32Array(n);
    for (let k = 0; k < n; k++) {
      const i = keys[k] % 4_194_304;
      sortedIds[k] = ids[i];
      sortedScores[k] = scores[i];
    }
    return new WordScores(sortedIds, sortedScores);
  }

  /**
   * These scores with the events `changed` read again: each left out, then put back with its score in
   * `found`. The same object when nothing differs (a write that left the document as it was).
   */
  with(changed: ReadonlySet<number>, found: ReadonlyMap<number, number>): WordScores {
    let differs = false;
    for (const id of changed)
      if (this.scoreOf(id) !== found.get(id)) {
        differs = true;
        break;
      }
    if (!differs) return this;
    const n = this.ids.length;
    const ids = new Int32Array(n + found.size);
    const scores = new Float32Array(n + found.size);
    let k = 0;
    for (let i = 0; i < n; i++)
      if (!changed.has(this.ids[i])) {
        ids[k] = this.ids[i];
        scores[k++] = this.scores[i];
      }
    for (const [id, score] of found) {
      ids[k] = id;
      scores[k++] = score;
    }
    const next = WordScores.sorted(ids.subarray(0, k), scores.subarray(0, k));
    // The relevance orders go on, the changed events held now named stale in them.
    for (const which of [0, 1] as const) next.orders[which] = this.orders[which];
    next.markStale([...changed].filter((id) => found.has(id)));
    return next;
  }

  /**
   * The events in relevance order, best first ([0]) and weakest first ([1]), then by start and id as
   * the copy has them (ProjectionIndex.relevanceOrder). Events written since an order was made are
   * named in its `stale` set (their place in it is not theirs any more); past ORDER_STALE_AT_MOST of
   * them the order is let go and made again.
   */
  readonly orders: [RelevanceOrder | null, RelevanceOrder | null] = [null, null];

  /** Names `ids` stale in each relevance order held. */
  markStale(ids: Iterable<number>): void {
    for (const which of [0, 1] as const) {
      const order = this.orders[which];
      if (!order) continue;
      for (const id of ids) order.stale.add(id);
      if (order.stale.size > ORDER_STALE_AT_MOST) this.orders[which] = null;
    }
  }

  /** The entries held (8 bytes each): the scores, and each relevance order made. */
  get entries(): number {
    return this.size * (1 + (this.orders[0] ? 1 : 0) + (this.orders[1] ? 1 : 0));
  }
}

/** Events written since a relevance order was made, at most, before it is made again. */
const ORDER_STALE_AT_MOST = 2000;

/** A word's events, each with its score, in one relevance order; `stale`: events written since it was made. */
export interface RelevanceOrder {
  ids: Int32Array;
  scores: Float32Array;
  stale: Set<number>;
}

/** A match ranked by relevance: its rank and its slot. */
interface Ranked {
  rank: number;
  slot: number;
}

/** A relevance order from its sorted keys (ProjectionIndex.relevanceKeys) and each date place's event id. */
export function relevanceOrderOf(sorted: Float64Array, idAt: Int32Array, weakestFirst: boolean): RelevanceOrder {
  const n = sorted.length;
  const ids = new Int32Array(n);
  const scores = new Float32Array(n);
  const scoreBits = new Uint32Array(scores.buffer);
  for (let k = 0; k < n; k++) {
    const key = sorted[k];
    const high = Math.floor(key / 2_097_152);
    ids[k] = idAt[key - high * 2_097_152];
    scoreBits[k] = weakestFirst ? high : 0x7fffffff - high;
  }
  return { ids, scores, stale: new Set() };
}

/** A growable array of row numbers (slots). */
class Slots {
  data: Int32Array;
  length = 0;
  constructor(capacity = 16) {
    this.data = new Int32Array(capacity);
  }
  push(slot: number) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = slot;
  }
}

type Node = { op: 'token'; token: number } | { op: 'not'; arg: Node } | { op: 'and' | 'or'; args: Node[] };

/** A query_int's text as a tree: `!` binds first, then `&`, then `|`, as intarray reads it. */
export function parseQueryInt(text: string): Node {
  const parts = text.match(/\d+|[&|!()]/g) ?? [];
  let at = 0;
  const fail = () => new Error(`unreadable query_int: ${text}`);
  const factor = (): Node => {
    const part = parts[at++];
    if (part === '!') return { op: 'not', arg: factor() };
    if (part === '(') {
      const inner = or();
      if (parts[at++] !== ')') throw fail();
      return inner;
    }
    if (part === undefined || !/^\d+$/.test(part)) throw fail();
    return { op: 'token', token: Number(part) };
  };
  /** Operands of `next` joined by `sign`: one node of `op`, or the operand alone. */
  const chain = (sign: string, op: 'and' | 'or', next: () => Node): Node => {
    const args = [next()];
    while (parts[at] === sign) {
      at++;
      args.push(next());
    }
    return args.length === 1 ? args[0] : { op, args };
  };
  const and = () => chain('&', 'and', factor);
  const or = (): Node => chain('|', 'or', and);
  const tree = or();
  if (at !== parts.length) throw fail();
  return tree;
}

/**
 * Visits the slots set in `bits` that pass `ok`, in slot order, while `visit` answers true; whether
 * every one was visited.
 */
function eachMatch(bits: Uint32Array, ok: (slot: number) => boolean, visit: (slot: number) => boolean): boolean {
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i];
    while (word !== 0) {
      const low = word & -word;
      const slot = i * 32 + (31 - Math.clz32(low));
      word ^= low;
      if (ok(slot) && !visit(slot)) return false;
    }
  }
  return true;
}

/** How many bits of a 32-bit word are set. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Every order a page is read in. */
export const ORDER_KEYS: readonly OrderKey[] = [
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

/** How long one slice of background work runs before it lets searches run. */
const SLICE_MS = 4;

/**
 * `values` sorted by `compare`: runs of 4,096 sorted in place, then merged pairwise, `pause` awaited
 * whenever a slice has run SLICE_MS, so sorting half a million rows never holds the process for more
 * than one merge of two runs.
 */
export async function sortInSlices<T extends Int32Array | Float64Array>(
  values: T,
  compare: (x: number, y: number) => number,
  pause: () => Promise<void>,
): Promise<T> {
  const n = values.length;
  const RUN = 4096;
  let sliceStart = performance.now();
  const breathe = async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await pause();
    sliceStart = performance.now();
  };
  for (let i = 0; i < n; i += RUN) {
    values.subarray(i, Math.min(n, i + RUN)).sort(compare);
    await breathe();
  }
  let src = values;
  let dst = values.slice() as T;
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) dst[k++] = compare(src[i], src[j]) <= 0 ? src[i++] : src[j++];
      while (i < mid) dst[k++] = src[i++];
      while (j < hi) dst[k++] = src[j++];
      await breathe();
    }
    [src, dst] = [dst, src];
  }
  return src;
}

/** The rows of the projection, each facet token's rows, and the rows in each order. */
export class ProjectionIndex {
  /** Slots used; a row that changes is written to a new slot and its old one dies. */
  size = 0;
  live = 0;
  private capacity = 0;
  eventId = new Int32Array(0);
  start = new Float64Array(0);
  end = new Float64Array(0);
  startDay = new Int32Array(0);
  endDay = new Int32Array(0);
  price = new Float64Array(0);
  rating = new Int8Array(0);
  sizeRank = new Int32Array(0);
  score = new Float64Array(0);
  alive = new Uint32Array(0);
  private readonly slotOf = new Map<number, number>();
  private readonly postings = new Map<number, Slots>();
  private readonly orders = new Map<OrderKey, Slots>();
  private readonly parsed = new Map<string, Node>();
  /** The bitmaps of common tokens (denseBits), kept in step as rows are written; dropped when slots move. */
  private readonly dense = new Map<number, Uint32Array>();
  /**
   * Set by a copy refreshed in the background: told of each relevance order a search lacked, which it
   * then makes there; unset, a search makes it itself (relevanceOrder).
   */
  orderWanted: ((word: WordScores, weakestFirst: boolean) => void) | null = null;
  /** Counts writes, so each slot's place in the date order is worked out again after one (dateRanks). */
  version = 0;
  private dateRanksOf: { version: number; ranks: Int32Array } | null = null;

  private grow(atLeast: number) {
    if (atLeast <= this.capacity) return;
    const capacity = Math.max(atLeast, this.capacity * 2, 1024);
    const f64 = (a: Float64Array) => {
      const b = new Float64Array(capacity);
      b.set(a);
      return b;
    };
    const i32 = (a: Int32Array) => {
      const b = new Int32Array(capacity);
      b.set(a);
      return b;
    };
    this.eventId = i32(this.eventId);
    this.start = f64(this.start);
    this.end = f64(this.end);
    this.startDay = i32(this.startDay);
    this.endDay = i32(this.endDay);
    this.price = f64(this.price);
    const rating = new Int8Array(capacity);
    rating.set(this.rating);
    this.rating = rating;
    this.sizeRank = i32(this.sizeRank);
    this.score = f64(this.score);
    const alive = new Uint32Array(Math.ceil(capacity / 32));
    alive.set(this.alive);
    this.alive = alive;
    this.capacity = capacity;
    this.dense.clear();
  }

  /**
   * Writes the rows (new or changed) and removes the events named in `gone`; each order is kept in step
   * (a few slots moved one by one, more in one merge pass: the cost of a pass over each order, whatever
   * their number). Dead slots piling up are compacted, unless a copy refreshed in the background
   * reloads instead (`deadSlots`).
   */
  apply(rows: readonly ProjectionRow[], gone: readonly number[] = []): void {
    this.version++;
    const removed: number[] = [];
    const added: number[] = [];
    for (const id of gone) {
      const slot = this.remove(id);
      if (slot !== undefined) removed.push(slot);
    }
    for (const row of rows) {
      const slot = this.remove(row.eventId);
      if (slot !== undefined) removed.push(slot);
      added.push(this.append(row));
    }
    for (const [key, order] of this.orders) this.orders.set(key, this.orderMerge(order, key, removed, added));
    // A copy refreshed in the background loads a new copy instead (ProjectionCopy.refresh).
    if (this.orderWanted === null && this.deadSlots > Math.max(10_000, this.live)) this.compact();
  }

  /**
   * New scores for events held (`ids[i]` scores `scores[i]`; events not held are passed over): each
   * changed slot takes its score in place, and leaves and re-enters the score orders in one merge pass
   * each. What a ranking round writes, without reading the rows again.
   */
  rescore(ids: Int32Array, scores: Float64Array): void {
    const moved: number[] = [];
    const isMoved = new Uint32Array(this.alive.length);
    for (let i = 0; i < ids.length; i++) {
      const slot = this.slotOf.get(ids[i]);
      if (slot === undefined || this.score[slot] === scores[i]) continue;
      this.score[slot] = scores[i];
      isMoved[slot >>> 5] |= 1 << (slot & 31);
      moved.push(slot);
    }
    if (moved.length === 0) return;
    this.version++;
    for (const key of ['score-best', 'score-weakest'] as const) {
      const order = this.orders.get(key);
      if (!order) continue;
      // The order without the moved slots is sorted by the new scores too; they are merged back in.
      const kept = new Slots(order.data.length);
      let k = 0;
      for (let i = 0; i < order.length; i++) {
        const slot = order.data[i];
        if ((isMoved[slot >>> 5] & (1 << (slot & 31))) === 0) kept.data[k++] = slot;
      }
      kept.length = k;
      this.orders.set(key, this.orderMerge(kept, key, [], moved));
    }
  }

  /** Slots written and since left for a newer one (or removed): compacting drops them. */
  get deadSlots(): number {
    return this.size - this.live;
  }

  private remove(eventId: number): number | undefined {
    const slot = this.slotOf.get(eventId);
    if (slot === undefined) return undefined;
    this.alive[slot >>> 5] &= ~(1 << (slot & 31));
    this.slotOf.delete(eventId);
    this.live--;
    return slot;
  }

  private append(row: ProjectionRow): number {
    this.grow(this.size + 1);
    const slot = this.size++;
    this.eventId[slot] = row.eventId;
    this.start[slot] = row.startUs;
    this.end[slot] = row.endUs;
    this.startDay[slot] = row.startDay;
    this.endDay[slot] = row.endDay;
    this.price[slot] = row.price === null ? Number.NaN : row.price;
    this.rating[slot] = row.rating === null ? -1 : row.rating;
    this.sizeRank[slot] = row.sizeRank ?? 0;
    this.score[slot] = row.score;
    this.alive[slot >>> 5] |= 1 << (slot & 31);
    this.slotOf.set(row.eventId, slot);
    this.live++;
    for (const token of row.tokens) {
      let posting = this.postings.get(token);
      if (!posting) this.postings.set(token, (posting = new Slots(4)));
      posting.push(slot);
      const dense = this.dense.get(token);
      if (dense) dense[slot >>> 5] |= 1 << (slot & 31);
    }
    return slot;
  }

  /**
   * `order` without the `removed` slots (dead now) and with the `added` ones in their places: one by
   * one for a few, else the added sorted, placed by binary search in the old order, and one pass that
   * copies the live slots between them.
   */
  private orderMerge(order: Slots, key: OrderKey, removed: readonly number[], added: readonly number[]): Slots {
    if (removed.length + added.length <= 8) {
      for (const slot of removed) this.orderRemove(order, slot, key);
      for (const slot of added) this.orderInsert(order, slot, key);
      return order;
    }
    const adds = Int32Array.from(added).sort((a, b) => this.compare(key, a, b));
    const at = Int32Array.from(adds, (slot) => this.position(order, slot, key));
    const out = new Slots(Math.max(16, Math.ceil((order.length + adds.length) * 1.1)));
    const src = order.data;
    const dst = out.data;
    let k = 0;
    let j = 0;
    for (let i = 0; i <= order.length; i++) {
      while (j < adds.length && at[j] === i) dst[k++] = adds[j++];
      if (i < order.length && this.isAlive(src[i])) dst[k++] = src[i];
    }
    out.length = k;
    return out;
  }

  /**
   * Every order sorted ahead of the searches that read them, in slices that let other work run between
   * them (sortInSlices): a copy loaded in the background serves no search that would sort one.
   */
  async prepare(pause: () => Promise<void>): Promise<void> {
    for (const key of ORDER_KEYS) {
      if (this.orders.has(key)) continue;
      const slots = new Int32Array(this.live);
      let n = 0;
      for (let slot = 0; slot < this.size; slot++) if (this.isAlive(slot)) slots[n++] = slot;
      const version = this.version;
      const sorted = await sortInSlices(slots, (a, b) => this.compare(key, a, b), pause);
      // Written meanwhile (the caller applies nothing while preparing): sorted again when read.
      if (version !== this.version) continue;
      const order = new Slots(Math.max(16, Math.ceil(this.live * 1.1)));
      order.data.set(sorted);
      order.length = n;
      this.orders.set(key, order);
      await pause();
    }
  }

  /** Bytes held: the rows' columns, the tokens' rows, the bitmaps, the orders and the event-id map. */
  get bytes(): number {
    let bytes = this.capacity * 49 + this.alive.byteLength;
    for (const posting of this.postings.values()) bytes += posting.data.byteLength + 64;
    for (const order of this.orders.values()) bytes += order.data.byteLength;
    for (const bits of this.dense.values()) bytes += bits.byteLength;
    for (const bits of this.spareBitmaps) bytes += bits.byteLength;
    if (this.dateRanksOf) bytes += this.dateRanksOf.ranks.byteLength;
    // A Map entry of two small integers: about 40 bytes in V8.
    return bytes + this.slotOf.size * 40;
  }

  /** Writes the live rows to slots 0.. again, in the same relative order, and drops the dead ones. */
  compact() {
    const next = new Int32Array(this.size).fill(-1);
    let n = 0;
    for (let slot = 0; slot < this.size; slot++) if (this.isAlive(slot)) next[slot] = n++;
    const move = <T extends Float64Array | Int32Array | Int8Array>(a: T) => {
      for (let slot = 0; slot < this.size; slot++) if (next[slot] >= 0) a[next[slot]] = a[slot];
    };
    move(this.eventId);
    move(this.start);
    move(this.end);
    move(this.startDay);
    move(this.endDay);
    move(this.price);
    move(this.rating);
    move(this.sizeRank);
    move(this.score);
    this.alive.fill(0);
    for (let slot = 0; slot < n; slot++) this.alive[slot >>> 5] |= 1 << (slot & 31);
    for (const [token, posting] of this.postings) {
      let kept = 0;
      for (let i = 0; i < posting.length; i++) {
        const moved = next[posting.data[i]];
        if (moved >= 0) posting.data[kept++] = moved;
      }
      posting.length = kept;
      if (kept === 0) this.postings.delete(token);
    }
    this.slotOf.clear();
    for (let slot = 0; slot < n; slot++) this.slotOf.set(this.eventId[slot], slot);
    this.size = n;
    this.live = n;
    this.orders.clear();
    this.dense.clear();
    this.version++;
  }

  /** The event's start in µs as the copy has it; undefined when it is not in the copy. */
  startOf(eventId: number): number | undefined {
    const slot = this.slotOf.get(eventId);
    return slot === undefined ? undefined : this.start[slot];
  }

  /** Each live slot's place in the date order (start, then id); -1 for a dead slot. */
  private dateRanks(): Int32Array {
    if (this.dateRanksOf?.version === this.version) return this.dateRanksOf.ranks;
    const order = this.order('date');
    const ranks = new Int32Array(this.size).fill(-1);
    for (let k = 0; k < order.length; k++) ranks[order.data[k]] = k;
    this.dateRanksOf = { version: this.version, ranks };
    return ranks;
  }

  /**
   * The word's events in the copy, by score (the best first, or the weakest), then by start and id:
   * each score's bits (a positive float's bits sort as the float does) and the event's place in the
   * date order packed into one number, sorted as numbers; kept on the word (WordScores.orders). Sorted
   * here when none is kept (a copy answering in the request); a copy refreshed in the background makes
   * them there (relevanceOrderInSlices) and never calls this without one.
   */
  relevanceOrder(word: WordScores, weakestFirst: boolean): RelevanceOrder {
    const which = weakestFirst ? 1 : 0;
    const kept = word.orders[which];
    if (kept) return kept;
    let order: RelevanceOrder;
    const keys = this.relevanceKeys(word, weakestFirst);
    if (keys) order = relevanceOrderOf(keys.keys.sort(), keys.idAt, weakestFirst);
    else {
      const ranks = this.dateRanks();
      const at = Int32Array.from({ length: word.size }, (_, i) => i).filter((i) => this.slotOf.has(word.ids[i]));
      at.sort(
        (x, y) =>
          (weakestFirst ? word.scores[x] - word.scores[y] : word.scores[y] - word.scores[x]) ||
          ranks[this.slotOf.get(word.ids[x])!] - ranks[this.slotOf.get(word.ids[y])!],
      );
      order = {
        ids: at.map((i) => word.ids[i]),
        scores: Float32Array.from(at, (i) => word.scores[i]),
        stale: new Set(),
      };
    }
    word.orders[which] = order;
    return order;
  }

  /**
   * The relevance order's keys (score bits and place in the date order packed into one number) and
   * each place's event id, read at once; null past 2^21 rows, where the packing does not fit.
   */
  relevanceKeys(word: WordScores, weakestFirst: boolean): { keys: Float64Array; idAt: Int32Array } | null {
    const dates = this.order('date');
    if (dates.length >= 2_097_152) return null;
    const ranks = this.dateRanks();
    const bits = new Uint32Array(word.scores.buffer, word.scores.byteOffset, word.size);
    const keys = new Float64Array(word.size);
    let n = 0;
    for (let i = 0; i < word.size; i++) {
      const slot = this.slotOf.get(word.ids[i]);
      if (slot !== undefined) keys[n++] = (weakestFirst ? bits[i] : 0x7fffffff - bits[i]) * 2_097_152 + ranks[slot];
    }
    const idAt = new Int32Array(dates.length);
    for (let k = 0; k < dates.length; k++) idAt[k] = this.eventId[dates.data[k]];
    return { keys: keys.slice(0, n), idAt };
  }

  isAlive(slot: number): boolean {
    return (this.alive[slot >>> 5] & (1 << (slot & 31))) !== 0;
  }

  /** Start, then event id: every order's last keys. */
  private byStart(a: number, b: number): number {
    return this.start[a] - this.start[b] || this.eventId[a] - this.eventId[b];
  }

  /** The comparison of two slots in an order, as the SQL's ORDER BY of that sort. */
  compare(key: OrderKey, a: number, b: number): number {
    switch (key) {
      case 'date':
        return this.byStart(a, b);
      case 'size-asc':
      case 'size-desc':
        return this.nullsLast(this.sizeRank[a] || null, this.sizeRank[b] || null, key === 'size-desc', a, b);
      case 'price-asc':
      case 'price-desc': {
        const pa = this.price[a];
        const pb = this.price[b];
        return this.nullsLast(Number.isNaN(pa) ? null : pa, Number.isNaN(pb) ? null : pb, key === 'price-desc', a, b);
      }
      case 'rating-asc':
      case 'rating-desc': {
        const ra = this.rating[a];
        const rb = this.rating[b];
        return this.nullsLast(ra < 0 ? null : ra, rb < 0 ? null : rb, key === 'rating-desc', a, b);
      }
      case 'score-best':
        return this.scoreOrder(this.score[a], this.score[b], false, a, b);
      case 'score-weakest':
        return this.scoreOrder(this.score[a], this.score[b], true, a, b);
    }
  }

  private nullsLast(x: number | null, y: number | null, descending: boolean, a: number, b: number): number {
    if (x === null || y === null) return x === y ? this.byStart(a, b) : x === null ? 1 : -1;
    if (x !== y) return (x < y ? -1 : 1) * (descending ? -1 : 1);
    return this.byStart(a, b);
  }

  /** The best first (`weakest` false: the higher score first), then start, then id. */
  scoreOrder(x: number, y: number, weakest: boolean, a: number, b: number): number {
    if (x !== y) return (x < y ? 1 : -1) * (weakest ? -1 : 1);
    return this.byStart(a, b);
  }

  /** The live slots in `key`'s order, sorted when first asked for and kept in step afterwards. */
  order(key: OrderKey): Slots {
    let order = this.orders.get(key);
    if (order) return order;
    const slots = new Int32Array(this.live);
    let n = 0;
    for (let slot = 0; slot < this.size; slot++) if (this.isAlive(slot)) slots[n++] = slot;
    slots.sort((a, b) => this.compare(key, a, b));
    order = new Slots(Math.max(16, Math.ceil(this.live * 1.1)));
    order.data.set(slots);
    order.length = n;
    this.orders.set(key, order);
    return order;
  }

  /** Where `slot` stands or would stand in `order` (binary search; orders hold distinct events). */
  private position(order: Slots, slot: number, key: OrderKey): number {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(key, order.data[mid], slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private orderInsert(order: Slots, slot: number, key: OrderKey) {
    const at = this.position(order, slot, key);
    order.push(slot);
    order.data.copyWithin(at + 1, at, order.length - 1);
    order.data[at] = slot;
  }

  private orderRemove(order: Slots, slot: number, key: OrderKey) {
    const at = this.position(order, slot, key);
    if (order.data[at] !== slot) return;
    order.data.copyWithin(at, at + 1, order.length);
    order.length--;
  }

  /** How many rows carry `token` (dead slots not yet compacted included). */
  carrying(token: number): number {
    return this.postings.get(token)?.length ?? 0;
  }

  /** The words (their search_words numbers) on more than `rows` rows, each with its rows, the most common first. */
  commonWords(rows: number): { id: number; rows: number }[] {
    const found: { id: number; rows: number }[] = [];
    for (const [token, posting] of this.postings) {
      const id = wordOfToken(token);
      if (id !== undefined && posting.length > rows) found.push({ id, rows: posting.length });
    }
    return found.sort((a, b) => b.rows - a.rows || a.id - b.id);
  }

  /** The slots carrying `token`, as a bitmap of `words` words. */
  private tokenBits(token: number, words: number): Uint32Array {
    const bits = this.bitmap(words);
    this.orToken(token, bits);
    return bits;
  }

  /**
   * The bitmap of a token on more than one row in DENSE_SHARE (a currency, an attendance type, a common
   * word), made when first asked for and kept: ORing its words costs less than setting its rows.
   */
  private denseBits(token: number, posting: Slots): Uint32Array {
    let bits = this.dense.get(token);
    if (!bits) {
      bits = new Uint32Array(Math.ceil(this.capacity / 32));
      const data = posting.data;
      for (let i = 0; i < posting.length; i++) bits[data[i] >>> 5] |= 1 << (data[i] & 31);
      this.dense.set(token, bits);
    }
    return bits;
  }

  /** Sets the bits of the slots carrying `token` in `bits`. */
  private orToken(token: number, bits: Uint32Array): void {
    const posting = this.postings.get(token);
    if (!posting) return;
    if (posting.length * DENSE_SHARE > this.live) {
      const dense = this.denseBits(token, posting);
      for (let i = 0; i < bits.length; i++) bits[i] |= dense[i];
      return;
    }
    const data = posting.data;
    for (let i = 0; i < posting.length; i++) {
      const slot = data[i];
      bits[slot >>> 5] |= 1 << (slot & 31);
    }
  }

  private evaluate(node: Node, words: number): Uint32Array {
    // Tokens ORed (a facet's values) are set straight into one bitmap.
    if (node.op === 'or' && node.args.every((arg) => arg.op === 'token')) {
      const bits = this.bitmap(words);
      for (const arg of node.args) this.orToken((arg as { token: number }).token, bits);
      return bits;
    }
    switch (node.op) {
      case 'token':
        return this.tokenBits(node.token, words);
      case 'not': {
        const bits = this.evaluate(node.arg, words);
        for (let i = 0; i < words; i++) bits[i] = ~bits[i];
        return bits;
      }
      case 'and':
      case 'or': {
        const bits = this.evaluate(node.args[0], words);
        for (let k = 1; k < node.args.length; k++) {
          const more = this.evaluate(node.args[k], words);
          if (node.op === 'and') for (let i = 0; i < words; i++) bits[i] &= more[i];
          else for (let i = 0; i < words; i++) bits[i] |= more[i];
        }
        return bits;
      }
    }
  }

  /**
   * Bitmaps of slots a search works in, each of the index's whole capacity, lent for the search and
   * given back when it ends (searches are synchronous): a search allocates none, so the process does
   * not collect some 70 KB a bitmap many times a second (memory outside V8's heap, whose growth
   * forces full collections).
   */
  private readonly spareBitmaps: Uint32Array[] = [];
  private readonly lentBitmaps: Uint32Array[] = [];

  /** A bitmap of `words` words, all clear, lent until the search ends (givenBack). */
  private bitmap(words: number): Uint32Array {
    const whole = Math.ceil(this.capacity / 32);
    let buffer = this.spareBitmaps.pop();
    if (!buffer || buffer.length !== whole) buffer = new Uint32Array(whole);
    this.lentBitmaps.push(buffer);
    const bits = buffer.subarray(0, words);
    bits.fill(0);
    return bits;
  }

  /** Takes back the bitmaps lent during a search (those of a capacity since outgrown are let go). */
  private givenBack(): void {
    const whole = Math.ceil(this.capacity / 32);
    for (const buffer of this.lentBitmaps)
      if (buffer.length === whole && this.spareBitmaps.length < SPARE_BITMAPS) this.spareBitmaps.push(buffer);
    this.lentBitmaps.length = 0;
  }

  /**
   * The live slots matching the query_int (every live slot without one), as a bitmap lent until the
   * search ends: read it before the next search.
   */
  private matching(tokens: string | undefined): Uint32Array {
    const words = Math.ceil(this.size / 32);
    if (tokens === undefined) {
      const bits = this.bitmap(words);
      bits.set(this.alive.subarray(0, words));
      return bits;
    }
    let tree = this.parsed.get(tokens);
    if (!tree) {
      tree = parseQueryInt(tokens);
      if (this.parsed.size >= 1000) this.parsed.clear();
      this.parsed.set(tokens, tree);
    }
    const bits = this.evaluate(tree, words);
    for (let i = 0; i < words; i++) bits[i] &= this.alive[i];
    return bits;
  }

  /**
   * How many live rows carry every token of the query_int: the search's matches before its ranges (the
   * dates, the price) and before dropping the rows that have started, so never fewer than its total.
   */
  matchesAtMost(tokens: string | null | undefined): number {
    if (tokens === null) return 0;
    try {
      const bits = this.matching(tokens);
      let count = 0;
      for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) count += bitCount(bits[i]);
      return count;
    } finally {
      this.givenBack();
    }
  }

  /**
   * One page of a search, its exact total and its sponsored event; null for a relevance search the copy
   * leaves to SQL (more than RANKED_AT_MOST matches, or a match whose word score it does not hold).
   */
  search(q: MemorySearch): MemoryAnswer | null {
    try {
      return this.answer(q);
    } finally {
      this.givenBack();
    }
  }

  private answer(q: MemorySearch): MemoryAnswer | null {
    if (q.tokens === null) return { ids: [], total: 0, sponsored: null };
    const bits = this.matching(q.tokens);
    const nowUs = q.nowMs * 1000;
    const b = q.bounds;
    const endFrom = b.endFromMs === undefined ? -Infinity : b.endFromMs * 1000;
    const endDayFrom = b.endDayFrom === undefined ? -Infinity : dayNumber(b.endDayFrom);
    const startBefore = b.startBeforeMs === undefined ? Infinity : b.startBeforeMs * 1000;
    const startDayTo = b.startDayTo === undefined ? Infinity : dayNumber(b.startDayTo);
    const priceMin = b.priceMin ?? null;
    const priceMax = b.priceMax ?? null;
    const ranged = b.endFromMs !== undefined || b.startBeforeMs !== undefined || priceMin !== null || priceMax !== null;
    const ok = (slot: number) =>
      this.start[slot] > nowUs &&
      (!ranged ||
        (this.end[slot] >= endFrom &&
          this.endDay[slot] >= endDayFrom &&
          this.start[slot] < startBefore &&
          this.startDay[slot] <= startDayTo &&
          (priceMin === null || this.price[slot] >= priceMin) &&
          (priceMax === null || this.price[slot] <= priceMax)));

    // The total, exact; and the matches themselves when they are few.
    let total: number;
    let collected: number[] | null;
    if (!ranged) {
      total = 0;
      for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) total += bitCount(bits[i]);
      // Rows that have started and are not swept yet are the first ones in start order.
      const dates = this.order('date');
      for (let i = 0; i < dates.length; i++) {
        const slot = dates.data[i];
        if (this.start[slot] > nowUs) break;
        if (bits[slot >>> 5] & (1 << (slot & 31))) total--;
      }
      collected = total <= COLLECTED_AT_MOST ? this.scan(bits, ok).slots : null;
    } else ({ count: total, slots: collected } = this.scan(bits, ok));

    const end = q.offset + q.limit;
    const sponsored = this.sponsoredOf(q.sponsoredIds ?? [], bits, ok);
    if (total <= q.offset) return { ids: [], total, sponsored };
    if (q.relevance) {
      if (total > RANKED_AT_MOST) return null;
      const page = this.ranked(q.relevance, bits, ok, end, total);
      return page && { ids: page.slice(q.offset, end).map((slot) => this.eventId[slot]), total, sponsored };
    }
    const parts = q.order === 'score-best' || q.order === 'score-weakest' ? this.tasteBits(q.taste, bits.length) : [];
    // Each match's score plus taste is reckoned once, not at each comparison.
    const sorted = (slots: number[]): number[] =>
      parts.length > 0
        ? slots
            .map((slot) => ({ rank: this.personal(slot, parts), slot }))
            .sort((p, r) => this.scoreOrder(p.rank, r.rank, q.order === 'score-weakest', p.slot, r.slot))
            .map((r) => r.slot)
        : slots.sort(q.backwards ? (a, b) => this.compare(q.order, b, a) : (a, b) => this.compare(q.order, a, b));
    // Sorting the matches costs about their number (times a logarithm); a walk, the entries it passes
    // before the page's end at their share.
    const walkLength = (end * this.live) / Math.max(1, total);
    let page: number[];
    if (collected && (total <= 2000 || walkLength > 4 * total)) page = sorted(collected).slice(q.offset, end);
    else if (parts.length > 0) page = this.personalWalk(q, bits, ok, parts, end).slice(q.offset, end);
    else page = this.walk(q, bits, ok, end);
    return { ids: page.map((slot) => this.eventId[slot]), total, sponsored };
  }

  /**
   * The first `end` matches by relevance: each match's rank is the sum of its words' scores, added as
   * the statement adds them (as double precision, in the words' order); ascending is the best first,
   * `weakestFirst` the weakest; ties by start, then id. Null when a match has no score for a word (a
   * write the scores have not caught up with yet).
   */
  private ranked(
    relevance: NonNullable<MemorySearch['relevance']>,
    bits: Uint32Array,
    ok: (slot: number) => boolean,
    end: number,
    total: number,
  ): number[] | null {
    const { words, weakestFirst } = relevance;
    // Whether (rank x of a) comes before (rank y of b).
    const before = (x: number, a: number, y: number, b: number) =>
      x !== y ? (weakestFirst ? x < y : x > y) : this.byStart(a, b) < 0;
    // The first `end` matches so far in a bounded heap, the one that comes last on top: each match
    // costs a logarithm of the page's end, whatever the number of matches (SEARCH_MAX_RESULTS bounds `end`).
    const kept = new Heap<Ranked>((p, q) => (before(q.rank, q.slot, p.rank, p.slot) ? -1 : 1));
    /** Ranks a match and keeps it among the first `end` if it belongs there; false when a score is missing. */
    const readers = words.map((w) => w.cursor());
    const consider = (slot: number): boolean => {
      const id = this.eventId[slot];
      let rank = 0;
      for (const scoreOf of readers) {
        const score = scoreOf(id);
        if (score === undefined) return false;
        rank += score;
      }
      if (kept.length < end) kept.push({ rank, slot });
      else {
        const last = kept.peek()!;
        if (before(rank, slot, last.rank, last.slot)) kept.replace({ rank, slot });
      }
      return true;
    };
    const inOrder = () =>
      kept
        .toArray()
        .sort((p, q) => (before(p.rank, p.slot, q.rank, q.slot) ? -1 : 1))
        .map((r) => r.slot);
    // A few matches are ranked whole rather than ordering a word's events first (once per word).
    const which = weakestFirst ? 1 : 0;
    const ordered = words.every((w) => w.orders[which] !== null);
    const walk = relevance.walkAtMost !== undefined || ordered || total > RANKED_WHOLE_UNORDERED;
    // A copy refreshed in the background makes a missing order there, and meanwhile ranks the matches
    // whole (at most RANKED_AT_MOST): sorting a word's events is never done in a request.
    const background = this.orderWanted !== null;
    if (walk && !ordered && this.orderWanted)
      for (const word of words) if (!word.orders[which]) this.orderWanted(word, weakestFirst);
    const walked =
      walk && (ordered || !background)
        ? this.rankedWalk(relevance, bits, ok, total, consider, () => (kept.length === end ? kept.peek()! : null))
        : 'too long';
    if (walked === 'missing') return null;
    if (walked === 'done') return inOrder();
    kept.clear();
    return eachMatch(bits, ok, consider) ? inOrder() : null;
  }

  /**
   * The best matches read from each word's events in relevance order (rank, then start, then id), all
   * words in step. A match not yet read comes after the entry at the current depth in every word's
   * order: its score in each word is no better, so its rank is no better than their sum (bound;
   * floating-point addition is monotonic), and were it equal, every score would be equal (a sum of a
   * few reals in double precision is exact) and it would start after each of those entries. So the
   * walk is `done` once the `end`th match ranks beyond the bound, or equals it and comes before one of
   * the entries; or once a word's events are all read (a match holds every word). It gives up
   * (`too long`) past about half of what ranking every match costs.
   */
  private rankedWalk(
    relevance: NonNullable<MemorySearch['relevance']>,
    bits: Uint32Array,
    ok: (slot: number) => boolean,
    total: number,
    consider: (slot: number) => boolean,
    last: () => { rank: number; slot: number } | null,
  ): 'done' | 'too long' | 'missing' {
    const { words, weakestFirst } = relevance;
    if (words.length === 0) return 'too long';
    const budget = relevance.walkAtMost ?? Math.max(2000, (total * words.length) / 2);
    const orders = words.map((w) => this.relevanceOrder(w, weakestFirst));
    const shortest = Math.min(...orders.map((o) => o.ids.length));
    // Events written since an order was made are ranked first, with their scores now, and passed over
    // in the orders: every other event stands in each order where its score and start put it.
    const stale = new Set<number>();
    for (const order of orders) for (const id of order.stale) stale.add(id);
    const seen = new Set<number>(stale);
    for (const id of stale) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined && bits[slot >>> 5] & (1 << (slot & 31)) && ok(slot) && !consider(slot)) return 'missing';
    }
    let read = 0;
    for (let depth = 0; depth < shortest; depth++) {
      let bound = 0;
      for (const order of orders) {
        bound += order.scores[depth];
        const id = order.ids[depth];
        if (seen.has(id)) continue;
        seen.add(id);
        const slot = this.slotOf.get(id);
        if (slot !== undefined && bits[slot >>> 5] & (1 << (slot & 31)) && ok(slot) && !consider(slot))
          return 'missing';
      }
      const kept = last();
      if (kept && (weakestFirst ? kept.rank < bound : kept.rank > bound)) return 'done';
      if (
        kept?.rank === bound &&
        orders.some((order) => {
          // A stale entry's start may not be the one it was placed by: it proves nothing.
          if (stale.has(order.ids[depth])) return false;
          const slot = this.slotOf.get(order.ids[depth]);
          return slot !== undefined && this.byStart(kept.slot, slot) < 0;
        })
      )
        return 'done';
      if ((read += words.length) > budget) return 'too long';
    }
    return 'done';
  }

  /** The matching slots that pass `ok`: how many, and which while they are at most COLLECTED_AT_MOST. */
  private scan(bits: Uint32Array, ok: (slot: number) => boolean): { count: number; slots: number[] | null } {
    let slots: number[] | null = [];
    let count = 0;
    eachMatch(bits, ok, (slot) => {
      count++;
      if (slots && slots.length < COLLECTED_AT_MOST) slots.push(slot);
      else slots = null;
      return true;
    });
    return { count, slots };
  }

  /** The page's slots read in the order's sequence: the matches from `offset` up to `end`. */
  private walk(q: MemorySearch, bits: Uint32Array, ok: (slot: number) => boolean, end: number): number[] {
    const order = this.order(q.order);
    const page: number[] = [];
    let seen = 0;
    const data = order.data;
    const n = order.length;
    for (let k = 0; k < n; k++) {
      const slot = data[q.backwards ? n - 1 - k : k];
      if (!(bits[slot >>> 5] & (1 << (slot & 31))) || !ok(slot)) continue;
      if (seen++ >= q.offset) {
        page.push(slot);
        if (seen >= end) break;
      }
    }
    return page;
  }

  /** Each part of a visitor's taste as a bitmap of the slots meeting it, with what it adds. */
  private tasteBits(taste: Taste | null, words: number): { bits: Uint32Array; adds: number }[] {
    return tasteParts(taste).map((part) => {
      const bits = this.bitmap(words);
      for (const token of part.tokens) this.orToken(token, bits);
      return { bits, adds: part.adds };
    });
  }

  /** The score plus what the taste adds, added as the statement adds them: score + (first + second). */
  private personal(slot: number, parts: { bits: Uint32Array; adds: number }[]): number {
    let adds = 0;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const met = (part.bits[slot >>> 5] & (1 << (slot & 31))) !== 0 ? part.adds : 0;
      adds = i === 0 ? met : adds + met;
    }
    return this.score[slot] + adds;
  }

  /**
   * The first `end` matches by score plus taste, walking the score's order: a row not yet read has a
   * score no better than the last read, so it adds at most the taste's whole to it; the walk stops once
   * the `end` matches kept are all strictly beyond that reach. The matches so far are kept in a bounded
   * heap, the one that comes last on top: each costs a logarithm of the page's end.
   *
   * The weakest first: a row not yet read scores at least the last read, and the taste adds nothing or
   * more, so the walk also stops at a row whose score equals the last kept's score plus taste and which
   * starts after it: every row to come with that same total has this score and no taste, and comes later
   * in the score's order, which is start order within a score. (Most events share the lowest score;
   * without this the walk read all of them for every page.)
   */
  private personalWalk(
    q: MemorySearch,
    bits: Uint32Array,
    ok: (slot: number) => boolean,
    parts: { bits: Uint32Array; adds: number }[],
    end: number,
  ): number[] {
    const weakest = q.order === 'score-weakest';
    const most = parts.reduce((sum, part) => sum + part.adds, 0);
    const order = this.order(q.order);
    // Whether (personal score x of a) comes before (y of b).
    const before = (x: number, a: number, y: number, b: number) => this.scoreOrder(x, y, weakest, a, b) < 0;
    const kept = new Heap<Ranked>((p, r) => (before(r.rank, r.slot, p.rank, p.slot) ? -1 : 1));
    for (let k = 0; k < order.length; k++) {
      const slot = order.data[k];
      if (kept.length >= end) {
        const base = this.score[slot];
        const last = kept.peek()!;
        if (
          weakest
            ? base > last.rank || (base === last.rank && this.byStart(slot, last.slot) > 0)
            : base + most < last.rank
        )
          break;
      }
      if (!(bits[slot >>> 5] & (1 << (slot & 31))) || !ok(slot)) continue;
      const rank = this.personal(slot, parts);
      if (kept.length < end) kept.push({ rank, slot });
      else {
        const last = kept.peek()!;
        if (before(rank, slot, last.rank, last.slot)) kept.replace({ rank, slot });
      }
    }
    return kept
      .toArray()
      .sort((p, r) => (before(p.rank, p.slot, r.rank, r.slot) ? -1 : 1))
      .map((r) => r.slot);
  }

  private sponsoredOf(ids: readonly number[], bits: Uint32Array, ok: (slot: number) => boolean): number | null {
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined && bits[slot >>> 5] & (1 << (slot & 31)) && ok(slot)) return id;
    }
    return null;
  }
}

/** The columns the copy reads of event_search. */
const COLUMNS = sql`${s.eventId} as id,
  (extract(epoch from ${s.startAt}) * 1000000)::float8 as start_us,
  (extract(epoch from ${s.endAt}) * 1000000)::float8 as end_us,
  (${s.startDay} - date '1970-01-01') as start_day, (${s.endDay} - date '1970-01-01') as end_day,
  ${s.minTicketPriceMinor}::float8 as price, ${s.ratingHalfStars} as rating, nullif(${s.sizeRank}, 0) as size_rank,
  ${s.rankScore} as score, ${s.facetTokens}::text as tokens`;

interface RawRow {
  id: number;
  start_us: number;
  end_us: number;
  start_day: number;
  end_day: number;
  price: number | null;
  rating: number | null;
  size_rank: number | null;
  score: number;
  tokens: string;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** '{1,2,3}' as numbers, read by hand: half a million rows of ninety tokens each load in seconds. */
export function tokensOf(text: string): Int32Array {
  const out: number[] = [];
  let value = 0;
  let digits = false;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits = true;
    } else {
      if (digits) out.push(value);
      value = 0;
      digits = false;
    }
  }
  return Int32Array.from(out);
}

const rowOf = (r: RawRow): ProjectionRow => ({
  eventId: Number(r.id),
  startUs: Number(r.start_us),
  endUs: Number(r.end_us),
  startDay: Number(r.start_day),
  endDay: Number(r.end_day),
  price: num(r.price),
  rating: num(r.rating),
  sizeRank: num(r.size_rank),
  score: Number(r.score),
  tokens: tokensOf(r.tokens),
});

/**
 * The changes of transactions not visible in `snapshot` (pg_current_snapshot's text): committed after
 * it was taken, whatever order transactions commit in.
 */
const changedSince = (snapshot: string) =>
  sql`${changes.xid} >= pg_snapshot_xmin(${snapshot}::pg_snapshot) and not pg_visible_in_snapshot(${changes.xid}, ${snapshot}::pg_snapshot)`;

/**
 * A condition of a statement the copy runs after recording `snapshot`: true when the statement reads
 * every transaction the snapshot holds, else the statement fails (event_search_copy_reads_after.sql).
 * A read URL may name a replica and then the primary, so one statement may reach the primary and the
 * next a replica that has not yet replayed what the first saw; a row read there, older than the
 * snapshot the copy records, would never be read again. The copy's loop retries a failed refresh, and
 * SQL answers meanwhile. (PostgreSQL evaluates the condition once, before the statement reads a row.)
 */
const readsAfter = (snapshot: string) => sql`event_search_copy_reads_after(${snapshot})`;

/**
 * The held words' scores in a row's document, as JSON text ([[lexeme, score], ...]): each held word
 * the row's words include, looked up by (lexeme, start, event) in event_search_terms.
 */
function heldScores(held: readonly { lexeme: string; id: number }[]) {
  return sql`(select coalesce(json_agg(json_build_array(t.lexeme, t.score::float8)), '[]')::text
    from unnest(array[${sql.join(
      held.map((w) => sql`${w.lexeme}`),
      sql`, `,
    )}]::text[], ${intArray(held.map((w) => w.id))}) as w(lexeme, id)
    join ${terms} t on t.lexeme = w.lexeme and t.start_at = ${s.startAt} and t.event_id = ${s.eventId}
    where w.id = any(${s.wordIds}))`;
}

/** A bytea as PostgreSQL's drivers answer it: bytes, or the hex text form ('\\x…'); null is none. */
function bytesOf(value: unknown): Uint8Array {
  if (value === null || value === undefined) return new Uint8Array(0);
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'string' && value.startsWith('\\x')) return Buffer.from(value.slice(2), 'hex');
  throw new Error('unreadable bytea');
}

/**
 * Words on at most this many rows are read before the search that first asks for them answers (about
 * 60 ms at this many); more, in the background while that search runs in SQL.
 */
export const WORD_ROWS_READ_BEFORE_ANSWERING = 250_000;

/**
 * How long a search of a copy refreshed in the background waits for its words' first reads before it
 * runs in SQL instead: a deep page of a common word by relevance costs SQL a second or more.
 */
export const WORD_READ_WAIT_MS = 250;

/**
 * A relevance search of at most this many matches whose words are not held yet runs in SQL at once while
 * they are read, rather than waiting for them: SQL ranks that many in tens of milliseconds (two such
 * searches at a million events: 22 and 38 ms), and the wait alone could take WORD_READ_WAIT_MS.
 */
export const RANKED_IN_SQL_AT_ONCE = 5_000;

/**
 * Entries of words held at most (scores and relevance orders, 8 bytes each): the least recently used
 * words beyond it are let go, as each word is read.
 */
export const WORD_SCORES_HELD = 12_000_000;

/**
 * Words on more than one row in this many are likely to be asked: their scores are read when a copy
 * loads, before it answers, so that no visitor's first search of a common word waits for its read or
 * runs in SQL (a deep page of a word on every row by relevance costs SQL two seconds).
 */
export const COMMON_WORD_SHARE = 16;

/**
 * Entries (8 bytes each) the common words read when a copy loads take at most, the most common first;
 * they are let go only for the memory limit, not for WORD_SCORES_HELD, which bounds the words asked.
 */
export const COMMON_WORD_ENTRIES = 8_000_000;

/** Rows read per statement when loading: each chunk is applied between two database round trips. */
const LOAD_CHUNK = 5_000;
/** A projection this small is loaded before the first search answers; a larger one in the background. */
export const LOADED_BEFORE_ANSWERING = 50_000;
/** The sweep keeps changes for an hour (prune.worker.ts); a copy not refreshed for half of it loads again. */
export const CHANGES_KEPT_MS = 60 * 60_000;
const STALE_AFTER_MS = CHANGES_KEPT_MS / 2;
/** Changed rows read and applied per slice of a refresh (each applied at once, between round trips). */
const REFRESH_SLICE = 2_000;
/** Rescored events applied at once (ProjectionIndex.rescore): one merge pass of each score order. */
const RESCORE_SLICE = 20_000;
/** How long a copy running its loop keeps the sponsored events it read (ProjectionCopy.sponsoredIds). */
export const SPONSORED_KEPT_MS = 1_000;
const HOUR_MS = 3_600_000;
/** More changed rows than this at once (a ranking round, a bulk update): a new copy is loaded and swapped in. */
export const BULK_CHANGE_ROWS = 50_000;
/** The notification the projection's change log sends at each commit (event_search_changes_log.sql). */
export const CHANGES_CHANNEL = 'event_search_changed';

/** How the copy runs (SEARCH_* settings, README.md). */
export interface CopyOptions {
  /** Everything the copy holds at most, in bytes: rows, tokens, bitmaps, orders, word scores. */
  memoryLimitBytes?: number;
  /** The copy answers while at most this far behind the primary (ms); further, SQL answers. */
  maxBehindMs?: number;
  /** While a bulk change is loaded and swapped in, the copy before it answers up to this far behind. */
  bulkBehindMs?: number;
  /** The refresh runs at each notification and at least this often (ms). */
  refreshEveryMs?: number;
  /** More changed rows than this at once load a new copy, swapped in (BULK_CHANGE_ROWS). */
  bulkChangeRows?: number;
  /** A word on more than one row in this many is read when the copy loads (COMMON_WORD_SHARE); 0: none. */
  commonWordShare?: number;
  /** Entries the words read when the copy loads take at most (COMMON_WORD_ENTRIES). */
  commonWordEntries?: number;
  /** Told of a failed refresh (retried with backoff). */
  onError?: (error: unknown, failures: number) => void;
}

export const COPY_DEFAULTS = {
  memoryLimitBytes: 1536 * 1024 * 1024,
  maxBehindMs: 2_000,
  bulkBehindMs: 60_000,
  refreshEveryMs: 500,
  bulkChangeRows: BULK_CHANGE_ROWS,
  commonWordShare: COMMON_WORD_SHARE,
  commonWordEntries: COMMON_WORD_ENTRIES,
};

/** What GET /api/health and the metrics say of the copy (searchCopyState). */
export interface SearchCopyState {
  /** Which path answers: the copy (`memory`), SQL while it loads (`loading`), SQL alone (`sql`). */
  path: THealthAnswer['search'];
  /** How far behind the primary the copy is: ms since the snapshot it last caught up to; null before one. */
  behindMs: number | null;
  /** Bytes the copy holds (rows, tokens, bitmaps, orders, word scores) and its limit. */
  bytes: number;
  limitBytes: number;
  rows: number;
  /** Words whose scores are held, and of them the common words read when the copy loaded. */
  words: number;
  commonWords: number;
  /** Refreshes that failed in a row (each retried with backoff); 0 once one succeeds. */
  failures: number;
}

/** A word whose scores the copy holds: its search_words number, its scores, when it was last asked, whether read as common. */
interface HeldWord {
  id: number;
  scores: WordScores;
  usedAt: number;
  common: boolean;
}

const pauseForOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The copy of one database's projection. Started (`start`, in the server), it loads in the background
 * and a loop keeps it up to date apart from any search: at each notification of a commit and at least
 * every `refreshEveryMs`, it reads the changes committed since its last snapshot; a few thousand are
 * applied in slices, more (a ranking round) load a new copy that is swapped in; a failure is retried
 * with backoff. A search never waits for any of it: `current()` answers the copy while it is at most
 * `maxBehindMs` behind, else null (SQL). Not started (tests, scripts), `current()` refreshes before
 * answering, so a search sees every commit before it.
 */
export class ProjectionCopy {
  private index: ProjectionIndex | null = null;
  private snapshot: string | null = null;
  /** When the snapshot the copy caught up to was taken (the clock before the statement that read it). */
  private snapshotAt = 0;
  private loading: Promise<void> | null = null;
  private refreshedAt = 0;
  private queue: Promise<unknown> = Promise.resolve();
  /** The words whose scores are held, each with its number in search_words and when it was last read. */
  private readonly words = new Map<string, HeldWord>();
  private readonly wordsLoading = new Map<string, Promise<void>>();
  private wordUses = 0;
  /** Set when loading or refreshing failed (not started: for good; started: until a retry succeeds). */
  failed: unknown = null;
  private readonly options: Required<Omit<CopyOptions, 'onError'>> & Pick<CopyOptions, 'onError'>;
  // The background loop (start).
  private started = false;
  private stopped = false;
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  /** The LISTEN under way (start): stop() waits for it, so no statement of the copy runs after stop. */
  private listening: Promise<void> | null = null;
  private rebuildWanted = false;
  private rebuilding = false;
  private bytesHeld = 0;
  /** Relevance orders searches lacked, made by the loop. */
  private readonly ordersWanted = new Map<WordScores, Set<boolean>>();
  /** The sponsored events as last read (sponsoredIds): the UTC hour their order is of, and when read. */
  private sponsored: { hour: number; at: number; ids: Promise<number[]> } | null = null;

  /** Answering (`memory`), loading (`loading`: SQL answers meanwhile), or failed (`sql`). */
  get state(): THealthAnswer['search'] {
    if (!this.started) return this.failed ? 'sql' : this.index ? 'memory' : 'loading';
    if (!this.index) return this.failures > 0 && !this.loading ? 'sql' : 'loading';
    return this.serving() ? 'memory' : 'sql';
  }

  constructor(
    private readonly db: DbOrTx,
    private readonly clock: () => number = Date.now,
    /** Entries of words held at most (WORD_SCORES_HELD). */
    private readonly wordEntriesHeld = WORD_SCORES_HELD,
    options: CopyOptions = {},
  ) {
    this.options = { ...COPY_DEFAULTS, ...options };
  }

  /** The words whose scores are held, the least recently used first. */
  get wordsHeld(): string[] {
    return [...this.words].sort((a, b) => a[1].usedAt - b[1].usedAt).map(([lexeme]) => lexeme);
  }

  /** When the snapshot the copy last caught up to was taken (clock ms; 0 before one): it holds every commit before. */
  get caughtUpTo(): number {
    return this.snapshotAt;
  }

  /** What the copy is doing, how far behind and how much it holds (GET /api/health, metrics). */
  status(): SearchCopyState {
    return {
      path: this.state,
      behindMs: this.index && this.snapshotAt ? Math.max(0, this.clock() - this.snapshotAt) : null,
      bytes: this.bytesHeld,
      limitBytes: this.options.memoryLimitBytes,
      rows: this.index?.live ?? 0,
      words: this.words.size,
      commonWords: [...this.words.values()].filter((word) => word.common).length,
      failures: this.failures,
    };
  }

  /** Bytes of the held words' scores and relevance orders. */
  private get wordBytes(): number {
    let entries = 0;
    for (const word of this.words.values()) entries += word.scores.entries;
    return entries * 8;
  }

  private measure(): void {
    this.bytesHeld = (this.index?.bytes ?? 0) + this.wordBytes;
  }

  /** Reads the whole projection into a new index, after the snapshot it is then refreshed from. */
  private async loadIndex(
    pause: (() => Promise<void>) | null,
  ): Promise<{ index: ProjectionIndex; snapshot: string; at: number; common: Map<string, HeldWord> }> {
    const at = this.clock();
    const [{ snapshot }] = rowsOf<{ snapshot: string }>(
      await this.db.execute(sql`select pg_current_snapshot()::text as snapshot`),
    );
    const index = new ProjectionIndex();
    const chunk = async (after: number) =>
      rowsOf<RawRow>(
        await this.db.execute(
          sql`select ${COLUMNS} from ${s} where ${s.eventId} > ${after} and ${readsAfter(snapshot)}
            order by ${s.eventId} limit ${LOAD_CHUNK}`,
        ),
      );
    // The next chunk is asked for before this one is applied: the database reads while the copy applies.
    let next = chunk(0);
    for (;;) {
      const rows = await next;
      const more = rows.length === LOAD_CHUNK;
      if (more) next = chunk(Number(rows[rows.length - 1].id));
      index.apply(rows.map(rowOf));
      if (!more) break;
    }
    if (!pause) {
      index.order('date');
      return { index, snapshot, at, common: new Map() };
    }
    // The common words are read while the orders are sorted (the database and the copy at once).
    const reading = this.readCommonWords(index, snapshot).then(
      (common) => ({ common, error: null }),
      (error: unknown) => ({ common: new Map<string, HeldWord>(), error }),
    );
    await index.prepare(pause);
    const { common, error } = await reading;
    if (error) throw error;
    return { index, snapshot, at, common };
  }

  /** Reads the whole projection (not started: before answering, in one go). */
  private async load(): Promise<void> {
    const { index, snapshot, at } = await this.loadIndex(null);
    this.install(index, snapshot, at);
  }

  private install(index: ProjectionIndex, snapshot: string, at: number) {
    if (this.started) index.orderWanted = (word, weakestFirst) => this.wantOrder(word, weakestFirst);
    this.index = index;
    this.snapshot = snapshot;
    this.snapshotAt = at;
    this.refreshedAt = this.clock();
    // Changes the scores missed may be gone from the log (a truncation, or a copy left idle): read again when asked.
    this.words.clear();
    this.ordersWanted.clear();
    this.measure();
  }

  /**
   * A new copy loaded in the background and swapped in (start-up, a bulk change, slots piling up): the
   * copy before it answers meanwhile, while the memory limit has room for both; else it is let go
   * first and SQL answers until the new one is in.
   */
  private async rebuild(): Promise<void> {
    this.rebuilding = true;
    try {
      const need = this.index?.bytes ?? 0;
      if (this.index && this.bytesHeld + need > this.options.memoryLimitBytes) {
        this.words.clear();
        this.measure();
        if (this.bytesHeld + need > this.options.memoryLimitBytes) this.index = null;
      }
      const { index, snapshot, at, common } = await this.loadIndex(pauseForOthers);
      if (index.bytes > this.options.memoryLimitBytes)
        throw new Error(
          `the search copy needs ${index.bytes} bytes, over its limit of ${this.options.memoryLimitBytes}`,
        );
      this.install(index, snapshot, at);
      for (const [lexeme, word] of common) this.words.set(lexeme, word);
      this.letGoOfWords();
      this.rebuildWanted = false;
    } finally {
      this.rebuilding = false;
    }
  }

  /**
   * The scores of the words likely to be asked (each on more than one row in `commonWordShare` of the
   * new index), read before the index answers: the most common first, up to `commonWordEntries` and
   * the memory limit's room. Read after the index's snapshot, so the refreshes from that snapshot,
   * which read the held words' scores of every event changed since, keep them in step.
   */
  private async readCommonWords(index: ProjectionIndex, snapshot: string): Promise<Map<string, HeldWord>> {
    const read = new Map<string, HeldWord>();
    const share = this.options.commonWordShare;
    if (share <= 0) return read;
    let room = Math.min(this.options.commonWordEntries, Math.max(0, (this.options.memoryLimitBytes - index.bytes) / 8));
    const chosen: number[] = [];
    for (const word of index.commonWords(Math.floor(index.live / share))) {
      if (word.rows > room) continue;
      chosen.push(word.id);
      room -= word.rows;
    }
    if (!chosen.length) return read;
    const named = rowsOf<{ id: number; lexeme: string }>(
      await this.db.execute(
        sql`select ${searchWords.id} as id, ${searchWords.lexeme} as lexeme from ${searchWords}
          where ${searchWords.id} = any(${intArray(chosen)}) and ${readsAfter(snapshot)}`,
      ),
    );
    const lexemeOf = new Map(named.map((row) => [Number(row.id), row.lexeme]));
    for (const id of chosen) {
      const lexeme = lexemeOf.get(id);
      if (lexeme === undefined) continue;
      const [row] = rowsOf<{ pairs: unknown }>(
        await this.db.execute(
          sql`select string_agg(int4send(${terms.eventId}) || float4send(${terms.score}), ''::bytea) as pairs
            from ${terms} where ${terms.lexeme} = ${lexeme} and ${readsAfter(snapshot)}`,
        ),
      );
      read.set(lexeme, { id, scores: WordScores.read(bytesOf(row.pairs)), usedAt: ++this.wordUses, common: true });
      await pauseForOthers();
    }
    return read;
  }

  /** Reads the rows of the events changed since the last snapshot again (all of them after a truncation). */
  private async refresh(): Promise<void> {
    if (this.clock() - this.refreshedAt > STALE_AFTER_MS) return this.started ? this.rebuild() : this.load();
    const at = this.clock();
    // Rows a ranking round rescored (scores_only) are counted apart: their scores alone are read again.
    const [row] = rowsOf<{ ids: number[]; rescored: number; snapshot: string }>(
      await executePrepared(
        this.db,
        sql`select coalesce(array_agg(distinct ${changes.eventId}) filter (where not ${changes.scoresOnly}), '{}') as ids,
            count(*) filter (where ${changes.scoresOnly})::int as rescored,
            pg_current_snapshot()::text as snapshot
          from ${changes} where ${changedSince(this.snapshot!)} and ${readsAfter(this.snapshot!)}`,
      ),
    );
    const ids = row.ids.map(Number);
    if (ids.includes(0)) return this.started ? this.rebuild() : this.load();
    if (this.started && ids.length > this.options.bulkChangeRows) return this.rebuild();
    const index = this.index!;
    // Read and applied in slices, each at once: between them other searches run.
    const slice = this.started ? REFRESH_SLICE : Math.max(1, ids.length);
    for (let from = 0; from < ids.length; from += slice) {
      const part = ids.slice(from, from + slice);
      // With the rows, the held words' scores in their documents, read in the same statement.
      const held = [...this.words].map(([lexeme, word]) => ({ lexeme, id: word.id }));
      const raw = rowsOf<RawRow & { word_scores?: string | null }>(
        await this.db.execute(
          sql`select ${COLUMNS}${held.length ? sql`, ${heldScores(held)} as word_scores` : sql``}
            from ${s} where ${s.eventId} = any(${intArray(part)}) and ${readsAfter(row.snapshot)}`,
        ),
      );
      if (this.index !== index) return;
      const rows = raw.map(rowOf);
      const found = new Set(rows.map((r) => r.eventId));
      // Events that start elsewhere, arrive or leave: stale in the held words' relevance orders.
      const moved = new Set(part.filter((id) => !found.has(id)));
      for (const r of rows) if (index.startOf(r.eventId) !== r.startUs) moved.add(r.eventId);
      index.apply(
        rows,
        part.filter((id) => !found.has(id)),
      );
      const scores = new Map<string, Map<number, number>>();
      for (const r of raw)
        for (const [lexeme, score] of JSON.parse(r.word_scores ?? '[]') as [string, number][]) {
          if (!scores.has(lexeme)) scores.set(lexeme, new Map());
          scores.get(lexeme)!.set(Number(r.id), score);
        }
      this.rewriteScores(new Set(part), scores, moved);
      if (from + slice < ids.length) await pauseForOthers();
    }
    if (Number(row.rescored) > 0) {
      // The new scores of the events rescored, read in one statement (id and score, 12 bytes each) and
      // applied in slices, each at once.
      const [read] = rowsOf<{ pairs: unknown }>(
        await this.db.execute(
          sql`select string_agg(int4send(${s.eventId}) || float8send(${s.rankScore}), ''::bytea) as pairs
            from ${s} where ${s.eventId} in (
              select ${changes.eventId} from ${changes} where ${changedSince(this.snapshot!)} and ${changes.scoresOnly})
            and ${readsAfter(row.snapshot)}`,
        ),
      );
      const bytes = bytesOf(read?.pairs ?? null);
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const n = Math.floor(bytes.length / 12);
      const step = this.started ? RESCORE_SLICE : Math.max(1, n);
      for (let from = 0; from < n; from += step) {
        if (this.index !== index) return;
        const size = Math.min(step, n - from);
        const eventIds = new Int32Array(size);
        const values = new Float64Array(size);
        for (let i = 0; i < size; i++) {
          eventIds[i] = view.getInt32((from + i) * 12);
          values[i] = view.getFloat64((from + i) * 12 + 4);
        }
        index.rescore(eventIds, values);
        if (from + step < n) await pauseForOthers();
      }
    }
    if (this.started && index.deadSlots > Math.max(10_000, index.live)) this.rebuildWanted = true;
    this.snapshot = row.snapshot;
    this.snapshotAt = at;
    this.refreshedAt = this.clock();
  }

  /**
   * Each held word's scores with the events `changed` read again (`found`: their scores, by word); the
   * events that `moved` are named stale in the relevance orders of the words holding them.
   */
  private rewriteScores(
    changed: ReadonlySet<number>,
    found: ReadonlyMap<string, ReadonlyMap<number, number>>,
    moved: ReadonlySet<number>,
  ) {
    for (const [lexeme, word] of this.words) {
      const scores = word.scores.with(changed, found.get(lexeme) ?? new Map());
      if (scores === word.scores && moved.size) scores.markStale([...moved].filter((id) => scores.has(id)));
      word.scores = scores;
    }
  }

  /**
   * The scores of a keyword's words (its `terms`, numbered in `ids` as search_words numbers them), in
   * their order, for the relevance sort. Words not yet held are read first: started, waited for at most
   * WORD_READ_WAIT_MS, else this search runs in SQL (null) while they are read, and not waited for at all
   * when the `search`'s tokens (its query_int) match at most RANKED_IN_SQL_AT_ONCE rows; not started,
   * before answering when they are on at most WORD_ROWS_READ_BEFORE_ANSWERING rows (or the projection is
   * small).
   */
  async wordScores(
    words: readonly string[],
    ids: ReadonlyMap<string, number>,
    search?: { tokens: string | null | undefined },
  ): Promise<WordScores[] | null> {
    if (this.failed && !this.started) return null;
    const missing = words.filter((word) => ids.has(word) && !this.words.has(word));
    if (missing.length) {
      const reads = missing.map((word) => this.readWord(word, ids.get(word)!));
      // How many rows the reads bring: the words' rows in the copy (none while it loads: in SQL).
      const index = this.index;
      const rows = index
        ? missing.reduce((n, word) => n + index.carrying(wordToken(ids.get(word))), 0)
        : Number.POSITIVE_INFINITY;
      if (
        this.started &&
        index &&
        search &&
        search.tokens !== null &&
        index.matchesAtMost(search.tokens) <= RANKED_IN_SQL_AT_ONCE
      ) {
        // Few matches: SQL ranks them sooner than the words are read.
        void Promise.all(reads).catch(() => undefined);
        return null;
      }
      if (this.started) {
        // Started: the search waits for its words' reads at most WORD_READ_WAIT_MS (a word on every
        // row takes about 150 ms at 511,000 rows), else runs in SQL while they go on.
        let timer: NodeJS.Timeout | undefined;
        const read = await Promise.race([
          Promise.all(reads).then(
            () => true,
            () => false,
          ),
          new Promise<false>((resolve) => {
            timer = setTimeout(() => resolve(false), WORD_READ_WAIT_MS);
            timer.unref();
          }),
        ]);
        clearTimeout(timer);
        if (!read) return null;
      } else if (rows > WORD_ROWS_READ_BEFORE_ANSWERING && !(await this.small)) {
        void Promise.all(reads).catch(() => undefined);
        return null;
      } else await Promise.all(reads);
    }
    const answer: WordScores[] = [];
    for (const word of words) {
      if (!ids.has(word)) {
        // In no document: nothing matches, nothing is ranked.
        answer.push(new WordScores());
        continue;
      }
      const held = this.words.get(word);
      if (!held) return null;
      held.usedAt = ++this.wordUses;
      answer.push(held.scores);
    }
    return answer;
  }

  /**
   * Reads one word's scores whole, then, in turn with the refreshes, the scores of the events changed
   * since that read's snapshot; from then on each refresh keeps them in step. The least recently used
   * words are let go beyond WORD_SCORES_HELD entries, or beyond the memory limit.
   */
  private readWord(lexeme: string, id: number): Promise<void> {
    let reading = this.wordsLoading.get(lexeme);
    if (reading) return reading;
    reading = (async () => {
      const [row] = rowsOf<{ pairs: unknown; snapshot: string }>(
        await this.db.execute(
          sql`select string_agg(int4send(${terms.eventId}) || float4send(${terms.score}), ''::bytea) as pairs,
            pg_current_snapshot()::text as snapshot
            from ${terms} where ${terms.lexeme} = ${lexeme}`,
        ),
      );
      let scores = WordScores.read(bytesOf(row.pairs));
      await this.inTurn(async () => {
        const caught = rowsOf<{ id: number; score: number | null }>(
          await this.db.execute(
            sql`with changed as (
                select distinct ${changes.eventId} as id from ${changes} where ${changedSince(row.snapshot)}
              )
              select c.id, t.score::float8 as score from changed c
              left join ${s} on ${s.eventId} = c.id
              left join ${terms} t on t.lexeme = ${lexeme} and t.start_at = ${s.startAt} and t.event_id = ${s.eventId}
              where ${readsAfter(row.snapshot)} and ${readsAfter(this.snapshot ?? row.snapshot)}`,
          ),
        );
        // A truncation since: read again when next asked.
        if (caught.some((c) => Number(c.id) === 0)) return;
        const found = new Map<number, number>();
        for (const c of caught) if (c.score !== null) found.set(Number(c.id), Number(c.score));
        if (caught.length) scores = scores.with(new Set(caught.map((c) => Number(c.id))), found);
        this.words.set(lexeme, { id, scores, usedAt: ++this.wordUses, common: false });
        this.letGoOfWords();
      });
    })().finally(() => this.wordsLoading.delete(lexeme));
    this.wordsLoading.set(lexeme, reading);
    return reading;
  }

  /**
   * Lets go of the least recently used words while the words asked hold more than WORD_SCORES_HELD
   * entries, or while the copy holds more than its memory limit (the common words read at load count
   * against the limit alone).
   */
  private letGoOfWords() {
    const indexBytes = this.index?.bytes ?? 0;
    const room = Math.max(0, (this.options.memoryLimitBytes - indexBytes) / 8);
    let asked = 0;
    let common = 0;
    for (const word of this.words.values())
      if (word.common) common += word.scores.entries;
      else asked += word.scores.entries;
    const byUse = [...this.words].sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [lexeme, word] of byUse) {
      const overLimit = asked + common > room;
      if (!overLimit && asked <= this.wordEntriesHeld) break;
      // Within the limit, only the words asked make room; a single word is kept however large.
      if (!overLimit && (word.common || this.words.size - this.commonCount() <= 1)) continue;
      this.words.delete(lexeme);
      if (word.common) common -= word.scores.entries;
      else asked -= word.scores.entries;
    }
    this.bytesHeld = indexBytes + (asked + common) * 8;
  }

  private commonCount(): number {
    let n = 0;
    for (const word of this.words.values()) if (word.common) n++;
    return n;
  }

  /** A relevance order a search lacked: made by the loop. */
  private wantOrder(word: WordScores, weakestFirst: boolean) {
    let wanted = this.ordersWanted.get(word);
    if (!wanted) this.ordersWanted.set(word, (wanted = new Set()));
    if (wanted.has(weakestFirst)) return;
    wanted.add(weakestFirst);
    this.wake();
  }

  /**
   * Makes the relevance orders searches lacked, sorting in slices; an order is kept only if no refresh
   * ran meanwhile (the word's scores and the index are still the ones it was made from).
   */
  private async makeWantedOrders(): Promise<void> {
    for (const [word, directions] of [...this.ordersWanted]) {
      this.ordersWanted.delete(word);
      const index = this.index;
      const held = [...this.words.values()].some((w) => w.scores === word);
      if (!index || !held) continue;
      for (const weakestFirst of directions) {
        if (word.orders[weakestFirst ? 1 : 0]) continue;
        const version = index.version;
        const keys = index.relevanceKeys(word, weakestFirst);
        if (!keys) continue;
        const sorted = await sortInSlices(keys.keys, (x, y) => x - y, pauseForOthers);
        if (index.version !== version || this.index !== index) {
          this.wantOrder(word, weakestFirst);
          continue;
        }
        word.orders[weakestFirst ? 1 : 0] = relevanceOrderOf(sorted, keys.idAt, weakestFirst);
      }
      this.letGoOfWords();
    }
  }

  /** Runs `task` after the refreshes and tasks before it, and before those after. */
  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Whether a started copy answers: loaded, and at most `maxBehindMs` behind (while a bulk change is swapped in, `bulkBehindMs`). */
  private serving(): boolean {
    if (!this.index || !this.snapshotAt) return false;
    const behind = this.clock() - this.snapshotAt;
    return (
      behind <= this.options.maxBehindMs ||
      ((this.rebuilding || this.rebuildWanted) && behind <= this.options.bulkBehindMs)
    );
  }

  /**
   * The index to answer from. Started: the copy as the background loop keeps it, while it is at most
   * `maxBehindMs` behind the primary, never waiting for the database; null otherwise (SQL answers).
   * Not started: up to date with every change committed before this call; null while a large
   * projection loads in the background, or when reading it failed.
   */
  /**
   * The events with an active sponsorship in the hour's order, for a first page, as `read` reads them.
   * A copy running its loop keeps them SPONSORED_KEPT_MS within the same UTC hour, one read shared by
   * the searches meanwhile: a first page then costs no statement more than another, and a sponsorship
   * shows or leaves at most that late, as the copy's rows do. A copy without its loop reads them at
   * each search.
   */
  sponsoredIds(now: Date, read: (now: Date) => Promise<number[]>): Promise<number[]> {
    if (!this.started) return read(now);
    const hour = Math.floor(now.getTime() / HOUR_MS);
    const at = this.clock();
    const kept = this.sponsored;
    if (kept && kept.hour === hour && at >= kept.at && at - kept.at < SPONSORED_KEPT_MS) return kept.ids;
    const ids = read(now);
    this.sponsored = { hour, at, ids };
    // A failed read is not kept: the next search reads again.
    ids.catch(() => {
      if (this.sponsored?.ids === ids) this.sponsored = null;
    });
    return ids;
  }

  async current(): Promise<ProjectionIndex | null> {
    if (this.started) return this.serving() ? this.index : null;
    if (this.failed) return null;
    if (!this.index) {
      if (!this.loading) {
        this.loading = this.startLoading();
        this.queue = this.loading;
      }
      const small = await this.small;
      if (!small) return null;
      await this.loading;
      return this.failed ? null : this.index;
    }
    // One refresh at a time, each after the previous: every search sees what was committed before it.
    try {
      await this.inTurn(() => this.refresh());
    } catch (error) {
      this.failed = error;
      return null;
    }
    return this.index;
  }

  private small: Promise<boolean> = Promise.resolve(false);

  private startLoading(): Promise<void> {
    this.small = this.db
      .execute(sql`select count(*)::int as n from ${s}`)
      .then((rows) => Number(rowsOf<{ n: number }>(rows)[0].n) <= LOADED_BEFORE_ANSWERING)
      .catch(() => false);
    return this.load().catch((error) => {
      this.failed = error;
    });
  }

  /**
   * Starts the background loop: loads the copy, then refreshes it at each notification on `listen`
   * (CHANGES_CHANNEL, sent at each commit that changed the projection) and at least every
   * `refreshEveryMs`; a failure is retried after 0.25 s, doubling up to 30 s. `listen` may be on
   * another database handle than the copy's (the primary, when the copy reads a replica).
   */
  start(
    listen?: (
      channel: string,
      onPayload: (payload: string) => void,
      onListening: () => void,
    ) => Promise<() => Promise<void>>,
  ): void {
    if (this.started) return;
    this.started = true;
    startedCopies.add(this);
    if (this.index) this.index.orderWanted = (word, weakestFirst) => this.wantOrder(word, weakestFirst);
    else this.rebuildWanted = true;
    if (listen)
      this.listening = listen(
        CHANGES_CHANNEL,
        () => this.wake(),
        () => this.wake(),
      )
        .then(async (unlisten) => {
          // Stopped while the LISTEN was under way: undone here, before stop() returns.
          if (this.stopped) await unlisten().catch(() => undefined);
          else this.unlisten = unlisten;
        })
        .catch((error) => this.options.onError?.(error, this.failures));
    this.timer = setInterval(() => this.wake(), this.options.refreshEveryMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops the loop (the copy answers no more). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.listening;
    await this.unlisten?.().catch(() => undefined);
    await this.running;
    startedCopies.delete(this);
  }

  /** Runs the loop now, or once more right after the run in progress. */
  private wake(): void {
    if (this.stopped || this.retryTimer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.cycle().finally(() => {
      this.running = null;
    });
  }

  private async cycle(): Promise<void> {
    do {
      this.again = false;
      try {
        if (!this.index || this.rebuildWanted) await this.inTurn(() => this.rebuild());
        else await this.inTurn(() => this.refresh());
        this.failures = 0;
        this.failed = null;
        await this.makeWantedOrders();
        this.measure();
      } catch (error) {
        this.failures++;
        this.failed = error;
        this.options.onError?.(error, this.failures);
        const delay = Math.min(30_000, 250 * 2 ** (this.failures - 1));
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.wake();
        }, delay);
        this.retryTimer.unref();
        return;
      }
    } while (this.again && !this.stopped);
  }
}

/** The copies started in this process (the server starts one: searchCopyState). */
const startedCopies = new Set<ProjectionCopy>();

/**
 * The state of this process's copy of the search projection (which path serves, how far behind, bytes
 * held and their limit): GET /api/health says it, and metrics may read it. `sql` when none runs.
 */
export function searchCopyState(): SearchCopyState {
  return (
    [...startedCopies].at(-1)?.status() ?? {
      path: 'sql',
      behindMs: null,
      bytes: 0,
      limitBytes: 0,
      rows: 0,
      words: 0,
      commonWords: 0,
      failures: 0,
    }
  );
}

const copies = new WeakMap<object, ProjectionCopy>();

/** The copy of `db`'s projection, one per database object for the life of the process. */
export function projectionCopyOf(db: DbOrTx, options: CopyOptions = {}): ProjectionCopy {
  let copy = copies.get(db);
  if (!copy) copies.set(db, (copy = new ProjectionCopy(db, Date.now, WORD_SCORES_HELD, options)));
  return copy;
}
