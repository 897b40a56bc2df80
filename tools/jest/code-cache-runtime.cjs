// Jest's runtime, with V8's code cache for the modules' code. Jest runs each test file in a context of its
// own and compiles every module the file loads there again: an API test file loads about 1,550 modules
// (the whole app), a page test about 1,000. Here a worker keeps the code V8 compiled for each module, by
// file and transformed source, and later test files in that worker start from it instead of parsing the
// source again (docs/test-run.md, "A module compiled once a worker"). V8 checks the cached code against
// the source and rejects what does not match; a rejected or failed compile falls back to Jest's own.
// For the Node tests, which run in the worker's own context, the packages are loaded once a worker, and so
// are the modules of the workspace folders a project shares (requireModuleOrMock below).
const path = require('node:path');
const vm = require('node:vm');
const { createRequire } = require('node:module');
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
          // In a page test's own context, V8 keeps that context (the file's window and every module it loaded)
          // with the cached code it produces there; the page tests' workers are replaced past a heap size
          // (jest.web.config.cjs), which costs less than compiling a copy outside the context to cache.
          produceCachedData: !dynamic && !cachedData,
          ...(dynamic ? { importModuleDynamically: dynamicImporter(executor, filename) } : {}),
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

  /**
   * In the worker's own context (node-environment.cjs), a package Jest would not transform is loaded once
   * a worker, by Node, and shared by the worker's test files, as the server loads it once, and so is a
   * module of a folder the project shares (sharedWorkspaceModule); the workspace's other code and the
   * packages Jest transforms are loaded afresh for each file. A module mocked or mapped, and Jest's own, go
   * through Jest as before.
   */
  requireModuleOrMock(from, moduleName) {
    if (
      this._environment?.runsInWorkerContext !== true ||
      /^(node:|jest$|@jest\/|expect$)/.test(moduleName) ||
      this.mockState.shouldMockCjs(from, moduleName).shouldMock
    )
      return super.requireModuleOrMock(from, moduleName);
    const shared = sharedPackage(this, from, moduleName);
    if (shared) return shared(moduleName);
    const modulePath = sharedWorkspaceModule(this, from, moduleName);
    if (!modulePath) return super.requireModuleOrMock(from, moduleName);
    const kept = workspaceModules.get(modulePath);
    if (kept) return kept.exports;
    const exports = super.requireModuleOrMock(from, moduleName);
    // Kept once it has run to its end: in a circle of imports a module is asked for while it still loads.
    const loaded = this.registries.getActiveCjsRegistry().get(modulePath);
    if (loaded?.loaded) workspaceModules.set(modulePath, loaded);
    return exports;
  }
}

/**
 * The workspace's modules a project shares between its test files (its `testEnvironmentOptions`'
 * `sharedWorkspaceFolders`), in the worker's own context: each is loaded by the first file that asks for it
 * and kept for the worker's later files, as a package is. Only folders of pure code whose state no test
 * changes belong there (the API's tests share libs/domain: its schemas and messages, built once a worker
 * rather than once a file); their specs and test helpers (`testing*.ts`) load afresh, as does a mocked module.
 */
const workspaceModules = new Map();
const sharedFolders = new WeakMap();
function sharedWorkspaceModule(runtime, from, moduleName) {
  const config = runtime._config;
  let folders = sharedFolders.get(config);
  if (!folders)
    sharedFolders.set(
      config,
      (folders = (config.testEnvironmentOptions?.sharedWorkspaceFolders ?? []).map((f) => path.resolve(f) + path.sep)),
    );
  if (folders.length === 0) return undefined;
  let modulePath;
  try {
    modulePath = runtime._resolution.resolveCjs(from, moduleName);
  } catch {
    return undefined; // Jest reports it as Jest does
  }
  if (!folders.some((folder) => modulePath.startsWith(folder))) return undefined;
  if (/\.(spec|test)\.[cm]?[jt]sx?$/.test(modulePath) || /^testing/.test(path.basename(modulePath))) return undefined;
  return modulePath;
}

/**
 * The callback of import() in a module's code. Node 20 keeps it for as long as V8 keeps the compiled code,
 * which in the worker's own context is the worker's life: it holds the test file's executor (and through
 * it every module the file loaded) weakly, and nothing else of the file.
 */
function dynamicImporter(executor, filename) {
  const running = new WeakRef(executor);
  return (specifier, _fn, attributes, ...rest) => {
    const current = running.deref();
    if (!current) return Promise.reject(new Error(`import('${specifier}') in ${filename} after its test file ended`));
    return current.dynamicImport(specifier, filename, current.environment.getVmContext(), attributes, rest[0]);
  };
}

/** Node's own `require` for each file that asked for a package (node-environment.cjs). */
const nodeRequires = new Map();
/**
 * Where Node resolved a package name from a folder, or null when it could not: every file of a folder
 * finds the same package there, and resolving reads the package's exports again each time.
 */
const resolvedFrom = new Map();

/** Node's `require` for `from`, when `moduleName` is a package the worker shares; otherwise undefined. */
function sharedPackage(runtime, from, moduleName) {
  if (/^(\.|\/)/.test(moduleName)) return undefined;
  const { mapped, untransformed } = patternsOf(runtime._config);
  if (mapped.some((pattern) => pattern.test(moduleName))) return undefined;
  let nodeRequire = nodeRequires.get(from);
  if (!nodeRequire) nodeRequires.set(from, (nodeRequire = createRequire(from)));
  const key = `${path.dirname(from)}\0${moduleName}`;
  let resolved = resolvedFrom.get(key);
  if (resolved === undefined) {
    try {
      resolved = nodeRequire.resolve(moduleName);
    } catch {
      resolved = null;
    }
    resolvedFrom.set(key, resolved);
  }
  if (resolved === null) return undefined; // Jest reports it as Jest does
  if (!resolved.includes('/node_modules/')) return undefined;
  return untransformed.some((pattern) => pattern.test(resolved)) ? nodeRequire : undefined;
}

/** A project's module name mappings and the paths Jest does not transform, as regular expressions. */
const patterns = new WeakMap();
function patternsOf(config) {
  let kept = patterns.get(config);
  if (!kept)
    patterns.set(
      config,
      (kept = {
        mapped: config.moduleNameMapper.map(([pattern]) => new RegExp(pattern)),
        untransformed: config.transformIgnorePatterns.map((pattern) => new RegExp(pattern)),
      }),
    );
  return kept;
}

module.exports = CodeCacheRuntime;
