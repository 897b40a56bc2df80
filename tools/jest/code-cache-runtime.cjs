// Jest's runtime, with V8's code cache for the modules' code. Jest runs each test file in a context of its
// own and compiles every module the file loads there again: an API test file loads about 1,550 modules
// (the whole app), a page test about 1,000. Here a worker keeps the code V8 compiled for each module, by
// file and transformed source, and later test files in that worker start from it instead of parsing the
// source again (docs/test-run.md, "A module compiled once a worker"). V8 checks the cached code against
// the source and rejects what does not match; a rejected or failed compile falls back to Jest's own.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** V8's cached code by file, with the source it was compiled from, for every test file this worker runs. */
const compiled = new Map();

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    // Jest's module executor compiles each module's wrapper function in the test file's context.
    const executor = this.executor;
    if (typeof executor?.compile !== 'function')
      throw new Error("jest-runtime has no module executor's compile: review tools/jest/code-cache-runtime.cjs");
    const compile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (context == null || executor.resolution.isCoreModule(filename)) return compile(source, filename);
      // node-environment.cjs: the test file's modules run in the worker's own context.
      const inWorkerContext = executor.environment.runsInWorkerContext === true;
      // Node 20 loses a cached function's dynamic import callback ("A dynamic import callback was not
      // specified"): code with import() is compiled without the cache (in a test file's own context, by Jest).
      const dynamic = source.includes('import(');
      if (dynamic && !inWorkerContext) return compile(source, filename);
      // The source is compared whole (the same text for every test file, transformed once): V8's own check
      // of the cached code covers the source's length, not its text.
      const kept = dynamic ? undefined : compiled.get(filename);
      const cachedData = kept?.source === source ? kept.cachedData : undefined;
      let fn;
      try {
        fn = vm.compileFunction(source, executor.injectedModuleParameters, {
          filename,
          cachedData,
          produceCachedData: !dynamic && !cachedData,
          importModuleDynamically: (specifier, _fn, attributes, ...rest) =>
            executor.dynamicImport(specifier, filename, context, attributes, rest[0]),
          ...(inWorkerContext ? {} : { parsingContext: context }),
        });
      } catch {
        // Jest's own compile reports a syntax error as Jest does.
        return compile(source, filename);
      }
      if (cachedData && fn.cachedDataRejected) compiled.delete(filename);
      else if (!cachedData && fn.cachedData) compiled.set(filename, { source, cachedData: fn.cachedData });
      return fn;
    };
  }
}

module.exports = CodeCacheRuntime;
