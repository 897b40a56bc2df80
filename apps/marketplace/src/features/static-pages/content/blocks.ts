import type { Block } from './types';

/** Small constructors that keep the content modules readable. */
export const p = (text: string): Block => ({ kind: 'p', text });
export const ul = (...items: string[]): Block => ({ kind: 'ul', items });
export const h3 = (text: string): Block => ({ kind: 'h3', text });
