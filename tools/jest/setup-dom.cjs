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
