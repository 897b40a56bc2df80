/** @jest-environment ./jsdom-environment.cjs */
// The page tests' environment (jsdom-environment.cjs): jsdom reads its default stylesheet cut to the rules
// that hide an element, and those still hide it from the queries. (The sheet is read in the worker, outside
// the test's modules: a test's own require would evaluate the file afresh, uncut.)
import { within } from '@testing-library/react';

/** The window's parts this file reads: the Node tests' typecheck, which covers tools/, has no DOM types. */
const { document, getComputedStyle } = globalThis as unknown as {
  document: {
    body: { innerHTML: string };
    querySelector(selectors: string): unknown;
    getElementById(id: string): unknown;
  };
  getComputedStyle(element: unknown): { display: string };
};

describe("the page tests' environment", () => {
  it('hides from the role queries what the stylesheet hides, and reads the cut sheet', () => {
    document.body.innerHTML = `
      <dialog><button>In a closed dialog</button></dialog>
      <dialog open><button>In an open dialog</button></dialog>
      <div hidden><button>Under hidden</button></div>
      <template><button>In a template</button></template>
      <div id="plain"><button>Shown</button></div>`;
    const body = within(document.body as Parameters<typeof within>[0]);
    expect(body.queryByRole('button', { name: 'In a closed dialog' })).toBeNull();
    expect(body.queryByRole('button', { name: 'Under hidden' })).toBeNull();
    expect(body.queryByRole('button', { name: 'In a template' })).toBeNull();
    expect(body.getByRole('button', { name: 'In an open dialog' })).toBeTruthy();
    expect(body.getByRole('button', { name: 'Shown' })).toBeTruthy();
    expect(getComputedStyle(document.querySelector('dialog')).display).toBe('none');
    // The rules that only lay out are gone: the full sheet makes a div a block.
    expect(getComputedStyle(document.getElementById('plain')).display).not.toBe('block');
  });
});
