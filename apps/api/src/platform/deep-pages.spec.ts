import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/raw-sql';
import { useTestContext } from '@pavilion/api-testing/harness';
import { DeepPages, type KeysetList } from './deep-pages';

const t = useTestContext();
beforeAll(async () => {
  await t.db.execute(sql`create table deep_pages_probe (id int primary key, k int not null, w text not null)`);
  // 203 rows; k repeats (ties broken by id), w sorts differently from k.
  await t.db.execute(sql`insert into deep_pages_probe select g, g % 17, md5(g::text) from generate_series(1, 203) g`);
});

const table = sql`deep_pages_probe`;
const list = (keys: KeysetList['keys'], where?: ReturnType<typeof sql>): KeysetList => ({
  from: table,
  where,
  keys,
  id: { column: sql`id`, type: 'integer' },
  variant: JSON.stringify([keys.map((k) => k.type), String(where?.queryChunks ?? '')]),
});
const byOffset = async (order: string, direction: 'asc' | 'desc', offset: number, limit: number, where = '') =>
  rowsOf<{ id: number }>(
    await t.db.execute(
      sql.raw(
        `select id from deep_pages_probe ${where} order by ${order
          .split(',')
          .map((c) => `${c} ${direction}`)
          .join(', ')} limit ${limit} offset ${offset}`,
      ),
    ),
  ).map((r) => r.id);

describe('deep pages', () => {
  it('answer exactly what OFFSET answers, both directions, at every depth', async () => {
    const pages = new DeepPages(t.db, { every: 7 });
    for (const [keys, order] of [
      [[{ column: sql`k`, type: 'integer' as const }], 'k,id'],
      [[{ column: sql`w`, type: 'text' as const }], 'w,id'],
      [
        [
          { column: sql`k`, type: 'integer' as const },
          { column: sql`w`, type: 'text' as const },
        ],
        'k,w,id',
      ],
    ] as const) {
      for (const direction of ['asc', 'desc'] as const)
        for (const offset of [0, 6, 7, 8, 50, 101, 190, 199, 203, 250]) {
          const got = await pages.ids<number>(list([...keys]), { offset, limit: 9, direction, total: 203 });
          expect([order, direction, offset, got]).toEqual([
            order,
            direction,
            offset,
            await byOffset(order, direction, offset, 9),
          ]);
        }
    }
  });

  it('follow a filter', async () => {
    const pages = new DeepPages(t.db, { every: 5 });
    const where = sql`k < 5`;
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from deep_pages_probe where k < 5`),
    );
    for (const offset of [0, 5, 23, n - 3])
      expect(
        await pages.ids<number>(list([{ column: sql`w`, type: 'text' }], where), {
          offset,
          limit: 4,
          direction: 'desc',
          total: n,
        }),
      ).toEqual(await byOffset('w,id', 'desc', offset, 4, 'where k < 5'));
  });

  it('are taken again once stale, so pages are exact again after rows were added', async () => {
    let clock = 0;
    const pages = new DeepPages(t.db, { every: 10, staleMs: 1_000, now: () => clock });
    const keyed = list([{ column: sql`k`, type: 'integer' }]);
    const page = (total: number) => pages.ids<number>(keyed, { offset: 150, limit: 5, direction: 'asc', total });
    expect(await page(203)).toEqual(await byOffset('k,id', 'asc', 150, 5));
    // Ten rows that sort before row 150 (k = 0): the old marks now start ten rows late ...
    await t.db.execute(sql`insert into deep_pages_probe select g, 0, 'x' from generate_series(1001, 1010) g`);
    expect(await page(213)).not.toEqual(await byOffset('k,id', 'asc', 150, 5));
    // ... until they are stale: the next deep page retakes them (in the background) and uses the new ones.
    clock = 2_000;
    const expected = await byOffset('k,id', 'asc', 150, 5);
    let got = await page(213);
    for (let tries = 0; tries < 50 && JSON.stringify(got) !== JSON.stringify(expected); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      got = await page(213);
    }
    expect(got).toEqual(expected);
    await t.db.execute(sql`delete from deep_pages_probe where id > 1000`);
  });
});
