// The product on two instances behind a proxy, with a PostgreSQL primary and a streaming replica, all on
// loopback, and the proofs that it behaves as one product:
//   1. a session made on one instance works on the other; signing out on one ends it on both;
//   2. buyers split across the instances over one hot ticket type oversell nothing;
//   3. every outbox email is sent exactly once with an outbox worker on each instance;
//   4. sign-in throttles and request limits count across the instances;
//   5. search reads the replica, while a partner's own edit is read back at once (read-your-writes);
//   6. killing one instance mid-load loses no order and the proxy sends the traffic to the other;
//   7. a refund under way when the API is killed is finished once after the restart;
//   8. with the replica stopped, search keeps answering from the primary, and again once it is back;
//   9. a rolling restart of both instances under load (SIGTERM: not ready, drain, exit; then start)
//      loses no request beyond the retries the proxy makes.
// Checks 8 and 9 read each instance's GET /metrics for what they assert.
// It installs what is missing from Debian (haproxy, postgresql) when run as root, and stops and removes
// everything it started, whatever happens.
//
//   npm run scale:check                 (the full check: 500 buyers, 300 emails, 400 orders in the kill phase)
//   npm run scale:check -- --short      (the short form npm test runs)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import bcrypt from 'bcrypt';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import {
  emailOutbox,
  enqueueEmail,
  FORGOT_PASSWORD_LIMITS,
  openDatabase,
  partnerMembers,
  persons,
  rowsOf,
  SIGN_IN_THROTTLE,
  startSmtpSink,
  type Database,
  type DatabaseHandle,
} from '@pavilion/api-testing/scripts';
import { ApiProcess, sleep } from '../bench/api-process';
import {
  bodyOf,
  HttpClient,
  insertBuyers,
  insertEvent,
  insertPartner,
  insertTicketType,
  orderBody as benchOrderBody,
  sessionToken,
} from '../bench/harness';
import { pool } from '../bench/load';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    /** Events seeded for the search throughput figures (full form only; 0 skips them). */
    'search-events': { type: 'string', default: '20000' },
    'base-port': { type: 'string', default: '3470' },
    'pg-port': { type: 'string', default: '55470' },
    bundle: { type: 'string', default: 'dist/apps/api' },
  },
});
const SHORT = args.short ?? false;
const SEARCH_EVENTS = SHORT ? 0 : Number(args['search-events']);
const BUYERS = SHORT ? 120 : 500;
const HOT_SEATS = SHORT ? 40 : 150;
const EMAILS = SHORT ? 60 : 300;
const KILL_ORDERS = SHORT ? 120 : 400; // answers before the kill: a third of this
/**
 * The short form's loads (checks 6, 8 and 9) keep their concurrency but pause each sender between its
 * requests, to about a hundred requests a second: what they prove (nothing lost across a kill, a replica's
 * stop or a rolling restart) needs requests in flight at those moments, not a saturated machine, and npm
 * test runs this check beside the page tests. The full form sends as fast as the instances answer.
 */
const SENDER_PAUSE_MS = SHORT ? { kill: 150, search: 40, rolling: 80 } : { kill: 0, search: 0, rolling: 0 };
/** Waits until `pauseMs` have passed since `startedAt` (performance.now()): one sender's pace. */
const paced = async (startedAt: number, pauseMs: number) => {
  const left = startedAt + pauseMs - performance.now();
  if (left > 0) await sleep(left);
};
const BASE_PORT = Number(args['base-port']);
const PG_PORT = Number(args['pg-port']);
const PROXY_PORT = BASE_PORT;
const API_PORTS = [BASE_PORT + 1, BASE_PORT + 2];
const PRIMARY_PORT = PG_PORT;
const REPLICA_PORT = PG_PORT + 1;
const BUNDLE = path.resolve(args.bundle ?? 'dist/apps/api');
const PASSWORD = 'Password123!';
const JWT_SECRET = randomBytes(32).toString('hex');
const isRoot = userInfo().uid === 0;

// Cleanup: everything started is registered here and stopped in reverse order.
const cleanups: Array<() => Promise<void> | void> = [];
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error('cleanup:', (err as Error).message);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().then(() => process.exit(130)));
}

const results: Array<{ check: string; ok: boolean; detail: string }> = [];
function check(name: string, ok: boolean, detail: string) {
  results.push({ check: name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}

// Machine --------------------------------------------------------------------------------------

function pgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  return null;
}

function ensurePackages() {
  const need: string[] = [];
  if (spawnSync('sh', ['-c', 'command -v haproxy']).status !== 0 && !existsSync('/usr/sbin/haproxy'))
    need.push('haproxy');
  if (!pgBin()) need.push('postgresql');
  if (!need.length) return;
  if (!isRoot)
    throw new Error(`Install ${need.join(' and ')} (Debian: apt-get install ${need.join(' ')}), or run as root.`);
  console.log(`Installing ${need.join(', ')} from Debian`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const cmd of [
    ['apt-get', ['update', '-qq']],
    ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...need]],
  ] as const) {
    const r = spawnSync(cmd[0], [...cmd[1]], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`${cmd[0]} ${cmd[1].join(' ')} failed`);
  }
}

