// A message with an element inside its sentence (a link): the message is read with a marker in the
// element's place, and the element is put there, so the sentence stays one message in every language.
import { Fragment, type ReactNode } from 'react';

const MARKER = '\u2063';

/** `read(marker)` is the message with the marker as its placeholder's value ({link}). */
export function withElement(read: (marker: string) => string, element: ReactNode): ReactNode {
  const [before, ...after] = read(MARKER).split(MARKER);
  return (
    <Fragment>
      {before}
      {element}
      {after.join('')}
    </Fragment>
  );
}
