import type { Block } from './types';

/** A block's text: written out (the legal pages, in English), or a message read when the page reads it. */
export type BlockText = string | (() => string);

const read = (text: BlockText) => (typeof text === 'string' ? text : text());

/** Small constructors that keep the content modules readable. */
export const p = (text: BlockText): Block => ({
  kind: 'p',
  get text() {
    return read(text);
  },
});
export const ul = (...items: BlockText[]): Block => ({
  kind: 'ul',
  get items() {
    return items.map(read);
  },
});
export const h3 = (text: BlockText): Block => ({
  kind: 'h3',
  get text() {
    return read(text);
  },
});
