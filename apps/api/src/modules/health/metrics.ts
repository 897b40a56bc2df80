// The figures of the API's own state that GET /metrics reads at each scrape: how late the email outbox
// is, which path event search answers from and how far behind the primary its reads may be.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import type { ModuleContext } from '../../platform/context';
import { registerGauge } from '../../platform/metrics';
import type { ProjectionCopy } from '../search';

const SEARCH_PATHS = ['memory', 'loading', 'sql'] as const;

async function oneNumber(db: Database, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: string | number | null }>(await db.execute(statement));
  return Number(row?.n ?? 0);
}

export function registerHealthMetrics(ctx: ModuleContext, copy: ProjectionCopy | null) {
  registerGauge({
    name: 'pavilion_outbox_lag_seconds',
    help: 'How long the oldest email or letter due to be sent has waited past its due time (0: none waiting)',
    // The first entry of the partial index on due pending messages.
    read: () =>
      oneNumber(
        ctx.db,
        sql`select coalesce(extract(epoch from now() - min(next_attempt_at)), 0) as n
          from email_outbox where status = 'pending' and next_attempt_at <= now()`,
      ).then((n) => Math.max(0, n)),
  });

  registerGauge({
    name: 'pavilion_search_path',
    help: 'Which path event search answers from: 1 for the current one (memory: the copy; loading: SQL while the copy loads; sql: SQL alone)',
    labelNames: ['path'],
    read: () => {
      const current = copy ? copy.state : 'sql';
      return SEARCH_PATHS.map((path) => ({ labels: { path }, value: path === current ? 1 : 0 }));
    },
  });

  // Search reads the replica when one is named: its replay lag is how far behind the primary a search
  // may be (0 on the primary, and on a replica that has replayed all it received).
  const replica = ctx.readDb !== ctx.db;
  registerGauge({
    name: 'pavilion_search_staleness_seconds',
    help: 'How far behind the primary the database event search reads may be (the replica’s replay lag; 0 on the primary)',
    read: () =>
      replica
        ? oneNumber(
            ctx.readDb,
            sql`select case when not pg_is_in_recovery() or pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
              else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0) end as n`,
          )
        : 0,
  });
}
