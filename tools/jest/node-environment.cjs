// The Node tests' environment: every test file of a worker runs in the worker's own global context, not in
// a `vm` context of its own. In a context, each read of a global name (`Object`, `Math`, `Buffer`) goes
// through the context's interceptor and Jest's proxy of the global object, 50-100 times what it costs in
// the server (docs/test-run.md, "Where the API's test time goes"), and the app's code and its
// libraries read globals everywhere. Each file still gets its own module registry (the workspace's modules
// loaded again), so what isolation the tests rely on is kept: module state, mocks, `jest`. What is shared
// is the global object, which no Node test file changes, the packages the runtime loads once a worker
// (code-cache-runtime.cjs), and `process`, whose listeners a file's modules add (a logger's exit hook)
// are removed when the file ends, as they went with the file's context before.
const NodeEnvironment = require('jest-environment-node').default;
const { LegacyFakeTimers, ModernFakeTimers } = require('@jest/fake-timers');

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
    this.processListeners = new Map(process.eventNames().map((name) => [name, process.rawListeners(name)]));
  }

  async teardown() {
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
