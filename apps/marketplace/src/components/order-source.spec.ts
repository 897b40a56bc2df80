// The widget's source survives from the event page to the order, for that event only and known sources only.
import { keepOrderSource, keptOrderSource } from './order-source';

afterEach(() => window.sessionStorage.clear());

it('keeps ?source=widget for the event the link opened, and nothing else', () => {
  keepOrderSource(42, new URLSearchParams('source=widget&lang=de'));
  expect(keptOrderSource(42)).toBe('widget');
  expect(keptOrderSource(43)).toBeNull();
  keepOrderSource(43, new URLSearchParams('source=newsletter'));
  expect(keptOrderSource(43)).toBeNull();
  // A later visit without a source keeps the window's first one (the buyer came from the widget).
  keepOrderSource(42, new URLSearchParams(''));
  expect(keptOrderSource(42)).toBe('widget');
});
