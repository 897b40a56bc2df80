// The Node tests' environment (node-environment.cjs) and runtime (code-cache-runtime.cjs): a test file runs
// in its worker's own context and shares the packages Node loads for the worker, while the workspace's own
// modules, the packages Jest transforms and mocked modules go through Jest's registry, which
// `jest.isolateModules` makes afresh as each test file gets it.
/* eslint-disable @typescript-eslint/no-require-imports -- what is checked is how `require` loads */
import { runInThisContext } from 'node:vm';

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

  it('gives a mocked package its mock, not the shared package', () => {
    jest.doMock('heap-js', () => ({ mocked: true }));
    expect(require('heap-js')).toEqual({ mocked: true });
    jest.dontMock('heap-js');
  });
});
