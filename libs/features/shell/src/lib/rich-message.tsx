// A message with tags (`In a hurry? <link>Use the short form</link> and ...`) rendered with React
// elements in place of its tags: the whole sentence is one message, translated as one. Shared by the
// three apps (a feature may not import another feature's copy).
import { Fragment, type ReactNode } from 'react';
import { messageFormatter } from '@pavilion/domain';

type Chunks = (chunks: ReactNode[]) => ReactNode;

/** The message of `key` in the current language, each tag given by `tags`, the other placeholders by `values`. */
export function richMessage(
  key: string,
  tags: Record<string, Chunks>,
  values: Record<string, string | number | ReactNode> = {},
): ReactNode {
  const wrapped = Object.fromEntries(
    Object.entries(tags).map(([name, render]) => [
      name,
      (chunks: ReactNode[]) => render(chunks.map((chunk, i) => <Fragment key={i}>{chunk}</Fragment>)),
    ]),
  );
  const parts = messageFormatter(key).format<ReactNode>({ ...values, ...wrapped });
  return Array.isArray(parts) ? parts.map((part, i) => <Fragment key={i}>{part}</Fragment>) : parts;
}