/** Runs a PostgreSQL binary as the postgres user when root (PostgreSQL refuses to run as root). */
function pgRun(bin: string, argv: string[]) {
  const full = [path.join(pgBin()!, bin), ...argv];
  const r = isRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', full.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(full[0], full.slice(1), { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${bin} failed: ${r.stderr || r.stdout}`);
}

// PostgreSQL: a primary and a streaming replica ---------------------------------------------------

interface Databases {
  primary: string;
  replica: string;
  readWithFallback: string;
  admin: string;
  replicaDir: string;
  replicaOptions: string;
  replicaLog: string;
}

function startPostgres(dir: string): Databases {
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const opts = (port: number) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c wal_level=replica -c max_wal_senders=5 -c hot_standby=on`;
  pgRun('initdb', ['-D', primaryDir, '--auth=trust', '-U', 'postgres']);
  pgRun('pg_ctl', ['-D', primaryDir, '-o', opts(PRIMARY_PORT), '-l', path.join(dir, 'primary.log'), '-w', 'start']);
  cleanups.push(() => pgRun('pg_ctl', ['-D', primaryDir, '-m', 'immediate', 'stop']));
  // The replica: a base backup of the primary that follows its WAL (-R writes primary_conninfo).
  pgRun('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(PRIMARY_PORT),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
  ]);
  pgRun('pg_ctl', ['-D', replicaDir, '-o', opts(REPLICA_PORT), '-l', path.join(dir, 'replica.log'), '-w', 'start']);
  cleanups.push(() => pgRun('pg_ctl', ['-D', replicaDir, '-m', 'immediate', 'stop']));
  return {
    admin: `postgres://postgres@127.0.0.1:${PRIMARY_PORT}/postgres`,
    primary: `postgres://postgres@127.0.0.1:${PRIMARY_PORT}/pavilion`,
    replica: `postgres://postgres@127.0.0.1:${REPLICA_PORT}/pavilion`,
    // The instances' DATABASE_READ_URL: the replica, and the primary while the replica is down.
    readWithFallback: `postgres://postgres@127.0.0.1:${REPLICA_PORT},127.0.0.1:${PRIMARY_PORT}/pavilion`,
    replicaDir,
    replicaOptions: opts(REPLICA_PORT),
    replicaLog: path.join(dir, 'replica.log'),
  };
}

// The proxy ----------------------------------------------------------------------------------------

function startProxy(dir: string): ChildProcess {
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout check 5s',
      // A request that could not reach an instance goes to the other; one an instance took is never
      // sent twice (an order must not be placed twice).
      '  retries 3',
      '  option redispatch',
      '  retry-on conn-failure',
      'frontend pavilion',
      `  bind 127.0.0.1:${PROXY_PORT}`,
      '  option forwardfor',
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      // Readiness: an instance loading search's copy or draining (SIGTERM) is taken out after two
      // failed checks, a second, while it still answers (SHUTDOWN_DELAY_MS below is longer).
      '  option httpchk GET /api/health/ready',
      '  http-response set-header X-Served-By %[srv_name]',
      ...API_PORTS.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check inter 500ms fall 2 rise 2`),
      '',
    ].join('\n'),
  );
  const haproxy = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
  const child = spawn(haproxy, ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  cleanups.push(() => {
    child.kill('SIGTERM');
  });
  return child;
}

// HTTP ---------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: Record<string, unknown>;
  servedBy: string | null;
  ms: number;
}
const client = new HttpClient('', { keepAlive: true, maxSockets: 64 }, { 'user-agent': 'pavilion-scale-check' });

/** A request to the instance or the proxy on `port`; status 0 when no answer came. */
async function call(port: number, method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  const answer = await client.request(method, `http://127.0.0.1:${port}${url}`, { token, body });
  return {
    status: answer.status === 'error' ? 0 : answer.status,
    body: bodyOf(answer),
    servedBy: (answer.headers['x-served-by'] as string | undefined) ?? null,
    ms: answer.ms,
  };
}

/** An instance's GET /metrics, each series ('name{label="value"}') with its value. */
async function scrape(port: number): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

/** The sum of a metric's series whose labels include every `label="value"` of `having` and none of `except`. */
function total(series: Map<string, number>, name: string, having: string[] = [], except: string[] = []): number {
  let sum = 0;
  for (const [key, value] of series) {
    if (key !== name && !key.startsWith(`${name}{`)) continue;
    if (having.every((label) => key.includes(label)) && !except.some((label) => key.includes(label))) sum += value;
  }
  return sum;
}

const SEARCH_ROUTE = 'route="/api/events/filtered"';
const ORDERS_ROUTE = 'route="/api/orders"';
const SERVER_ERRORS = ['status="5'];
/** Readiness answers 503 on purpose while an instance starts or stops: not a server error. */
const READINESS_ROUTE = 'route="/api/health/ready"';

const countBy = (xs: Array<string | null>) =>
  Object.entries(xs.reduce<Record<string, number>>((m, x) => ((m[x ?? 'none'] = (m[x ?? 'none'] ?? 0) + 1), m), {}))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

// Fixtures -----------------------------------------------------------------------------------------

const SCALE = { name: 'Scale', domain: 'scale.pavilion.test' };

