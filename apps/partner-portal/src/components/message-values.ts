// A message's values, handed over through a call: the message type (libs/domain/src/i18n/translator.ts)
// reads only the placeholders before the first comma that follows a plain one ('{kind}, {size}, added
// {date}' types as { kind }), so a literal object with the others would be refused. Until it reads them
// all, `TEXT.line(values({ kind, size, date }))`.
import type { MessageValue } from '@pavilion/domain';

export const values = <V extends Record<string, MessageValue>>(given: V): V => given;
