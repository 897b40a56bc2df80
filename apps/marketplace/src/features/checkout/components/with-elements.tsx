// A message with several elements inside its sentence (an event's name in bold and its date in a
// <time>): the message is read with a marker in each element's place and the elements are put there,
// so the sentence stays one message in every language. One element: withElement (components/slot).
import { Fragment, type ReactNode } from 'react';

const mark = (index: number) => `\u2063${index}\u2063`;

/** `withElements(([event, date]) => TEXT.lead({ event, date }), [<strong>...</strong>, <time>...</time>])`. */
export function withElements(read: (marks: string[]) => string, elements: readonly ReactNode[]): ReactNode {
  const parts = read(elements.map((_, index) => mark(index))).split(/\u2063(\d+)\u2063/);
  // Split with a capture group: text, element index, text, element index, ..., text.
  return parts.map((part, i) =>
    i % 2 === 0 ? part : <Fragment key={`element-${part}-${i}`}>{elements[Number(part)]}</Fragment>,
  );
}
