require('@testing-library/jest-dom');
// jsdom lacks ResizeObserver, which Headless UI's floating panels use.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom lacks TextEncoder, which React Router reads when it loads (the page kit brings it into
// components that are tested without a router).
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  globalThis.TextEncoder = TextEncoder;
  globalThis.TextDecoder = TextDecoder;
}
// findBy and waitFor give a page 4 s (not 1 s) to show what the server answered: the test suites run
// on two shared cores, where a render after an answer can take longer than a second.
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });
