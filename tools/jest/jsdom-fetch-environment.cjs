// jsdom (jsdom-environment.cjs) plus Node's fetch classes (jsdom has none), for component tests that drive RTK Query against a
// mocked fetch. Opt in per file with a `@jest-environment` docblock pointing here.
const TestEnvironment = require('./jsdom-environment.cjs');

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
    ]) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomFetchEnvironment;
