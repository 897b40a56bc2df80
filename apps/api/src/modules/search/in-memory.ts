// The search projection kept in the API's memory as well (docs/search.md, "The API's copy of the
// projection"): every row of event_search as a few typed arrays, each facet token with the rows that
// carry it, and the rows in each sort's order. A search that needs no document and no word's score (any
// filter, any keyword of words, every sort but a keyword's relevance) is answered from it: its tokens'
// query becomes a bitmap of rows, the range filters are checked per row, the total is counted exactly
// and the page is read in the sort's order, all without a statement; PostgreSQL then writes the page's
// cards. PostgreSQL stays the source of truth: each search first reads which rows changed since the
// copy's last snapshot (event_search_changes, written by a trigger) and reads those rows again.
import { sql } from 'drizzle-orm';
import type { THealthAnswer } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { intArray, rowsOf } from '../../db/raw-sql';
import { eventSearch as s, eventSearchChanges as changes } from '../../db/schema';
import type { FilterBounds, Taste } from './service';
import { tasteParts } from './service';

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
}

export interface MemoryAnswer {
  ids: number[];
  total: number;
  sponsored: number | null;
}

/** A token on more than one row in this many keeps a bitmap of its rows (at most 16 × tokens a row of them). */
const DENSE_SHARE = 16;
/** Up to this many matches are sorted whole when that costs less than a walk in the sort's order. */
const COLLECTED_AT_MOST = 20_000;
const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00.000Z`) / DAY_MS;

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

/** How many bits of a 32-bit word are set. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
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

  /** Writes the rows (new or changed) and removes the events named in `gone`. */
  apply(rows: readonly ProjectionRow[], gone: readonly number[] = []): void {
    // Many changes at once (a ranking round): the orders are sorted again when next read.
    const incremental = rows.length + gone.length <= 2000;
    if (!incremental) this.orders.clear();
    for (const id of gone) this.remove(id, incremental);
    for (const row of rows) {
      this.remove(row.eventId, incremental);
      this.append(row, incremental);
    }
    if (this.size - this.live > Math.max(10_000, this.live)) this.compact();
  }

  private remove(eventId: number, incremental: boolean) {
    const slot = this.slotOf.get(eventId);
    if (slot === undefined) return;
    if (incremental) for (const [key, order] of this.orders) this.orderRemove(order, slot, key);
    this.alive[slot >>> 5] &= ~(1 << (slot & 31));
    this.slotOf.delete(eventId);
    this.live--;
  }

  private append(row: ProjectionRow, incremental: boolean) {
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
    if (incremental) for (const [key, order] of this.orders) this.orderInsert(order, slot, key);
  }

  /** Writes the live rows to slots 0.. again, in the same relative order, and drops the dead ones. */
  private compact() {
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

  /** The slots carrying `token`, as a bitmap of `words` words. */
  private tokenBits(token: number, words: number): Uint32Array {
    const bits = new Uint32Array(words);
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
      const bits = new Uint32Array(words);
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

  /** The live slots matching the query_int (every live slot without one), as a bitmap. */
  matching(tokens: string | undefined): Uint32Array {
    const words = Math.ceil(this.size / 32);
    if (tokens === undefined) return this.alive.slice(0, words);
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

  /** One page of a search, its exact total and its sponsored event. */
  search(q: MemorySearch): MemoryAnswer {
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
    const parts = q.order === 'score-best' || q.order === 'score-weakest' ? this.tasteBits(q.taste, bits.length) : [];
    const compare =
      parts.length > 0
        ? (a: number, b: number) =>
            this.scoreOrder(this.personal(a, parts), this.personal(b, parts), q.order === 'score-weakest', a, b)
        : q.backwards
          ? (a: number, b: number) => this.compare(q.order, b, a)
          : (a: number, b: number) => this.compare(q.order, a, b);
    // Sorting the matches costs about their number (times a logarithm); a walk, the entries it passes
    // before the page's end at their share.
    const walkLength = (end * this.live) / Math.max(1, total);
    let page: number[];
    if (collected && (total <= 2000 || walkLength > 4 * total)) page = collected.sort(compare).slice(q.offset, end);
    else if (parts.length > 0) page = this.personalWalk(q, bits, ok, parts, end).slice(q.offset, end);
    else page = this.walk(q, bits, ok, end);
    return { ids: page.map((slot) => this.eventId[slot]), total, sponsored };
  }

  /** The matching slots that pass `ok`: how many, and which while they are at most COLLECTED_AT_MOST. */
  private scan(bits: Uint32Array, ok: (slot: number) => boolean): { count: number; slots: number[] | null } {
    let slots: number[] | null = [];
    let count = 0;
    for (let i = 0; i < bits.length; i++) {
      let word = bits[i];
      while (word !== 0) {
        const low = word & -word;
        const slot = i * 32 + (31 - Math.clz32(low));
        word ^= low;
        if (!ok(slot)) continue;
        count++;
        if (slots && slots.length < COLLECTED_AT_MOST) slots.push(slot);
        else slots = null;
      }
    }
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
      const bits = new Uint32Array(words);
      for (const token of part.tokens) this.orToken(token, bits);
      return { bits, adds: part.adds };
    });
  }

  /** The score plus what the taste adds, added as the statement adds them: score + (first + second). */
  private personal(slot: number, parts: { bits: Uint32Array; adds: number }[]): number {
    let adds = 0;
    parts.forEach((part, i) => {
      const met = (part.bits[slot >>> 5] & (1 << (slot & 31))) !== 0 ? part.adds : 0;
      adds = i === 0 ? met : adds + met;
    });
    return this.score[slot] + adds;
  }

  /**
   * The first `end` matches by score plus taste, walking the score's order: a row not yet read has a
   * score no better than the last read, so it adds at most the taste's whole to it; the walk stops once
   * `end` matches are strictly beyond that reach.
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
    const found: number[] = [];
    const compare = (a: number, b: number) =>
      this.scoreOrder(this.personal(a, parts), this.personal(b, parts), weakest, a, b);
    let bound: number | null = null;
    let sinceBound = 0;
    for (let k = 0; k < order.length; k++) {
      const slot = order.data[k];
      const base = this.score[slot];
      if (bound !== null && (weakest ? base > bound : base + most < bound)) break;
      if (!(bits[slot >>> 5] & (1 << (slot & 31))) || !ok(slot)) continue;
      found.push(slot);
      if (found.length >= end && (bound === null || ++sinceBound >= end)) {
        found.sort(compare);
        found.length = end;
        bound = this.personal(found[end - 1], parts);
        sinceBound = 0;
      }
    }
    return found.sort(compare);
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

/** Rows read per statement when loading. */
const LOAD_CHUNK = 20_000;
/** A projection this small is loaded before the first search answers; a larger one in the background. */
export const LOADED_BEFORE_ANSWERING = 50_000;
/** The sweep keeps changes for an hour (prune.ts); a copy not refreshed for half of it loads again. */
export const CHANGES_KEPT_MS = 60 * 60_000;
const STALE_AFTER_MS = CHANGES_KEPT_MS / 2;

/**
 * The copy of one database's projection: loaded once, then refreshed before each search from the
 * changes committed since its last snapshot. `current()` answers the index once it is up to date, or
 * null while it loads (the search then runs in SQL).
 */
export class ProjectionCopy {
  private index: ProjectionIndex | null = null;
  private snapshot: string | null = null;
  private loading: Promise<void> | null = null;
  private refreshedAt = 0;
  private queue: Promise<unknown> = Promise.resolve();
  /** Set when loading or refreshing failed: searches run in SQL. */
  failed: unknown = null;

  /** Answering (`memory`), loading (`loading`: SQL answers meanwhile), or failed (`sql`). */
  get state(): THealthAnswer['search'] {
    return this.failed ? 'sql' : this.index ? 'memory' : 'loading';
  }

  constructor(
    private readonly db: DbOrTx,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Reads the whole projection, after the snapshot it is then refreshed from. */
  private async load(): Promise<void> {
    const [{ snapshot }] = rowsOf<{ snapshot: string }>(
      await this.db.execute(sql`select pg_current_snapshot()::text as snapshot`),
    );
    const index = new ProjectionIndex();
    let after = 0;
    for (;;) {
      const rows = rowsOf<RawRow>(
        await this.db.execute(
          sql`select ${COLUMNS} from ${s} where ${s.eventId} > ${after} order by ${s.eventId} limit ${LOAD_CHUNK}`,
        ),
      );
      index.apply(rows.map(rowOf));
      if (rows.length < LOAD_CHUNK) break;
      after = Number(rows[rows.length - 1].id);
    }
    index.order('date');
    this.index = index;
    this.snapshot = snapshot;
    this.refreshedAt = this.clock();
  }

  /** Reads the rows of the events changed since the last snapshot again (all of them after a truncation). */
  private async refresh(): Promise<void> {
    if (this.clock() - this.refreshedAt > STALE_AFTER_MS) return this.load();
    const [row] = rowsOf<{ ids: number[]; snapshot: string }>(
      await executePrepared(
        this.db,
        sql`select coalesce(array_agg(distinct ${changes.eventId}), '{}') as ids, pg_current_snapshot()::text as snapshot
          from ${changes}
          where ${changes.xid} >= pg_snapshot_xmin(${this.snapshot}::pg_snapshot)
            and not pg_visible_in_snapshot(${changes.xid}, ${this.snapshot}::pg_snapshot)`,
      ),
    );
    const ids = row.ids.map(Number);
    if (ids.includes(0)) return this.load();
    if (ids.length > 0) {
      const rows = rowsOf<RawRow>(
        await this.db.execute(sql`select ${COLUMNS} from ${s} where ${s.eventId} = any(${intArray(ids)})`),
      ).map(rowOf);
      const found = new Set(rows.map((r) => r.eventId));
      this.index!.apply(
        rows,
        ids.filter((id) => !found.has(id)),
      );
    }
    this.snapshot = row.snapshot;
    this.refreshedAt = this.clock();
  }

  /**
   * The index, up to date with every change committed before this call; null while a large
   * projection loads in the background, or when reading it failed.
   */
  async current(): Promise<ProjectionIndex | null> {
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
    const next = this.queue.then(() => this.refresh());
    this.queue = next.catch(() => undefined);
    try {
      await next;
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
}

const copies = new WeakMap<object, ProjectionCopy>();

/** The copy of `db`'s projection, one per database object for the life of the process. */
export function projectionCopyOf(db: DbOrTx): ProjectionCopy {
  let copy = copies.get(db);
  if (!copy) copies.set(db, (copy = new ProjectionCopy(db)));
  return copy;
}