async function fixtures(db: Database, buyerCount: number) {
  const hash = await bcrypt.hash(PASSWORD, 4);
  const partnerId = await insertPartner(db, 'Scale Events Ltd', 'owner@scale.pavilion.test');
  const [owner] = await db
    .insert(persons)
    .values({ email: 'owner@scale.pavilion.test', firstName: 'Scale', surname: 'Owner', passwordHash: hash })
    .returning({ id: persons.id });
  await db.insert(partnerMembers).values({ partnerId, personId: owner.id, role: 'owner' });
  const startAt = new Date(Date.now() + 60 * 86_400_000);
  const eventId = await insertEvent(db, {
    partnerId,
    name: 'Scale Check Summit',
    tagline: 'Two instances, one product',
    description: 'The scale check event.',
    websiteUrl: 'https://scale.pavilion.test',
    startAt,
    endAt: new Date(startAt.getTime() + 86_400_000),
  });
  const people = await insertBuyers(db, buyerCount, { domain: SCALE.domain, firstName: 'Scale', passwordHash: hash });
  const tokens: string[] = [];
  for (const p of people) tokens.push(await sessionToken(db, JWT_SECRET, p.id));
  const ownerToken = await sessionToken(db, JWT_SECRET, owner.id);
  return { partnerId, eventId, buyers: people, tokens, ownerToken };
}

const ticketType = (db: Database, eventId: number, name: string, quantity: number) =>
  insertTicketType(db, { eventId, name, quantity, priceMinor: 9_900 });

const orderBody = (eventId: number, ticketTypeId: number, n: number, who: number) =>
  benchOrderBody(eventId, ticketTypeId, n, who, SCALE);

