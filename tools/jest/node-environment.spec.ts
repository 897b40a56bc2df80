// The Node tests' environment (node-environment.cjs) and runtime (code-cache-runtime.cjs): a test file runs
// in its worker's own context and shares the packages Node loads for the worker and the modules of the folders
// its project shares (jest.config.cjs), while the workspace's other modules, the packages Jest transforms and
// mocked modules go through Jest's registry, which `jest.isolateModules` makes afresh as each test file gets it.
/* eslint-disable @typescript-eslint/no-require-imports -- what is checked is how `require` loads */
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { runInThisContext } from 'node:vm';

/** A second environment in this worker, as Jest makes one for each test file; `teardown` ends it. */
function anotherFilesEnvironment(): { teardown(): Promise<void> } {
  const Environment = require('./node-environment.cjs');
  const projectConfig = { testEnvironmentOptions: {}, globals: {}, fakeTimers: {}, rootDir: __dirname };
  return new Environment({ globalConfig: {}, projectConfig }, { console, docblockPragmas: {}, testPath: __filename });
}

/** What `require` gives for `name` in two fresh registries of Jest. */
function loadedTwice(name: string): [unknown, unknown] {
  let first: unknown;
  let second: unknown;
  jest.isolateModules(() => (first = require(name)));
  jest.isolateModules(() => (second = require(name)));
  return [first, second];
}

describe("the Node tests' environment", () => {
  it("runs a test file's modules in the worker's own context, with its globals", () => {
    expect(runInThisContext('Object')).toBe(Object);
    expect(runInThisContext('globalThis')).toBe(globalThis);
  });

  it('shares a package Jest does not transform: Node loads it once for the worker', () => {
    const [first, second] = loadedTwice('zod');
    expect(first).toBe(second);
  });

  it('loads a package Jest transforms afresh for each registry', () => {
    const [first, second] = loadedTwice('intl-messageformat');
    expect((first as { IntlMessageFormat?: unknown }).IntlMessageFormat).toBeDefined();
    expect(first).not.toBe(second);
  });

  it("loads the workspace's own modules afresh for each registry, with their own state", () => {
    const [first, second] = loadedTwice('./fixtures/counter.cjs') as Array<{ next: () => number }>;
    expect(first).not.toBe(second);
    expect([first!.next(), first!.next(), second!.next()]).toEqual([1, 2, 1]);
  });

  it("shares the modules of a project's shared workspace folders, with their state, but not its test helpers", () => {
    const [first, second] = loadedTwice('./fixtures/shared/counter.cjs') as Array<{ next: () => number }>;
    expect(first).toBe(second);
    const carried = first!.next();
    expect(second!.next()).toBe(carried + 1);
    const [helper, freshHelper] = loadedTwice('./fixtures/shared/testing-counter.cjs') as Array<{ next: () => number }>;
    expect(helper).not.toBe(freshHelper);
    expect([helper!.next(), freshHelper!.next()]).toEqual([1, 1]);
  });

  it('gives a mocked module of a shared workspace folder its mock', () => {
    jest.doMock('./fixtures/shared/counter.cjs', () => ({ mocked: true }));
    expect(require('./fixtures/shared/counter.cjs')).toEqual({ mocked: true });
    jest.dontMock('./fixtures/shared/counter.cjs');
  });

  it('gives a mocked package its mock, not the shared package', () => {
    jest.doMock('heap-js', () => ({ mocked: true }));
    expect(require('heap-js')).toEqual({ mocked: true });
    jest.dontMock('heap-js');
  });

  it('removes what a file left on the global object and on process when the file ends', async () => {
    const handlersKey = Symbol.for('EVENT_HANDLERS');
    const global = globalThis as unknown as Record<symbol, unknown>;
    const kept = { exit: process.exit, handlers: global[handlersKey] };
    const environment = anotherFilesEnvironment();
    // What Jest's runner and worker do for a file: its state under a symbol of its own, its event handlers,
    // process.exit wrapped; and what the metrics' default set does: a GC observer.
    const state = Symbol('JEST_STATE_SYMBOL');
    global[state] = { rootDescribeBlock: {} };
    global[handlersKey] = [() => undefined];
    process.exit = ((code?: number) => kept.exit(code)) as typeof process.exit;
    const observed: string[] = [];
    const observer = new PerformanceObserver((list) => observed.push(...list.getEntries().map((entry) => entry.name)));
    observer.observe({ entryTypes: ['mark'] });
    try {
      await environment.teardown();
      expect(Object.getOwnPropertySymbols(globalThis)).not.toContain(state);
      expect(global[handlersKey]).toBeUndefined();
      expect(process.exit).toBe(kept.exit);
      performance.mark('after the file');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(observed).toEqual([]);
    } finally {
      process.exit = kept.exit;
      global[handlersKey] = kept.handlers;
      observer.disconnect();
    }
  });

  it("gives every file the worker's one event-loop delay monitor", () => {
    expect(monitorEventLoopDelay({ resolution: 20 })).toBe(monitorEventLoopDelay());
  });
});
