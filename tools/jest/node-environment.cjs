// The Node tests' environment: every test file of a worker runs in the worker's own global context, not in
// a `vm` context of its own. In a context, each read of a global name (`Object`, `Math`, `Buffer`) goes
// through the context's interceptor and Jest's proxy of the global object, 50-100 times what it costs in
// the server (docs/test-run.md, "Where the API's test time goes"), and the app's code and its
// libraries read globals everywhere. Each file still gets its own module registry (the workspace's modules
// loaded again), so what isolation the tests rely on is kept: module state, mocks, `jest`. What is shared
// is the global object, which no Node test file changes, the packages the runtime loads once a worker and
// the folders of pure code a project names (code-cache-runtime.cjs: the API's tests share libs/domain), and `process`, whose listeners a file's modules add (a logger's exit hook)
// are removed when the file ends, as they went with the file's context before.
const NodeEnvironment = require('jest-environment-node').default;
const { LegacyFakeTimers, ModernFakeTimers } = require('@jest/fake-timers');
const perfHooks = require('node:perf_hooks');

// What a test file leaves in the worker beyond its own modules, it leaves for the worker's life: in a context
// of the file's own it went with the file. Each path below once kept every file's modules to the worker's end
// (about 22 MB an API file, 4 MB a domain file, and the collection of it all), found in heap snapshots
// (docs/test-run.md, "What a test file left behind").

/**
 * The event-loop delay monitor of the metrics' default set (prom-client): one for the worker, enabled while a
 * file's metrics read it. Each monitor Node makes stays with the process until it ends, with the file's
 * async context, even once disabled.
 */
const eventLoopMonitor = perfHooks.monitorEventLoopDelay({ resolution: 10 });
perfHooks.monitorEventLoopDelay = () => eventLoopMonitor;

/** The performance observers made while a file runs (the metrics' GC observer): disconnected with the file. */
const observers = new Set();
perfHooks.PerformanceObserver = class FileObserver extends perfHooks.PerformanceObserver {
  constructor(callback) {
    super(callback);
    observers.add(this);
  }
};

class WorkerContextEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global = globalThis;
    // Fake timers work on the global the modules see.
    this.fakeTimers = new LegacyFakeTimers({
      config: config.projectConfig,
      global: globalThis,
      moduleMocker: this.moduleMocker,
      timerConfig: {
        idToRef: (id) => ({
          id,
          ref() {
            return this;
          },
          unref() {
            return this;
          },
        }),
        refToId: (timer) => timer?.id,
      },
    });
    this.fakeTimersModern = new ModernFakeTimers({ config: config.projectConfig, global: globalThis });
    this.globalKeys = new Set(Reflect.ownKeys(globalThis));
    // Jest wraps process.exit for each file (the wrapper calls the one before it) and points
    // process.getBuiltinModule at the file's runtime: both are put back when the file ends.
    this.processExit = process.exit;
    this.getBuiltinModule = process.getBuiltinModule;
    this.processListeners = new Map(process.eventNames().map((name) => [name, process.rawListeners(name)]));
  }

  async teardown() {
    // Jest's test runner keeps a file's state (its describe blocks, hooks and tests, and through their
    // closures every module the file loaded) on the global object under a symbol made anew for each file,
    // and its event handlers in a list under Symbol.for('EVENT_HANDLERS'), which the next file's runner would
    // take over and add to (each event then ran every earlier file's handlers). Both go with the file, as
    // does any property it added under a symbol of its own (not one of Symbol.for's, which files share).
    for (const key of Reflect.ownKeys(globalThis))
      if (typeof key === 'symbol' && !this.globalKeys.has(key) && Symbol.keyFor(key) === undefined)
        delete globalThis[key];
    delete globalThis[Symbol.for('EVENT_HANDLERS')];
    process.exit = this.processExit;
    process.getBuiltinModule = this.getBuiltinModule;
    eventLoopMonitor.disable();
    for (const observer of observers) observer.disconnect();
    observers.clear();
    for (const name of process.eventNames()) {
      const before = this.processListeners.get(name) ?? [];
      for (const listener of process.rawListeners(name))
        if (!before.includes(listener)) process.removeListener(name, listener);
    }
    await super.teardown();
  }
}

/** Whether modules of this environment's test files run in the worker's own context (code-cache-runtime.cjs). */
WorkerContextEnvironment.prototype.runsInWorkerContext = true;

module.exports = WorkerContextEnvironment;
