// The environment, parsed once by a zod schema. Nothing else reads process.env.
import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SESSION_TTL_HOURS_DEFAULT } from '@pavilion/domain';
import { DEFAULT_PREPARED_STATEMENTS } from './db/prepared';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: loopback (127.0.0.1) outside production, every interface (0.0.0.0) in production. */
  HOST: z.string().optional(),
  /** Unset: embedded PGlite in DATA_DIR. Set: PostgreSQL through the postgres driver. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * A streaming replica of DATABASE_URL for public reads that may lag a moment (event search, the
   * home's events). Unset: every read goes to DATABASE_URL. Needs DATABASE_URL. It may list the
   * replica then the primary (postgres://u@replica:5432,primary:5432/db): the driver connects to the
   * first that answers, so reads go to the primary while the replica is down.
   */
  DATABASE_READ_URL: z
    .string()
    .refine(isDatabaseUrl, 'expected a postgres:// URL (several hosts may be listed: host1:5432,host2:5432)')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DB_PREPARED_STATEMENTS: z.coerce.number().int().min(0).max(1000).default(DEFAULT_PREPARED_STATEMENTS),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(SESSION_TTL_HOURS_DEFAULT),
  /** The marketplace's public origin: links in emails, and the host the other two apps are named after. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The partner portal's and admin console's own hosts (host name, and a port when it differs from
   * PUBLIC_URL's), each serving its app at `/`. Unset: partner.<PUBLIC_URL's host>, admin.<...>.
   */
  PARTNER_HOST: z.string().optional(),
  ADMIN_HOST: z.string().optional(),
  /**
   * Where links in emails send people for the portal's and console's pages. Unset: the marketplace's
   * /partner and /admin paths, which forward to the app's host and carry the session across.
   */
  PARTNER_PORTAL_URL: z.string().url().optional(),
  ADMIN_CONSOLE_URL: z.string().url().optional(),
  /** Origins allowed to call the API with credentials from elsewhere (every app's host answers /api itself). */
  CORS_ORIGINS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Pavilion <no-reply@pavilion.example>'),
  DEMO_DATA: bool.optional(),
  /**
   * What this process runs: `web` serves HTTP and only enqueues background work, `worker` runs the
   * background work (npm run worker) without HTTP, `all` both (the embedded database's one process).
   */
  PAVILION_ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  SERVE_APPS: bool.default(true),
  WEB_DIST_DIR: z.string().default('dist/apps'),
  MIGRATIONS_DIR: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  PAYMENT_GATEWAY: z.enum(['simulated']).default('simulated'),
  /** The simulated gateway's wait before answering (the spec's 1.5 s); 0 in tests and benchmarks. */
  PAYMENT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  /** A payment still 'processing' after this long is treated as interrupted (its process died). */
  PAYMENT_STALE_AFTER_MS: z.coerce.number().int().min(1000).default(120_000),
  /** How often the worker expires unpaid orders past their hold and frees their seats. */
  HOLD_EXPIRY_POLL_MS: z.coerce.number().int().min(50).default(5000),
  /** How often the worker sends refunds that failed (when due again) or whose request died before the gateway answered. */
  REFUND_POLL_MS: z.coerce.number().int().min(50).default(15_000),
  /** How long a refund whose request is under way is left to it before the worker takes it over. */
  REFUND_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** How often the worker charges agreed damage claims that failed or were interrupted, and sends unanswered claims to support. */
  DAMAGE_CLAIM_POLL_MS: z.coerce.number().int().min(50).default(15_000),
  PAYOUT_PROVIDER: z.enum(['simulated']).default('simulated'),
  /** How often the worker charges plan fees, schedules payouts that became payable and sends them. */
  PAYOUT_POLL_MS: z.coerce.number().int().min(50).default(60_000),
  /** The most tickets one person may hold at once (in unpaid orders) for one event: no hoarding a sale. */
  MAX_HELD_TICKETS_PER_PERSON: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Rate limits on order creation and payment attempts; off only for load tests driving checkout from one address. */
  CHECKOUT_RATE_LIMITS: bool.default(true),
  /**
   * A searched list (admin and partner) counts its matches exactly up to this many; above it the
   * total is the planner's estimate and the answer says so (totalIsEstimate).
   */
  LIST_EXACT_TOTAL_UP_TO: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  /**
   * Event search counts its matches exactly up to this many; above it the total is estimated from the
   * first matches in start order and the answer says so (totalIsEstimate). See docs/search.md.
   */
  SEARCH_EXACT_TOTAL_UP_TO: z.coerce.number().int().min(1).max(100_000).default(100),
  /** The relevance sort of plain words first reads this many of each word's best-scored events. */
  SEARCH_BEST_CANDIDATES: z.coerce.number().int().min(1).max(100_000).default(100),
  /**
   * Event search answers from the API's copy of the projection, kept in memory and refreshed from
   * PostgreSQL in the background (modules/search/in-memory.ts); false: every search runs in SQL.
   */
  SEARCH_IN_MEMORY: bool.default(true),
  /** Everything the search copy holds at most (rows, tokens, bitmaps, orders, word scores), in MB. */
  SEARCH_MEMORY_MB: z.coerce.number().int().min(16).max(65_536).default(1536),
  /** The search copy answers while at most this far behind the primary (ms); further, SQL answers. */
  SEARCH_MAX_BEHIND_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  /** While a bulk change (a ranking round) is swapped into the search copy, the copy before it answers up to this far behind (ms). */
  SEARCH_BULK_BEHIND_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** The search copy refreshes at each notification of a change and at least this often (ms). */
  SEARCH_REFRESH_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /**
   * Which proxies in front of the API to believe about the client's address (X-Forwarded-For): a
   * number of hops counted from the right ('true' is one, 'false' or 0 none), or a comma-separated
   * list of proxy addresses, subnets or Express's names (loopback, linklocal, uniquelocal). Never
   * Express's `true`, which believes the left-most entry the client writes itself. Rate limits, the
   * dev mailbox and the address recorded with a signature go by it.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, issue) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        issue.addIssue({
          code: 'custom',
          message: 'expected true, false, a number of proxy hops (0-10) or a list of proxy addresses or subnets',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Where address verification letters go to be printed and posted; unset keeps them in the dev mailbox. */
  LETTER_PRINT_ROOM_EMAIL: z.string().email().optional(),
  /**
   * Where the venue search looks places up: `local` (our own list in the database, the default),
   * `nominatim` (an OpenStreetMap Nominatim server: NOMINATIM_URL, NOMINATIM_USER_AGENT) or `google`
   * (Google Places: GOOGLE_PLACES_API_KEY).
   */
  PLACES_PROVIDER: z.enum(['local', 'nominatim', 'google']).default('local'),
  NOMINATIM_URL: z.string().url().optional(),
  /** Nominatim's usage policy asks every application to name itself (and a contact) in its User-Agent. */
  NOMINATIM_USER_AGENT: z.string().min(3).optional(),
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  /** Google's Places API origin; changed only to point tests at a local server. */
  GOOGLE_PLACES_URL: z.string().url().default('https://places.googleapis.com'),
  /** A places provider that has not answered after this long is given up (the partner is told in words). */
  PLACES_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /**
   * Checks an EU company's VAT number against the EU's VIES service at checkout (off by default: the
   * format check always runs; docs/decisions/0105-buying-for-a-company-details-at-checkout-vat.md, "Buying for a company").
   */
  VIES_CHECK: bool.default(false),
  /** The VIES REST API's origin and path; changed only to point tests at a local server. */
  VIES_URL: z.string().url().default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  /** VIES not answering after this long counts as unavailable: the order is taken, the number marked not checked. */
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  /**
   * Pavilion's account that bank transfers are paid into (printed on the invoice of an order paid by
   * transfer; Pavilion collects for its partners as for cards). The defaults are the demo's account.
   */
  BANK_TRANSFER_ACCOUNT_NAME: z.string().min(1).default('Pavilion Events Ltd'),
  BANK_TRANSFER_IBAN: z.string().min(15).default('GB33BUKB20201555555555'),
  BANK_TRANSFER_BIC: z.string().min(8).default('BUKBGB22'),
  BANK_TRANSFER_BANK_NAME: z.string().default('Barclays Bank UK PLC'),
  /** How often the unpaid transfers worker looks for orders past their due day. */
  TRANSFER_DUE_POLL_MS: z.coerce.number().int().min(50).default(60_000),
  /**
   * The day of the month (UTC) from which the monthly newsletter goes out; a month whose day passed
   * while no worker ran is sent when the next one runs. 1-28, so every month has it.
   */
  NEWSLETTER_DAY: z.coerce.number().int().min(1).max(28).default(1),
  /**
   * The operator's token for GET /metrics from outside the internal network (Authorization: Bearer
   * <token>). Unset: only the internal network reads it.
   */
  METRICS_TOKEN: z.string().min(32, 'expected at least 32 characters (openssl rand -hex 32 makes one)').optional(),
  /**
   * Where a worker (PAVILION_ROLE=worker, which serves no HTTP otherwise) answers GET /metrics, on HOST;
   * 0 picks a free port (it is logged). Web instances answer it on PORT.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /**
   * Where traces go by OTLP over HTTP (an OpenTelemetry collector, Jaeger, Tempo): the standard
   * variables; unset, tracing is off and costs nothing. The traces' own path wins over the base's.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('pavilion-api'),
  /**
   * On SIGTERM, how long the instance keeps taking requests while readiness answers 503, so a load
   * balancer's check takes it out of rotation before it stops accepting (its check interval x falls).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** On SIGTERM, how long requests in flight get to finish before their connections are closed. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

/** A postgres:// URL, its host part possibly a list (replica,primary) as the postgres driver takes it. */
function isDatabaseUrl(text: string): boolean {
  const match = /^(postgres(?:ql)?:\/\/(?:[^@/]*@)?)([^/?#]+)(.*)$/.exec(text);
  if (!match) return false;
  const hosts = match[2].split(',');
  if (hosts.some((host) => !/^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-fA-F:.]+\](?::\d{1,5})?$/.test(host))) return false;
  try {
    new URL(`${match[1]}${hosts[0]}${match[3]}`);
    return true;
  } catch {
    return false;
  }
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a subnet (address/bits) or one of Express's names for a group of addresses. */
function isProxyAddress(text: string): boolean {
  if (PROXY_NAMES.includes(text)) return true;
  const [address, bits, ...rest] = text.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** TRUST_PROXY as Express takes it (hops or addresses), or null when it is none of them. */
export function parseTrustProxy(value: string): number | string[] | null {
  const text = value.trim().toLowerCase();
  if (['true', 'yes'].includes(text)) return 1;
  if (['false', 'no', ''].includes(text)) return 0;
  if (/^\d+$/.test(text)) return Number(text) <= 10 ? Number(text) : null;
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return addresses.every(isProxyAddress) ? addresses : null;
}

export type Env = z.infer<typeof ZEnv>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  /** A replica for public reads that may lag (search, the home's events); unset: the primary. */
  databaseReadUrl?: string;
  databasePoolSize: number;
  /** PostgreSQL: distinct search statement texts run as prepared statements (db/prepared.ts); 0 for none. */
  databasePreparedStatements: number;
  dataDir: string;
  jwtSecret: string;
  sessionTtlHours: number;
  publicUrl: string;
  /** Where links in emails point for the portal's and console's pages: `${partnerPortalUrl}/dashboard`. */
  partnerPortalUrl: string;
  adminConsoleUrl: string;
  /** The hosts the partner portal and admin console are served on (platform/hosts.ts). */
  appHosts: Record<'partner' | 'admin', AppHost>;
  corsOrigins: string[];
  smtpUrl?: string;
  mailFrom: string;
  demoData: boolean;
  /** PAVILION_ROLE: whether this process serves HTTP, runs the background work, or both. */
  role: 'web' | 'worker' | 'all';
  serveApps: boolean;
  webDistDir: string;
  migrationsDir: string;
  storage: {
    driver: 'local' | 's3';
    localDir: string;
    s3?: { endpoint?: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  };
  paymentGateway: 'simulated';
  paymentDelayMs: number;
  paymentStaleAfterMs: number;
  holdExpiryPollMs: number;
  refundPollMs: number;
  refundLeaseMs: number;
  damageClaimPollMs: number;
  payoutProvider: 'simulated';
  payoutPollMs: number;
  maxHeldTicketsPerPerson: number;
  checkoutRateLimits: boolean;
  /** Searched lists count exactly up to this many matches, then estimate. */
  listExactTotalUpTo: number;
  /** Event search: exact totals up to this many matches, and how many best-scored events per word the relevance sort reads first. */
  search: { exactTotalUpTo: number; bestCandidates: number };
  /** Event search answers from the API's copy of the projection (modules/search/in-memory.ts). */
  searchInMemory: boolean;
  /** How the copy runs: its memory limit, how far behind it may answer, how often it refreshes. */
  searchCopy: { memoryLimitBytes: number; maxBehindMs: number; bulkBehindMs: number; refreshEveryMs: number };
  logLevel: Env['LOG_LEVEL'];
  outboxPollMs: number;
  /** The day of the month (UTC) from which the monthly newsletter goes out (1-28). */
  newsletterDay: number;
  /** How often the webhook worker claims due deliveries while it dispatches. */
  webhookPollMs: number;
  /** Proxy hops, or proxy addresses, whose X-Forwarded-For entries are believed (0: none). */
  trustProxy: number | string[];
  letterPrintRoomEmail?: string;
  /** The venue search's places provider and its settings (platform/places). */
  vies: { check: boolean; url: string; timeoutMs: number };
  /** Pavilion's account for bank transfers, and how often unpaid ones are looked for. */
  bankTransfer: { accountName: string; iban: string; bic: string; bankName: string | null; pollMs: number };
  /** The operator's token for GET /metrics from outside the internal network (platform/metrics.ts). */
  metricsToken?: string;
  /** METRICS_PORT: the worker role's own listener for GET /metrics (platform/metrics-server.ts). */
  metricsPort: number;
  /** Where traces are exported by OTLP/HTTP (the traces' URL itself); unset, tracing is off (platform/tracing.ts). */
  tracing: { url?: string; serviceName: string };
  /** Once a stop begins: how long requests are still taken (answering not ready), then how long those in flight get. */
  shutdownDelayMs: number;
  shutdownTimeoutMs: number;
  places: {
    provider: 'local' | 'nominatim' | 'google';
    nominatimUrl?: string;
    nominatimUserAgent?: string;
    googleApiKey?: string;
    googleUrl: string;
    timeoutMs: number;
  };
}

export class ConfigError extends Error {}

/** An app's own host: the origin redirects go to, and the host name requests are routed by. */
export interface AppHost {
  origin: string;
  hostname: string;
}

/**
 * partner.localhost:3000 beside http://localhost:3000; partner.example.com beside https://example.com.
 * Host names only differ by their first label, so a host given with its own port keeps it (dev servers).
 */
export function appHosts(
  publicUrl: string,
  given: { partner?: string; admin?: string },
): Record<'partner' | 'admin', AppHost> {
  const marketplace = new URL(publicUrl);
  const host = (app: 'partner' | 'admin', value: string | undefined): AppHost => {
    const name = app === 'partner' ? 'PARTNER_HOST' : 'ADMIN_HOST';
    if (!value && isIP(marketplace.hostname.replace(/^\[|\]$/g, ''))) {
      throw new ConfigError(`PUBLIC_URL names an address, not a host name: set ${name} (e.g. ${app}.localhost:3000)`);
    }
    const text = (value ?? `${app}.${marketplace.host}`).trim().toLowerCase();
    let url: URL;
    try {
      url = new URL(`${marketplace.protocol}//${text}`);
    } catch {
      throw new ConfigError(`${name}: expected a host name with an optional port, got "${text}"`);
    }
    if (url.host !== text || url.username || url.password) {
      throw new ConfigError(`${name}: expected a host name with an optional port, got "${text}"`);
    }
    return { origin: url.origin, hostname: url.hostname };
  };
  const hosts = { partner: host('partner', given.partner), admin: host('admin', given.admin) };
  const names = [marketplace.hostname, hosts.partner.hostname, hosts.admin.hostname];
  if (new Set(names).size !== names.length) {
    throw new ConfigError(
      'PUBLIC_URL, PARTNER_HOST and ADMIN_HOST need three different host names: each serves its own app at /',
    );
  }
  return hosts;
}

/** The embedded default keeps a generated secret in the data folder so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Beside the bundle in dist (copied at build), or in the source tree when run from source. */
function defaultMigrationsDir(): string {
  const candidates = [
    path.join(__dirname, 'migrations'),
    path.join(__dirname, 'db', 'migrations'),
    path.join(__dirname, '..', 'db', 'migrations'),
  ];
  return candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json'))) ?? candidates[1];
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // An empty variable counts as unset (DATABASE_URL= selects the embedded database).
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  if (e.PAVILION_ROLE !== 'all' && !e.DATABASE_URL)
    throw new ConfigError(
      `PAVILION_ROLE=${e.PAVILION_ROLE} needs DATABASE_URL: the embedded database serves one process, which runs both roles`,
    );
  if (isProduction && !e.JWT_SECRET) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL: a replica reads for a PostgreSQL primary');
  }
  if (e.PLACES_PROVIDER === 'nominatim' && (!e.NOMINATIM_URL || !e.NOMINATIM_USER_AGENT)) {
    throw new ConfigError('PLACES_PROVIDER=nominatim needs NOMINATIM_URL and NOMINATIM_USER_AGENT');
  }
  if (e.PLACES_PROVIDER === 'google' && !e.GOOGLE_PLACES_API_KEY) {
    throw new ConfigError('PLACES_PROVIDER=google needs GOOGLE_PLACES_API_KEY');
  }
  if (e.STORAGE_DRIVER === 's3' && (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const hosts = appHosts(publicUrl, { partner: e.PARTNER_HOST, admin: e.ADMIN_HOST });
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    // In development the API answers this machine only (the dev mailbox holds every reset link);
    // HOST=0.0.0.0 opens it to the network.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePreparedStatements: e.DB_PREPARED_STATEMENTS,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    publicUrl,
    partnerPortalUrl: (e.PARTNER_PORTAL_URL ?? `${publicUrl}/partner`).replace(/\/$/, ''),
    adminConsoleUrl: (e.ADMIN_CONSOLE_URL ?? `${publicUrl}/admin`).replace(/\/$/, ''),
    appHosts: hosts,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // Demo data is the default for a local start, and never in production.
    demoData: isProduction ? false : (e.DEMO_DATA ?? true),
    role: e.PAVILION_ROLE,
    serveApps: e.SERVE_APPS,
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR),
    migrationsDir: e.MIGRATIONS_DIR ? path.resolve(cwd, e.MIGRATIONS_DIR) : defaultMigrationsDir(),
    storage: {
      driver: e.STORAGE_DRIVER,
      localDir: path.join(dataDir, 'files'),
      s3:
        e.STORAGE_DRIVER === 's3'
          ? {
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              bucket: e.S3_BUCKET!,
              accessKeyId: e.S3_ACCESS_KEY_ID!,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            }
          : undefined,
    },
    paymentGateway: e.PAYMENT_GATEWAY,
    paymentDelayMs: e.PAYMENT_DELAY_MS,
    paymentStaleAfterMs: e.PAYMENT_STALE_AFTER_MS,
    holdExpiryPollMs: e.HOLD_EXPIRY_POLL_MS,
    refundPollMs: e.REFUND_POLL_MS,
    refundLeaseMs: e.REFUND_LEASE_MS,
    damageClaimPollMs: e.DAMAGE_CLAIM_POLL_MS,
    payoutProvider: e.PAYOUT_PROVIDER,
    payoutPollMs: e.PAYOUT_POLL_MS,
    maxHeldTicketsPerPerson: e.MAX_HELD_TICKETS_PER_PERSON,
    checkoutRateLimits: e.CHECKOUT_RATE_LIMITS,
    listExactTotalUpTo: e.LIST_EXACT_TOTAL_UP_TO,
    search: { exactTotalUpTo: e.SEARCH_EXACT_TOTAL_UP_TO, bestCandidates: e.SEARCH_BEST_CANDIDATES },
    searchInMemory: e.SEARCH_IN_MEMORY,
    searchCopy: {
      memoryLimitBytes: e.SEARCH_MEMORY_MB * 1024 * 1024,
      maxBehindMs: e.SEARCH_MAX_BEHIND_MS,
      bulkBehindMs: e.SEARCH_BULK_BEHIND_MS,
      refreshEveryMs: e.SEARCH_REFRESH_MS,
    },
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    tracing: {
      url:
        e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
        (e.OTEL_EXPORTER_OTLP_ENDPOINT ? `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces` : undefined),
      serviceName: e.OTEL_SERVICE_NAME,
    },
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    outboxPollMs: e.OUTBOX_POLL_MS,
    newsletterDay: e.NEWSLETTER_DAY,
    webhookPollMs: e.WEBHOOK_POLL_MS,
    trustProxy: e.TRUST_PROXY,
    letterPrintRoomEmail: e.LETTER_PRINT_ROOM_EMAIL,
    vies: { check: e.VIES_CHECK, url: e.VIES_URL, timeoutMs: e.VIES_TIMEOUT_MS },
    bankTransfer: {
      accountName: e.BANK_TRANSFER_ACCOUNT_NAME,
      iban: e.BANK_TRANSFER_IBAN.replace(/\s+/g, '').toUpperCase(),
      bic: e.BANK_TRANSFER_BIC,
      bankName: e.BANK_TRANSFER_BANK_NAME || null,
      pollMs: e.TRANSFER_DUE_POLL_MS,
    },
    places: {
      provider: e.PLACES_PROVIDER,
      nominatimUrl: e.NOMINATIM_URL,
      nominatimUserAgent: e.NOMINATIM_USER_AGENT,
      googleApiKey: e.GOOGLE_PLACES_API_KEY,
      googleUrl: e.GOOGLE_PLACES_URL,
      timeoutMs: e.PLACES_TIMEOUT_MS,
    },
  };
}
