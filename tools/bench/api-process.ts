// What the benchmarks share: the built API run as its own process (as in production: NODE_ENV=production,
// request logging at info into a file, the background workers running; on loopback only), and the CPU
// time of processes read from /proc, which unlike latency barely depends on what else the machine runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '@pavilion/api-testing/scripts';

/** The flags production runs the API with (npm start, the Docker image): the benchmarks measure the same. */
export const API_NODE_FLAGS: string[] = JSON.parse(
  readFileSync(path.join(__dirname, '../../apps/api/node-flags.json'), 'utf8'),
);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU milliseconds a process has used so far (Linux /proc, clock ticks of 10 ms); 0 when it is gone. */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The most memory (resident set) a process has used since it started, in MiB (Linux /proc); 0 when it is gone. */
export function peakRssMiB(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const kib = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kib ? Math.round(Number(kib[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving this database (same host only): their CPU is the database's share. */
export async function backendPids(db: Database): Promise<number[]> {
  return rowsOf<{ pid: number }>(
    await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
  ).map((r) => Number(r.pid));
}

export interface ApiProcessOptions {
  /** The bundle's entry, e.g. dist/apps/api/main.cjs. */
  main: string;
  /** Its working and data folder; the log is api.log in it. Under the repository, so package imports resolve. */
  workDir: string;
  port: number;
  poolSize: number;
  jwtSecret: string;
  /** Further environment, e.g. payment settings. */
  env?: Record<string, string>;
  /** Extra node flags, e.g. ['--cpu-prof'], after the API's own (apps/api/node-flags.json). */
  nodeFlags?: string[];
  /** The path that answers 200 once it is up: GET /api/health, or /metrics for the worker role (PAVILION_ROLE=worker, METRICS_PORT = port). */
  readyPath?: string;
}

export class ApiProcess {
  private child: ChildProcess | null = null;
  /** How many times the API was started (restarts after a kill included). */
  starts = 0;
  readonly base: string;

  constructor(private readonly options: ApiProcessOptions) {
    this.base = `http://127.0.0.1:${options.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Whether its process is running (started and not exited). */
  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Its working and data folder (the log is api.log in it). */
  get workDir(): string {
    return this.options.workDir;
  }

  get jwtSecret(): string {
    return this.options.jwtSecret;
  }

  /** Starts the API against the database and waits until it answers GET /api/health; `more` adds to the environment for this start. */
  async start(databaseUrl: string, more: Record<string, string> = {}): Promise<void> {
    const { main, workDir, port, poolSize, jwtSecret, env = {}, nodeFlags = [] } = this.options;
    this.starts += 1;
    // Straight into a file: a pipe read by the (busy) benchmark process would slow the API's writes.
    const log = openSync(path.join(workDir, 'api.log'), 'a');
    const child = spawn(process.execPath, [...API_NODE_FLAGS, ...nodeFlags, main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: String(poolSize),
        HOST: '127.0.0.1',
        PORT: String(port),
        JWT_SECRET: jwtSecret,
        DATA_DIR: path.join(workDir, 'data'),
        SERVE_APPS: 'false',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        ...env,
        ...more,
      },
      stdio: ['ignore', log, log],
      cwd: workDir,
    });
    closeSync(log); // the child has its own copy
    this.child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`the API exited with ${child.exitCode}; see ${path.join(workDir, 'api.log')}`);
      try {
        if ((await fetch(`${this.base}${this.options.readyPath ?? '/api/health'}`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error('the API did not become healthy within 60 s');
  }

  /**
   * Waits until event search no longer loads its copy of the projection (GET /api/health's `search`):
   * what it answers from then (`memory` or `sql`), and how long the wait took.
   */
  async searchReady(timeoutMs = 300_000): Promise<{ search: string; waitedMs: number }> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const { search } = (await (await fetch(`${this.base}/api/health`)).json()) as { search: string };
      if (search !== 'loading') return { search, waitedMs: Date.now() - started };
      await sleep(200);
    }
    throw new Error(`event search was still loading its copy of the projection after ${timeoutMs / 1000} s`);
  }

  /** SIGKILL, as a crash would: nothing is finished or flushed. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** SIGTERM (a graceful stop), SIGKILL if it has not exited after 15 s. */
  async stop(): Promise<void> {
    await this.signal('SIGTERM', 15_000);
  }

  private async signal(signal: NodeJS.Signals, killAfterMs?: number): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await (killAfterMs === undefined
      ? exited
      : Promise.race([exited, sleep(killAfterMs).then(() => child.kill('SIGKILL'))]));
  }
}
