// Load shapes shared by the benchmarks.
import { cpus, loadavg } from 'node:os';

/** The p-th percentile (0-100) of an ascending list; NaN when it is empty. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

export interface OpenLoopResult {
  /** Latencies in ms of the requests `send` counted, ascending, each from when it was due. */
  latencies: number[];
  /** The most requests in flight at once. */
  maxInFlight: number;
  /** Wall time from the first request due to the last answer. */
  seconds: number;
}

/**
 * Open loop: `rate` requests per second for `seconds`, request i due at i / rate seconds and sent then
 * whether or not earlier ones have been answered. Each latency counts from when its request was due,
 * so a queue in the server shows in the figures instead of slowing the arrivals down. `send` answers
 * whether its request counts (a refused or failed one does not); it is given the moment (performance.now())
 * its request was due, for figures of its own.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  send: (i: number, due: number) => Promise<boolean>,
): Promise<OpenLoopResult> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const dueNow = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < dueNow; sent++) {
      const due = started + (sent / rate) * 1000;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      pending.push(
        send(sent, due).then((counts) => {
          inFlight--;
          if (counts) latencies.push(performance.now() - due);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return { latencies, maxInFlight, seconds: (performance.now() - started) / 1000 };
}

/** Runs one step of a benchmark's setup and prints how long it took. */
export async function timedStep<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Closed loop: `requests` calls of `run` (each given its index) after `warmup` of them, `concurrency`
 * at a time, each starting when one before it has finished. Latencies in ms, p50, p95 and calls a second.
 */
export async function closedLoop(
  run: (i: number) => Promise<unknown>,
  { requests, warmup, concurrency = 1 }: { requests: number; warmup: number; concurrency?: number },
): Promise<{ p50: number; p95: number; rps: number }> {
  for (let i = 0; i < warmup; i++) await run(i);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < requests; i = next++) {
        const t0 = performance.now();
        await run(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: requests / seconds };
}

/** Runs `run` over the items, at most `limit` at once; the results in the items' order. */
export async function pool<T, R>(items: T[], limit: number, run: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await run(items[i], i);
      }
    }),
  );
  return results;
}

/** A call a benchmark times, named for its table; given its index, to vary what it asks. */
export interface Shape {
  name: string;
  run: (i: number) => Promise<unknown>;
}

/**
 * Times each shape with closedLoop and prints the figures as a Markdown table: p50, p95 and calls a
 * second. `note`, when given, adds to a shape's name from one more call of it (e.g. the total it found).
 */
export async function shapeTable(
  shapes: Shape[],
  { requests, warmup, concurrency = 1 }: { requests: number; warmup: number; concurrency?: number },
  note?: (answer: unknown) => string,
): Promise<void> {
  console.log(
    `\n${requests} requests per shape after ${warmup} warm-up, ${concurrency === 1 ? 'one' : concurrency} at a time; ` +
      `${cpus().length} CPUs, load ${loadavg()[0].toFixed(2)}`,
  );
  console.log('| Shape | p50 ms | p95 ms | per second |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const shape of shapes) {
    const r = await closedLoop(shape.run, { requests, warmup, concurrency });
    const name = note ? `${shape.name}${note(await shape.run(0))}` : shape.name;
    console.log(`| ${name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} |`);
  }
}
