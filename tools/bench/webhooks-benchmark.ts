// Webhook delivery under load on PostgreSQL: 10,000 order.paid messages written over about 20 s (each in
// its own transaction, as a payment writes it) for 50 partners, each with one endpoint on a loopback
// receiver; 10 % of the endpoints fail (HTTP 500) or are slow (answer after 5 s). Two dispatchers (two
// worker instances) claim side by side, as the `webhooks` worker kind does. Measured: from the message's
// commit to its arrival at a healthy endpoint (p50, p95, max); that every message reached its healthy
// endpoint (none lost); arrivals beyond the first per message (duplicates); and that every arrival at
// a failing endpoint is an attempt the database recorded.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:55461/postgres \
//     npx tsx --tsconfig apps/api/tsconfig.json tools/bench/webhooks-benchmark.ts --out /tmp/webhooks.json
//     [--messages 10000] [--endpoints 50] [--seconds 20] [--port 4620] [--poll 250] [--keep]
//
// DATABASE_URL names a server where the benchmark may create (and afterwards drop) its own database.
// The receivers listen on 127.0.0.1 only. Figures are recorded in docs/performance.md, "Webhooks".
// Exits 1 when a correctness check fails.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import {
  rowsOf,
  webhookEndpoints,
  WebhookDispatcher,
  WebhookTransport,
  writeMessage,
} from '@pavilion/api-testing/scripts';
import { exitUnless, insertPartner, machine, runBenchmark } from './harness';
import { percentile } from './load';

