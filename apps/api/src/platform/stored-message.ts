// A text kept in the database to be read later (a notification, an audit entry's summary) is kept as a
// message: its key and its values, read in the language of whoever reads it, when they read it. Values
// that are words are kept as messages too, amounts in minor units with their currency, instants as ISO
// strings; each is formatted when the text is read. Names, free text a person typed and codes stay as
// they are. The English text is kept beside it as the permanent record and the fallback (rows written
// before, a message whose key is gone): readMessage inside withLocale('en', ...).
// Message files import this (keptMessages), so it depends on nothing but the domain.
import {
  formatAmount,
  formatInTimeZone,
  definedMessages,
  formatList,
  fromMinor,
  translate,
  type MessageValue,
  type TCurrencyCode,
} from '@pavilion/domain';

/** An amount in minor units and its currency: '€1,234.50', '1.234,50 €' when read. */
export interface StoredAmount {
  minor: number;
  currency: TCurrencyCode;
}

/** An instant, read in a time zone (UTC unless named): 'Jun 10, 2026, 09:00 BST'. */
export interface StoredInstant {
  at: string;
  zone?: string;
  weekday?: boolean;
  /** Only the date ('Jun 10, 2026'). */
  dateOnly?: boolean;
}

/** What a stored message's placeholder takes. */
export type StoredValue =
  | string
  | number
  | StoredAmount
  | StoredInstant
  /** Words: another message, read in the same language. */
  | { message: StoredMessage }
  /** Several values joined as a list of the language ('date and venue'). */
  | { list: StoredValue[] };

export interface StoredMessage {
  key: string;
  values?: Record<string, StoredValue>;
}

declare const KEPT: unique symbol;
/** Messages that may be kept: their namespace is known (see keptMessages). */
export type KeptMessages<T extends object> = T & { readonly [KEPT]: true };

const namespaces = new WeakMap<object, string>();

/**
 * Names the namespace of an object of messages (defined in a messages.ts), so that they can be kept by
 * key: `export const N = keptMessages('api.notifications.refunds', <its messages>)`. Every message of
 * the object must be defined under that namespace, or this throws when the module loads.
 */
export function keptMessages<T extends object>(namespace: string, messages: T): KeptMessages<T> {
  const defined = definedMessages();
  const missing = Object.keys(messages).filter((name) => !defined.has(`${namespace}.${name}`));
  if (missing.length) throw new Error(`keptMessages: ${namespace} defines no ${missing.join(', ')}`);
  namespaces.set(messages, namespace);
  return messages as KeptMessages<T>;
}

function keyOf(messages: object, name: string): string {
  const namespace = namespaces.get(messages);
  if (namespace === undefined || !(name in messages)) throw new Error(`No message ${name} to keep`);
  return `${namespace}.${name}`;
}

/** The placeholders of a message (a function of its values), each taking a stored value. */
type StoredValuesOf<M> = M extends (values: infer V) => string ? { [P in keyof V]: StoredValue } : never;
type ValuesArgument<M> = M extends (values: never) => string ? [values: StoredValuesOf<M>] : [];

/**
 * A message to keep, named by its object and name (`storedMessage(REFUND_NOTIFICATION_TEXT, 'sentText',
 * { amount, event })`): a name the object does not define, a placeholder the message does not have or
 * one it lacks, does not compile.
 */
export function storedMessage<T extends object, K extends keyof T & string>(
  messages: KeptMessages<T>,
  name: K,
  ...values: ValuesArgument<T[K]>
): StoredMessage {
  const key = keyOf(messages, name);
  return values[0] ? { key, values: values[0] } : { key };
}

/** A value that is words: read as its message in the reader's language. */
export function words<T extends object, K extends keyof T & string>(
  messages: KeptMessages<T>,
  name: K,
  ...values: ValuesArgument<T[K]>
): { message: StoredMessage } {
  return { message: storedMessage(messages, name, ...values) };
}

export const amount = (minor: number, currency: TCurrencyCode): StoredAmount => ({ minor, currency });

export const instant = (at: Date, options: Omit<StoredInstant, 'at'> = {}): StoredInstant => ({
  at: at.toISOString(),
  ...options,
});

/** A calendar day ('2026-06-10'), read as a date: 'Jun 10, 2026'. */
export const day = (isoDay: string): StoredInstant => ({ at: `${isoDay}T00:00:00.000Z`, dateOnly: true });

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readValue(value: StoredValue): MessageValue {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('message' in value) return readMessage(value.message);
  if ('list' in value) return formatList(value.list.map((item) => String(readValue(item))));
  if ('minor' in value) return formatAmount(fromMinor(value.minor, value.currency), value.currency);
  return formatInTimeZone(value.at, value.zone ?? 'UTC', { weekday: value.weekday, dateOnly: value.dateOnly });
}

/** The stored message in the current language (a message of the code's, made by storedMessage). */
export function readMessage(message: StoredMessage): string {
  if (!definedMessages().has(message.key)) throw new Error(`No message ${message.key}`);
  if (!message.values) return translate(message.key);
  return translate(
    message.key,
    Object.fromEntries(Object.entries(message.values).map(([name, value]) => [name, readValue(value)])),
  );
}

/** Whether `value` (a jsonb column's content) has a stored message's shape. */
export function isStoredMessage(value: unknown): value is StoredMessage {
  return isObject(value) && typeof value.key === 'string' && (value.values === undefined || isObject(value.values));
}

/**
 * The stored message read in the current language; `fallback` (the English kept beside it) when there is
 * none (a row written before messages were kept) or it cannot be read (its key or a value is gone).
 */
export function readStoredMessage(message: unknown, fallback: string): string {
  if (!isStoredMessage(message)) return fallback;
  try {
    return readMessage(message);
  } catch {
    return fallback;
  }
}
