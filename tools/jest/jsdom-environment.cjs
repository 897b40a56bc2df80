// jsdom for the browser tests, with its default stylesheet cut to the rules that hide an element (below), and
// with a label's `control` found through the document's id index instead of a
// walk of the whole tree. Testing Library's label queries read every control's `labels`, and jsdom computes
// each from every label's `control`: with the walk, a query on a page with a form of fifty fields visits
// the tree millions of times and took most of a form test's time. The answer is the same element: the
// index (a document's only; it holds the elements connected to it) is trusted when it holds exactly one
// element of that id in the label's tree (it keeps them in insertion order, the specification asks for
// the first in tree order); otherwise, and outside a document, the walk decides as before.
const path = require('node:path');

/**
 * jsdom's default (user agent) stylesheet, cut to the rules that hide an element (`display: none`, 14 of its
 * 120). jsdom matches every rule of that sheet against an element whenever it computes the element's style,
 * and the tests ask for it all the time: Testing Library for each element and its ancestors when a role
 * query decides what is hidden, user-event for `pointer-events` at each click. Only the rules that hide an
 * element change what a test can see or reach: jsdom lays nothing out and these tests load none of the
 * apps' CSS (style-stub.cjs). Set before jsdom loads it; about 8 % of the page tests' CPU (docs/test-run.md).
 */
{
  const sheet = require.resolve('jsdom/lib/jsdom/browser/default-stylesheet.js');
  const cssom = require(require.resolve('rrweb-cssom', { paths: [path.dirname(sheet)] }));
  const hiding = Array.from(cssom.parse(require(sheet)).cssRules, (rule) => rule.cssText).filter((text) =>
    /\bdisplay:\s*none\b/.test(text),
  );
  if (hiding.length < 10 || require.cache[sheet] === undefined)
    throw new Error("jsdom's default stylesheet is not where it was: review tools/jest/jsdom-environment.cjs");
  require.cache[sheet].exports = hiding.join('\n');
}
const { TestEnvironment } = require('jest-environment-jsdom');
// jsdom's own entry first: its internal modules depend on each other in the order it loads them.
require('jsdom');
const labelImpl = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js').implementation;
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js');

const walkedControl = Object.getOwnPropertyDescriptor(labelImpl.prototype, 'control')?.get;
if (!walkedControl) throw new Error("jsdom's label has no `control` getter: review tools/jest/jsdom-environment.cjs");

if (!labelImpl.prototype._controlByIdIndex) {
  Object.defineProperty(labelImpl.prototype, 'control', {
    configurable: true,
    get() {
      const id = this.getAttributeNS(null, 'for');
      if (id) {
        const root = this.getRootNode({});
        const candidates = root._ids?.[id]?.filter((element) => element.getRootNode({}) === root);
        if (candidates?.length === 1) return isLabelable(candidates[0]) ? candidates[0] : null;
      }
      return walkedControl.call(this);
    },
  });
  labelImpl.prototype._controlByIdIndex = true;
}

/**
 * Errors keep the ten frames a browser keeps (Chromium's default), not Jest's hundred: React's development
 * build makes an Error for every element it creates (its owner stacks), and capturing a hundred frames
 * for each took a tenth of a page test's time (docs/test-run.md).
 */
class BrowserTestEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    this.global.Error.stackTraceLimit = 10;
  }
}

module.exports = BrowserTestEnvironment;
