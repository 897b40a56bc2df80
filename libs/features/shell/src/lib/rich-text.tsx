// A message with elements in its sentence (a date in <time>, a link, a name in bold): each element
// stands in the translated text by a marker, then takes the marker's place, so the words around it
// stay one message. A message whose elements wrap some of its own words has tags: richMessage.
import { Fragment, type ReactNode } from 'react';
import type { MessageValue } from '@pavilion/domain';

const MARK = '\u0000';

export function richText<V extends Record<string, MessageValue>>(
  message: (values: V) => string,
  values: { [K in keyof V]: MessageValue | ReactNode },
): ReactNode {
  const elements: ReactNode[] = [];
  const plain: Record<string, MessageValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) plain[name] = value;
    else {
      plain[name] = `${MARK}${elements.length}${MARK}`;
      elements.push(value);
    }
  }
  // Even pieces are text, odd ones an element's index.
  return message(plain as V)
    .split(MARK)
    .map((piece, index) => (index % 2 === 0 ? piece : <Fragment key={index}>{elements[Number(piece)]}</Fragment>));
}