// The run ------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(path.join(BUNDLE, 'main.cjs'))) {
    console.log('Building the API (node apps/api/build.mjs)');
    const r = spawnSync(process.execPath, ['apps/api/build.mjs'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('the API build failed');
  }
  ensurePackages();
  mkdirSync(path.resolve('tmp'), { recursive: true });
  const dir = mkdtempSync(path.resolve('tmp', 'scale-check-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  // PostgreSQL runs as its own user, who must reach the folder: under /tmp, not the repository.
  const pgDir = mkdtempSync(path.join(tmpdir(), 'pavilion-scale-pg-'));
  cleanups.push(() => rmSync(pgDir, { recursive: true, force: true }));
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(pgDir, uid, gid);
  }
  const started = Date.now();
  const urls = startPostgres(pgDir);
  const admin = postgres(urls.admin, { max: 1, onnotice: () => undefined });
  cleanups.push(() => admin.end({ timeout: 2 }));
  await admin.unsafe('create database pavilion');

  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.close());

  // Two instances, one after the other (the first migrates), each with its own workers.
  const instanceEnv = (replicaUrl: string | null): Record<string, string> => ({
    ...(replicaUrl ? { DATABASE_READ_URL: replicaUrl } : {}),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_POLL_MS: '200',
    PAYMENT_DELAY_MS: '0',
    TRUST_PROXY: 'loopback',
    MAX_HELD_TICKETS_PER_PERSON: '100000',
    CHECKOUT_RATE_LIMITS: 'false',
    // On SIGTERM: answering not ready for 1.5 s, longer than the proxy takes to notice (2 x 500 ms).
    SHUTDOWN_DELAY_MS: '1500',
  });
  const makeInstance = (i: number, replicaUrl: string | null) => {
    const workDir = path.join(dir, `api${i + 1}`);
    mkdirSync(workDir, { recursive: true });
    const api = new ApiProcess({
      main: path.join(BUNDLE, 'main.cjs'),
      workDir,
      port: API_PORTS[i],
      poolSize: 10,
      jwtSecret: JWT_SECRET,
      env: instanceEnv(replicaUrl),
    });
    cleanups.push(() => api.stop());
    return api;
  };
  const instances = [makeInstance(0, urls.readWithFallback), makeInstance(1, urls.readWithFallback)];
  for (const api of instances) await api.start(urls.primary);
  const proxy = startProxy(dir);
  const handle: DatabaseHandle = await openDatabase({ databaseUrl: urls.primary, poolSize: 4 });
  cleanups.push(() => handle.close());
  const replica = postgres(urls.replica, { max: 1, onnotice: () => undefined });
  cleanups.push(() => replica.end({ timeout: 2 }));
  const db = handle.db;
  for (let i = 0; i < 100 && (await call(PROXY_PORT, 'GET', '/api/health')).status !== 200; i++) await sleep(100);
  console.log(
    `Primary :${PRIMARY_PORT}, replica :${REPLICA_PORT}, instances :${API_PORTS.join(' and :')}, proxy :${PROXY_PORT} (pid ${proxy.pid}), up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const f = await fixtures(db, BUYERS);
  const [a, b] = API_PORTS;

  // 1. Sessions across instances.
  {
    const login = await call(a, 'POST', '/api/login/', undefined, { email: f.buyers[0].email, password: PASSWORD });
    const token = login.body.token as string;
    const onB = await call(b, 'GET', '/api/session/me', token);
    const out = await call(b, 'POST', '/api/logout/', token);
    let afterOnA = await call(a, 'GET', '/api/session/me', token);
    for (let i = 0; i < 20 && afterOnA.status !== 401; i++) {
      await sleep(100);
      afterOnA = await call(a, 'GET', '/api/session/me', token);
    }
    check(
      'a session made on one instance works on the other; signing out on one ends it on both',
      login.status === 200 && onB.status === 200 && out.status === 200 && afterOnA.status === 401,
      `sign-in on A ${login.status}, read on B ${onB.status}, sign-out on B ${out.status}, then on A ${afterOnA.status}`,
    );
  }

  // 2. Buyers over one hot ticket type, through the proxy.
  {
    const hot = await ticketType(db, f.eventId, 'Hot Pass', HOT_SEATS);
    client.fresh({ keepAlive: true, maxSockets: 200 });
    const wants = f.tokens.map((_, i) => 1 + (i % 2));
    const answers = await pool(f.tokens, 200, (token, i) =>
      call(PROXY_PORT, 'POST', '/api/orders/', token, orderBody(f.eventId, hot, wants[i], i)),
    );
    const created = answers.filter((x) => x.status === 201);
    const seatsAnswered = answers.reduce((n, x, i) => n + (x.status === 201 ? wants[i] : 0), 0);
    const [{ held }] = rowsOf<{ held: number }>(
      await db.execute(
        sql`select count(*)::int as held from tickets t join orders o on o.id = t.order_id where t.ticket_type_id = ${hot} and o.status in ('pending', 'paid')`,
      ),
    );
    check(
      `${BUYERS} buyers split across the instances over ${HOT_SEATS} seats oversell nothing, each answered 201 or 409`,
      Number(held) <= HOT_SEATS &&
        Number(held) === seatsAnswered &&
        created.length > 0 &&
        answers.every((x) => x.status === 201 || x.status === 409),
      `answers ${countBy(answers.map((x) => String(x.status)))}; served by ${countBy(answers.map((x) => x.servedBy))}; seats in orders ${held} of ${HOT_SEATS}, in the 201 answers ${seatsAnswered}`,
    );
  }

  // 3. The outbox with a worker on each instance: each email sent exactly once.
  {
    const before = smtp.messages.length;
    const ids: (number | null)[] = [];
    for (let i = 0; i < EMAILS; i++) {
      ids.push(
        await enqueueEmail(db, {
          to: `reader${i}@scale.pavilion.test`,
          subject: `Scale check ${i}`,
          html: `<p>Scale check ${i}</p>`,
          text: `Scale check ${i}`,
          template: 'scale-check',
        }),
      );
    }
    const deadline = Date.now() + 60_000;
    let pending = EMAILS;
    while (Date.now() < deadline) {
      const [{ n }] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from ${emailOutbox} where ${emailOutbox.status} <> 'sent'`),
      );
      pending = Number(n);
      if (pending === 0) break;
      await sleep(200);
    }
    await sleep(500);
    const sent = smtp.messages.slice(before);
    const perId = new Map<string, number>();
    for (const m of sent) {
      const id = /Message-ID: (<outbox-\d+@pavilion>)/i.exec(m)?.[1] ?? 'none';
      perId.set(id, (perId.get(id) ?? 0) + 1);
    }
    const ours = ids.map((id) => perId.get(`<outbox-${id}@pavilion>`) ?? 0);
    check(
      'each outbox email is sent exactly once with a worker on each instance',
      pending === 0 && ours.every((n) => n === 1),
      `${EMAILS} queued, ${ours.filter((n) => n === 1).length} sent once, ${ours.filter((n) => n > 1).length} more than once, ${ours.filter((n) => n === 0).length} not sent`,
    );
  }

  // 4. Throttles and limits across instances (the same address, alternating instances).
  {
    const target = f.buyers[1].email;
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_THROTTLE.pairFailures; i++) {
      statuses.push(
        (await call(API_PORTS[i % 2], 'POST', '/api/login/', undefined, { email: target, password: 'wrong-password' }))
          .status,
      );
    }
    const limit = FORGOT_PASSWORD_LIMITS.perAddress.limit;
    const resets: number[] = [];
    for (let i = 0; i <= limit; i++) {
      resets.push(
        (
          await call(API_PORTS[i % 2], 'POST', '/api/forgot-password', undefined, {
            email: `nobody${i}@scale.pavilion.test`,
          })
        ).status,
      );
    }
    check(
      'sign-in throttles and request limits count across the instances',
      statuses.slice(0, -1).every((s) => s === 401) &&
        statuses.at(-1) === 429 &&
        resets.slice(0, -1).every((s) => s === 200) &&
        resets.at(-1) === 429,
      `${SIGN_IN_THROTTLE.pairFailures} failed sign-ins alternating A and B then ${statuses.at(-1)}; ${limit} password resets alternating then ${resets.at(-1)}`,
    );
  }

  // 5. Search reads the replica: with the replica's replay paused, an event published on the primary is
  //    found by its page (primary) but not by search until replay resumes. A partner's own edit is read
  //    back at once on either instance (partner reads stay on the primary).
  {
    const total = async () =>
      (await call(PROXY_PORT, 'POST', '/api/events/filtered', undefined, {})).body.total as number;
    const before = await total();
    await replica.unsafe('select pg_wal_replay_pause()');
    const startAt = new Date(Date.now() + 30 * 86_400_000);
    const endAt = new Date(startAt.getTime() + 86_400_000);
    const fresh = await insertEvent(db, {
      partnerId: f.partnerId,
      name: 'Replica Proof Forum',
      tagline: 'Published while the replica waits',
      description: 'The scale check event published with replay paused.',
      websiteUrl: 'https://scale.pavilion.test',
      startAt,
      endAt,
    });
    const page = await call(PROXY_PORT, 'GET', `/api/events/${fresh}`);
    const whilePaused = [await total(), await total()];
    await replica.unsafe('select pg_wal_replay_resume()');
    let after = await total();
    for (let i = 0; i < 50 && after !== before + 1; i++) {
      await sleep(100);
      after = await total();
    }
    const tt = await ticketType(db, f.eventId, 'Read Your Writes Pass', 100);
    let stale = 0;
    const rounds = 30;
    for (let i = 0; i < rounds; i++) {
      const price = 100 + i;
      const port = API_PORTS[i % 2];
      const other = API_PORTS[(i + 1) % 2];
      const edit = await call(port, 'PATCH', `/api/partner/events/${f.eventId}/ticket-types/${tt}`, f.ownerToken, {
        price,
      });
      const read = await call(other, 'GET', `/api/partner/events/${f.eventId}`, f.ownerToken);
      const types = (read.body.ticketTypes ?? []) as Array<{ id: number; price: number }>;
      if (edit.status !== 200 || types.find((x) => x.id === tt)?.price !== price) stale += 1;
    }
    check(
      'search reads the replica; a partner reads its own edits back at once on either instance',
      page.status === 200 && whilePaused.every((n) => n === before) && after === before + 1 && stale === 0,
      `replay paused: the new event's page ${page.status}, search total ${whilePaused.join(' and ')} (was ${before}); resumed: ${after}; ${rounds} ticket price edits on one instance read back on the other: ${stale} stale`,
    );
  }

  // 6. Kill one instance mid-load (SIGKILL, as a crash). Requests the killed instance had taken fail
  //    with 502 (their buyer tries again); every order answered 201 is in the database, and once the
  //    proxy has seen the instance go (a second), every request is answered by the other.
  {
    const tt = await ticketType(db, f.eventId, 'Kill Pass', 1_000_000);
    client.fresh({ keepAlive: false });
    // Orders from 16 buyers at a time; instance 2 is killed after KILL_AFTER answers, and the load goes
    // on for TAIL_MS after the kill.
    const KILL_AFTER = Math.floor(KILL_ORDERS / 3);
    const TAIL_MS = SHORT ? 4_000 : 10_000;
    let killedAt = Infinity;
    const answers: Array<Answer & { startedAt: number }> = [];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (performance.now() < killedAt + TAIL_MS) {
          const i = answers.length;
          const startedAt = performance.now();
          const answer = await call(
            PROXY_PORT,
            'POST',
            '/api/orders/',
            f.tokens[i % f.tokens.length],
            orderBody(f.eventId, tt, 1, 10_000 + i),
          );
          answers.push({ ...answer, startedAt });
          if (answers.length >= KILL_AFTER && killedAt === Infinity) {
            killedAt = performance.now();
            void instances[1].kill();
          }
          await paced(startedAt, SENDER_PAUSE_MS.kill);
        }
      }),
    );
    const killedAfter = KILL_AFTER;
    const ok = answers.filter((x) => x.status === 201);
    const ids = ok.map((x) => x.body.id as string);
    const found = ids.length
      ? rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from orders where id = any(${`{${ids.join(',')}}`}::uuid[])`),
        )[0].n
      : 0;
    const late = answers.filter((x) => x.startedAt > killedAt + 1000);
    check(
      'killing one instance mid-load loses no order; the proxy sends the traffic to the other',
      ids.length > 0 &&
        Number(found) === ids.length &&
        late.length > 0 &&
        late.every((x) => x.status === 201 && x.servedBy === 'api1'),
      `${answers.length} orders, instance 2 killed after ${killedAfter} answers: ${countBy(answers.map((x) => String(x.status)))}; all ${ids.length} orders answered 201 are in the database (${found}); the ${late.length} asked a second after the kill: ${countBy(late.map((x) => `${x.status} by ${x.servedBy}`))}`,
    );
  }

  // 7. Killing the API while refunds are under way at the provider: the cancellation benchmark in a
  //    short form (its own API process and database on the primary, the provider answering slowly
  //    when the kill comes, a 3 s lease): every refund the kill interrupted is finished by the worker
  //    after the restart, each paid once by the provider and written once, and the ledger balances.
  {
    const out = path.join(dir, 'refunds.json');
    const run = spawnSync(
      'npx',
      [
        'tsx',
        '--tsconfig',
        'apps/api/tsconfig.json',
        'tools/bench/refund-benchmark.ts',
        '--rate',
        '50',
        '--seconds',
        '2',
        '--crash-orders',
        '200',
        '--lease-ms',
        '3000',
        '--port',
        String(BASE_PORT + 9),
        '--bundle',
        BUNDLE,
        '--out',
        out,
      ],
      { env: { ...process.env, DATABASE_URL: urls.admin }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 },
    );
    const report = existsSync(out)
      ? (JSON.parse(readFileSync(out, 'utf8')) as {
          crash: { interruptedRefunds: number; secondsUntilWorkerFinished: number | null };
          invariants: Record<string, number>;
        })
      : null;
    const broken = report ? Object.entries(report.invariants).filter(([, n]) => n !== 0) : [];
    check(
      'a refund under way when the API is killed is finished by the worker after the restart, paid and written once',
      run.status === 0 && report !== null && report.crash.interruptedRefunds > 0 && broken.length === 0,
      report
        ? `${report.crash.interruptedRefunds} refunds left requested by the kill, all finished ${report.crash.secondsUntilWorkerFinished} s after the restart; ${Object.keys(report.invariants).length} checks (refunded twice, paid twice by the provider, paid and not written, the ledger ...): ${broken.length ? broken.map(([k, n]) => `${k} ${n}`).join(', ') : 'all 0'}`
        : `the cancellation benchmark exited with ${run.status ?? run.signal}`,
    );
  }

  // Instance 2 again (killed in 6), and both in the proxy's rotation.
  const waitForProxy = async () => {
    for (let i = 0; i < 150; i++) {
      const seen = new Set<string | null>();
      for (let j = 0; j < 4; j++) seen.add((await call(PROXY_PORT, 'GET', '/api/health')).servedBy);
      if (seen.has('api1') && seen.has('api2')) return;
      await sleep(200);
    }
    throw new Error('the proxy did not send requests to both instances within 30 s');
  };
  if (!instances[1].running) await instances[1].start(urls.primary);
  await waitForProxy();

  // 8. The replica stopped, then started: search answers from the primary meanwhile (the read URL
  //    lists it second). A statement already on a connection to the replica when it stops fails (each
  //    pooled connection once: nothing retries it); from a second after the stop every search must be
  //    answered, and once the replica is back too. Each instance's /metrics must count the same.
  {
    client.fresh({ keepAlive: true, maxSockets: 8 });
    const searches = async (ms: number, since: number) => {
      const answers: Array<{ status: number; at: number }> = [];
      const until = performance.now() + ms;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (performance.now() < until) {
            const sentAt = performance.now();
            answers.push({
              status: (await call(PROXY_PORT, 'POST', '/api/events/filtered', undefined, {})).status,
              at: sentAt - since,
            });
            await paced(sentAt, SENDER_PAUSE_MS.search);
          }
        }),
      );
      return answers;
    };
    const metricsBefore = await Promise.all(API_PORTS.map(scrape));
    pgRun('pg_ctl', ['-D', urls.replicaDir, '-m', 'fast', '-w', 'stop']);
    const stoppedAt = performance.now();
    const whileDown = await searches(SHORT ? 2_500 : 6_000, stoppedAt);
    pgRun('pg_ctl', ['-D', urls.replicaDir, '-o', urls.replicaOptions, '-l', urls.replicaLog, '-w', 'start']);
    const afterBack = await searches(SHORT ? 1_000 : 3_000, performance.now());
    const metricsAfter = await Promise.all(API_PORTS.map(scrape));
    const counted = (having: string[]) =>
      API_PORTS.reduce(
        (n, _, i) =>
          n +
          total(metricsAfter[i], 'pavilion_http_request_duration_seconds_count', [SEARCH_ROUTE, ...having]) -
          total(metricsBefore[i], 'pavilion_http_request_duration_seconds_count', [SEARCH_ROUTE, ...having]),
        0,
      );
    const all = [...whileDown, ...afterBack];
    const atTheStop = whileDown.filter((a) => a.at < 1_000);
    const settled = whileDown.filter((a) => a.at >= 1_000);
    const seen = (ok: boolean) => all.filter((a) => (a.status === 200) === ok).length;
    check(
      'with the replica stopped, search keeps answering from the primary, and once it is back',
      settled.length > 0 &&
        settled.every((a) => a.status === 200) &&
        afterBack.length > 0 &&
        afterBack.every((a) => a.status === 200) &&
        counted(['status="200"']) === seen(true) &&
        counted(SERVER_ERRORS) === seen(false),
      `replica stopped: ${atTheStop.length} searches in its first second (${countBy(atTheStop.map((a) => String(a.status)))}), ${settled.length} after (${countBy(settled.map((a) => String(a.status)))}); started again: ${afterBack.length} (${countBy(afterBack.map((a) => String(a.status)))}); the instances' /metrics count ${counted(['status="200"'])} answered 200 and ${counted(SERVER_ERRORS)} 5xx on the search route`,
    );
  }

  // 9. A rolling restart under load: each instance in turn gets SIGTERM (readiness 503 while it still
  //    answers, then it stops accepting, finishes what it has and exits), starts again and comes back
  //    into the proxy's rotation; buyers and visitors keep sending orders and searches through the
  //    proxy throughout. No request may be lost: the proxy retries only connections it could not make.
  {
    const tt = await ticketType(db, f.eventId, 'Rolling Pass', 1_000_000);
    client.fresh({ keepAlive: true, maxSockets: 32 });
    const answers: Array<{ status: number; kind: 'order' | 'search'; servedBy: string | null; id?: string }> = [];
    let rolling = true;
    const restarts: string[] = [];
    const load = Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let i = w; rolling; i += 8) {
          const sentAt = performance.now();
          if (i % 2 === 0) {
            const a = await call(
              PROXY_PORT,
              'POST',
              '/api/orders/',
              f.tokens[i % f.tokens.length],
              orderBody(f.eventId, tt, 1, 20_000 + i),
            );
            answers.push({ status: a.status, kind: 'order', servedBy: a.servedBy, id: a.body.id as string });
          } else {
            const a = await call(PROXY_PORT, 'POST', '/api/events/filtered', undefined, {});
            answers.push({ status: a.status, kind: 'search', servedBy: a.servedBy });
          }
          await paced(sentAt, SENDER_PAUSE_MS.rolling);
        }
      }),
    );
    await sleep(SHORT ? 500 : 2_000);
    const backAt: number[] = [];
    for (const [i, api] of instances.entries()) {
      const stopStarted = performance.now();
      await api.stop();
      const stoppedIn = performance.now() - stopStarted;
      await api.start(urls.primary);
      await waitForProxy();
      backAt.push(answers.length);
      restarts.push(`api${i + 1} stopped in ${(stoppedIn / 1000).toFixed(1)} s and back`);
    }
    // The load goes on until each restarted instance has answered orders again (on a busy machine the
    // rotation may take a while to reach it), for at least the time it is given, at most 20 s.
    const servedSince = (i: number) =>
      answers.slice(backAt[i]).some((a) => a.kind === 'order' && a.status === 201 && a.servedBy === `api${i + 1}`);
    const loadUntil = performance.now() + 20_000;
    await sleep(SHORT ? 500 : 2_000);
    while (!instances.every((_, i) => servedSince(i)) && performance.now() < loadUntil) await sleep(100);
    rolling = false;
    await load;
    const ok = answers.filter((a) => (a.kind === 'order' ? a.status === 201 : a.status === 200));
    const orderIds = answers.filter((a) => a.kind === 'order' && a.status === 201).map((a) => a.id!);
    const found = orderIds.length
      ? Number(
          rowsOf<{ n: number }>(
            await db.execute(
              sql`select count(*)::int as n from orders where id = any(${`{${orderIds.join(',')}}`}::uuid[])`,
            ),
          )[0].n,
        )
      : 0;
    // Both restarted instances count from zero: what their /metrics shows was served after the restart.
    const after = await Promise.all(API_PORTS.map(scrape));
    const servedAfter = after.map((m) => total(m, 'pavilion_http_request_duration_seconds_count', [ORDERS_ROUTE]));
    const errorsAfter = after.map((m) =>
      total(m, 'pavilion_http_request_duration_seconds_count', SERVER_ERRORS, [READINESS_ROUTE]),
    );
    check(
      'a rolling restart of both instances under load loses no request beyond the proxy’s retries',
      answers.length > 0 &&
        ok.length === answers.length &&
        found === orderIds.length &&
        servedAfter.every((n) => n > 0) &&
        errorsAfter.every((n) => n === 0),
      `${answers.length} requests (${orderIds.length} orders, ${answers.filter((a) => a.kind === 'search').length} searches) while ${restarts.join(', then ')}: ${countBy(answers.map((a) => `${a.kind} ${a.status}`))}; all ${orderIds.length} orders answered 201 are in the database (${found}); after the restarts /metrics counts ${servedAfter.join(' and ')} order requests served, ${errorsAfter.join(' and ')} 5xx besides readiness`,
    );
  }

  // 10. The worker killed mid-round (full form only: it waits for the round's limit). Both instances
  //     serve HTTP only from here (PAVILION_ROLE=web) and one worker-role process works the jobs. It is
  //     killed (SIGKILL) while an outbox round delivers a backlog, and started again: the lost round is
  //     failed at its limit (the outbox's: a minute) and runs again, once, to completion; no email goes
  //     twice, and only the batch the killed round held waits for its lease. Its /metrics shows it.
  if (!SHORT) {
    for (const api of instances) {
      await api.stop();
      await api.start(urls.primary, { PAVILION_ROLE: 'web' });
    }
    await waitForProxy();
    const workerPort = BASE_PORT + 5;
    const workDir = path.join(dir, 'worker');
    mkdirSync(workDir, { recursive: true });
    const worker = new ApiProcess({
      main: path.join(BUNDLE, 'main.cjs'),
      workDir,
      port: workerPort,
      poolSize: 4,
      jwtSecret: JWT_SECRET,
      env: { ...instanceEnv(null), PAVILION_ROLE: 'worker', METRICS_PORT: String(workerPort) },
      readyPath: '/metrics',
    });
    cleanups.push(() => worker.stop());
    await worker.start(urls.primary);
    const before = smtp.messages.length;
    const BACKLOG = 1500;
    const ids: (number | null)[] = [];
    await db.transaction(async (tx) => {
      for (let i = 0; i < BACKLOG; i++)
        ids.push(
          await enqueueEmail(tx, {
            to: `backlog${i}@scale.pavilion.test`,
            subject: `Backlog ${i}`,
            html: `<p>Backlog ${i}</p>`,
            text: `Backlog ${i}`,
            template: 'scale-check',
          }),
        );
    });
    // Killed once the round is well under way.
    const sentBy = Date.now() + 60_000;
    while (smtp.messages.length - before < 100 && Date.now() < sentBy) await sleep(20);
    const [lost] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from pgboss.job where name = 'outbox' and state = 'active'`),
    );
    await worker.kill();
    const killedAt = Date.now();
    const sentAtKill = smtp.messages.length - before;
    await worker.start(urls.primary);
    // The lost round runs again after its limit; then the rest of the backlog goes, but for the batch
    // the killed round held, whose lease (OUTBOX_LEASE_MS, 5 minutes) is not over yet.
    const deadline = Date.now() + 150_000;
    let lostState = '';
    let pending = BACKLOG;
    while (Date.now() < deadline) {
      lostState = lost
        ? (rowsOf<{ state: string }>(await db.execute(sql`select state from pgboss.job where id = ${lost.id}`))[0]
            ?.state ?? 'archived')
        : 'none';
      pending = Number(
        rowsOf<{ n: number }>(
          await db.execute(
            sql`select count(*)::int as n from ${emailOutbox} where ${emailOutbox.template} = 'scale-check' and ${emailOutbox.status} <> 'sent' and ${emailOutbox.subject} like 'Backlog %'`,
          ),
        )[0].n,
      );
      if (lostState === 'completed' && pending <= 10) break;
      await sleep(500);
    }
    const waited = ((Date.now() - killedAt) / 1000).toFixed(0);
    await sleep(500);
    const perId = new Map<string, number>();
    for (const m of smtp.messages.slice(before)) {
      const id = /Message-ID: (<outbox-\d+@pavilion>)/i.exec(m)?.[1] ?? 'none';
      perId.set(id, (perId.get(id) ?? 0) + 1);
    }
    const counts = ids.map((id) => perId.get(`<outbox-${id}@pavilion>`) ?? 0);
    const metrics = await scrape(workerPort);
    const failedRounds = total(metrics, 'pavilion_jobs_failed', ['kind="outbox"']);
    check(
      'a worker killed mid-round: the lost round runs again once after its limit and the backlog is delivered, none twice',
      !!lost && lostState === 'completed' && counts.every((n) => n <= 1) && pending <= 10 && failedRounds === 0,
      `${BACKLOG} emails queued, the worker killed after ${sentAtKill} were sent (round ${lost?.id ?? 'none'} running); ${waited} s later that round is ${lostState}, ${counts.filter((n) => n === 1).length} sent once, ${counts.filter((n) => n > 1).length} twice or more, ${pending} still waiting for the killed round's lease; the worker's /metrics counts ${failedRounds} failed outbox rounds`,
    );
  }

  // Search requests a second: one instance vs two behind the proxy, reading the replica, then the same
  // with every read on the primary. Closed loop, 4 requests in flight, three shapes in turn.
  if (SEARCH_EVENTS > 0) {
    console.log(`\nSeeding ${SEARCH_EVENTS} events for the search figures`);
    const seeded = spawnSync(
      'npx',
      [
        'tsx',
        '--tsconfig',
        'apps/api/tsconfig.json',
        'tools/bench/seed-events.ts',
        '--count',
        String(SEARCH_EVENTS),
        '--partners',
        '50',
      ],
      { env: { ...process.env, DATABASE_URL: urls.primary }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (seeded.status !== 0) throw new Error('seeding the events failed');
    // The replica has replayed everything the primary wrote.
    const [{ lsn }] = await admin.unsafe('select pg_current_wal_lsn()::text as lsn');
    for (let i = 0; i < 600; i++) {
      const [{ behind }] = await replica.unsafe(
        `select pg_wal_lsn_diff('${lsn}', pg_last_wal_replay_lsn()) > 0 as behind`,
      );
      if (!behind) break;
      await sleep(100);
    }
    const shapes = [{}, { query: 'technology' }, { sortCriteria: 'price', sortDirection: 'desc' }];
    const measure = async (port: number) => {
      client.fresh({ keepAlive: true, maxSockets: 8 });
      const until = performance.now() + 8_000;
      const times: number[] = [];
      let failed = 0;
      await Promise.all(
        Array.from({ length: 4 }, async (_, w) => {
          for (let i = w; performance.now() < until; i += 4) {
            const a = await call(port, 'POST', '/api/events/filtered', undefined, shapes[i % shapes.length]);
            if (a.status === 200) times.push(a.ms);
            else failed += 1;
          }
        }),
      );
      times.sort((x, y) => x - y);
      const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
      return `${(times.length / 8).toFixed(0)} req/s, p95 ${p95.toFixed(0)} ms${failed ? `, ${failed} failed` : ''}`;
    };
    await waitForProxy();
    for (const port of API_PORTS) await call(port, 'POST', '/api/events/filtered', undefined, {});
    const figures: string[] = [];
    figures.push(`one instance, search on the replica: ${await measure(API_PORTS[0])}`);
    figures.push(`two instances behind the proxy, search on the replica: ${await measure(PROXY_PORT)}`);
    for (const api of instances) await api.stop();
    const primaryOnly = [makeInstance(0, null), makeInstance(1, null)];
    for (const api of primaryOnly) await api.start(urls.primary);
    await waitForProxy();
    for (const port of API_PORTS) await call(port, 'POST', '/api/events/filtered', undefined, {});
    figures.push(`one instance, every read on the primary: ${await measure(API_PORTS[0])}`);
    figures.push(`two instances behind the proxy, every read on the primary: ${await measure(PROXY_PORT)}`);
    console.log(`\nSearch at ${SEARCH_EVENTS} events, 4 in flight, 8 s each:\n  ${figures.join('\n  ')}`);
  }
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    check('the scale check ran', false, err instanceof Error ? err.message : String(err));
  })
  .finally(async () => {
    await cleanup();
    const failed = results.filter((r) => !r.ok);
    console.log(
      failed.length
        ? `\n${failed.length} of ${results.length} checks failed:\n${failed.map((r) => `FAIL  ${r.check}: ${r.detail}`).join('\n')}`
        : `\nAll ${results.length} checks passed.`,
    );
    process.exit(failed.length ? 1 : 0);
  });
