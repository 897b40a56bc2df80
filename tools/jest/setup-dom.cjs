require('@testing-library/jest-dom');
// jsdom lacks ResizeObserver, which Headless UI's floating panels use.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