const { values: args } = parseArgs({
  options: {
    messages: { type: 'string', default: '10000' },
    endpoints: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    port: { type: 'string', default: '4620' },
    /** How often each dispatcher claims (WEBHOOK_POLL_MS). */
    poll: { type: 'string', default: '250' },
    out: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const MESSAGES = Number(args.messages);
const ENDPOINTS = Number(args.endpoints);
const SECONDS = Number(args.seconds);
const PORT = Number(args.port);
const POLL_MS = Number(args.poll);
/** How long the dispatchers may take after the last message before the run is called stuck. */
const DRAIN_LIMIT_MS = 60_000;
const SLOW_MS = 5000;

type Behaviour = 'healthy' | 'failing' | 'slow';
/** Every tenth endpoint misbehaves: half of those fail, half are slow. */
const behaviourOf = (i: number): Behaviour => (i % 10 !== 9 ? 'healthy' : i % 20 === 9 ? 'failing' : 'slow');

interface Arrival {
  endpoint: number;
  messageId: string;
  at: number;
}

async function main() {
  const arrivals: Arrival[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const receiver = http.createServer((req, res) => {
    const endpoint = Number(req.url?.split('/')[2]);
    req.resume();
    req.on('end', () => {
      arrivals.push({ endpoint, messageId: String(req.headers['webhook-id']), at: performance.now() });
      const behaviour = behaviourOf(endpoint);
      if (behaviour === 'failing') res.writeHead(500).end('down');
      else if (behaviour === 'slow') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          res.writeHead(204).end();
        }, SLOW_MS);
        timers.add(timer);
      } else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(PORT, '127.0.0.1', resolve));

  await runBenchmark(
    { database: { create: 'bench_webhooks', migrate: true }, poolSize: 12, keep: args.keep },
    async ({ db, version }) => {
      const endpoints: Array<{ id: number; partnerId: number; behaviour: Behaviour }> = [];
      for (let i = 0; i < ENDPOINTS; i += 1) {
        const partnerId = await insertPartner(db, `Webhook Partner ${i}`, `hooks${i}@example.com`);
        const [row] = await db
          .insert(webhookEndpoints)
          .values({
            partnerId,
            url: `http://127.0.0.1:${PORT}/ep/${i}`,
            eventTypes: ['order.paid'],
            secret: 'whsec_' + Buffer.alloc(32, i).toString('base64'),
          })
          .returning({ id: webhookEndpoints.id });
        endpoints.push({ id: row.id, partnerId, behaviour: behaviourOf(i) });
      }
      const logger = pino({ level: 'silent' });
      const config = { env: 'test' as const, partnerPortalUrl: 'http://partner.localhost:3000' };
      const dispatchers = [0, 1].map(
        () =>
          new WebhookDispatcher({
            db,
            config,
            logger,
            transport: new WebhookTransport({ allowLoopback: true }),
          }),
      );
      let stop = false;
      const running = dispatchers.map((d) => d.dispatch(() => stop, POLL_MS));

      // Messages at an even pace, each committed in its own transaction; its commit time is kept.
      const committed = new Map<string, { at: number; endpoint: number }>();
      const started = performance.now();
      const gap = (SECONDS * 1000) / MESSAGES;
      const writers = 8;
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          for (let n = w; n < MESSAGES; n += writers) {
            const due = started + n * gap;
            const wait = due - performance.now();
            if (wait > 0) await new Promise((r) => setTimeout(r, wait));
            const i = n % ENDPOINTS;
            const e = endpoints[i];
            const data = {
              id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
              eventId: 1,
              eventName: 'Harbour Logistics Forum',
              status: 'paid',
              paymentMethod: 'card',
              currency: 'EUR',
              total: 295.5,
              discount: 0,
              refunded: 0,
              ticketCount: 1,
              paidAt: new Date().toISOString(),
              buyer: { firstName: 'Grace', surname: 'Hopper', email: `buyer${n}@example.com` },
            };
            const id = await db.transaction((tx) =>
              writeMessage(tx, e.partnerId, 'order.paid', data, new Date(), [e.id]),
            );
            committed.set(id, { at: performance.now(), endpoint: i });
          }
        }),
      );
      const writtenIn = performance.now() - started;

      // Wait until every healthy message has arrived (or the drain limit).
      const healthy = [...committed].filter(([, m]) => behaviourOf(m.endpoint) === 'healthy');
      const arrived = () => new Set(arrivals.map((a) => a.messageId));
      const drainStart = performance.now();
      while (performance.now() - drainStart < DRAIN_LIMIT_MS) {
        const seen = arrived();
        if (healthy.every(([id]) => seen.has(id))) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      // Let the slow endpoints' sends in flight finish, then stop the dispatchers.
      await new Promise((r) => setTimeout(r, SLOW_MS + 500));
      stop = true;
      const rounds = await Promise.all(running);
      for (const d of dispatchers) d.transport.close();

      const firstArrival = new Map<string, number>();
      const counts = new Map<string, number>();
      for (const a of arrivals) {
        counts.set(a.messageId, (counts.get(a.messageId) ?? 0) + 1);
        if (!firstArrival.has(a.messageId)) firstArrival.set(a.messageId, a.at);
      }
      const latencies = healthy
        .filter(([id]) => firstArrival.has(id))
        .map(([id, m]) => firstArrival.get(id)! - m.at)
        .sort((x, y) => x - y);
      const lost = healthy.filter(([id]) => !firstArrival.has(id)).length;
      const healthyDuplicates = healthy.reduce((sum, [id]) => sum + Math.max(0, (counts.get(id) ?? 0) - 1), 0);
      const [recorded] = rowsOf<{ attempts: number; delivered: number; pending: number; failed: number }>(
        await db.execute(sql`
          select coalesce(sum(attempts), 0)::int as attempts,
            count(*) filter (where status = 'delivered')::int as delivered,
            count(*) filter (where status = 'pending')::int as pending,
            count(*) filter (where status = 'failed')::int as failed
          from webhook_deliveries`),
      );
      const [attemptRows] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from webhook_attempts`),
      );
      const misbehaving = [...committed].filter(([, m]) => behaviourOf(m.endpoint) !== 'healthy');
      const misbehavingArrivals = arrivals.filter((a) => behaviourOf(a.endpoint) !== 'healthy').length;

      const figures = {
        machine: machine(),
        postgres: version,
        messages: MESSAGES,
        endpoints: ENDPOINTS,
        misbehavingEndpoints: {
          failing: endpoints.filter((e) => e.behaviour === 'failing').length,
          slow: endpoints.filter((e) => e.behaviour === 'slow').length,
        },
        pollMs: POLL_MS,
        writtenInSeconds: Math.round(writtenIn / 100) / 10,
        writeRatePerSecond: Math.round(MESSAGES / (writtenIn / 1000)),
        healthy: {
          messages: healthy.length,
          lost,
          duplicates: healthyDuplicates,
          commitToArrivalMs: {
            p50: Math.round(percentile(latencies, 50)),
            p95: Math.round(percentile(latencies, 95)),
            p99: Math.round(percentile(latencies, 99)),
            max: Math.round(latencies[latencies.length - 1] ?? 0),
          },
        },
        misbehaving: { messages: misbehaving.length, arrivals: misbehavingArrivals },
        database: { ...recorded, attemptRows: attemptRows.n },
        dispatchers: rounds,
      };
      console.log(JSON.stringify(figures, null, 2));
      if (args.out) writeFileSync(args.out, JSON.stringify(figures, null, 2));
      const problems = [
        lost ? `${lost} healthy messages never arrived` : null,
        healthyDuplicates ? `${healthyDuplicates} duplicate arrivals at healthy endpoints` : null,
        arrivals.length !== attemptRows.n ? `${arrivals.length} arrivals but ${attemptRows.n} attempts recorded` : null,
      ].filter(Boolean);
      if (problems.length) {
        console.error(problems.join('\n'));
        process.exitCode = 1;
      }
    },
  );
  for (const timer of timers) clearTimeout(timer);
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  exitUnless(process.exitCode !== 1, 'A correctness check failed');
}

void main();
