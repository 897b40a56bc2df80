// A message with elements inside it (a link, a figure in bold, a badge): the message is read with a
// marker in each element's place, and the elements go there, so the sentence is translated whole.
import { Fragment, type ReactNode } from 'react';

const mark = (index: number) => `\u0000${index}\u0000`;

/** `withElement((link) => TEXT.correctDetails({ link }), <Link to={...}>{TEXT.companyProfile}</Link>)`. */
export function withElement(read: (mark: string) => string, element: ReactNode): ReactNode {
  return withElements((marks) => read(marks[0]!), [element]);
}

/** `withElements(([event, status]) => TEXT.decision({ event, status, comment }), [<Link ...>, <Badge ...>])`. */
export function withElements(read: (marks: string[]) => string, elements: ReactNode[]): ReactNode {
  const parts = read(elements.map((_, index) => mark(index))).split(/\u0000(\d+)\u0000/);
  // split with a capture group: text, element index, text, element index, ..., text
  return parts.map((part, i) =>
    i % 2 === 0 ? part : <Fragment key={`${i}-element`}>{elements[Number(part)]}</Fragment>,
  );
}

/** The space between two elements or sentences that stand side by side. */
export const SPACE = ' ';
