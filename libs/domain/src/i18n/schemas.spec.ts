// The domain's schemas read their messages when a value fails, in the language of that moment: none
// was read when its module loaded (it would stay English), and none says zod's own English.
import { z } from 'zod';
import * as domain from '../index';
import { definedMessages, setLocaleSource } from './translator';
import { DEFAULT_LOCALE, PSEUDO_LOCALE } from './locales';

/**
 * Whether every message of a failing schema must be pseudo-localised (a message read now). Until all
 * of the domain's texts are messages, some refusals are still plain English written in the code.
 */
const EVERY_MESSAGE_IS_A_MESSAGE = true;

const WRONG_VALUES: unknown[] = [undefined, null, {}, [], '', 'x', -1, 10 ** 12, 'x'.repeat(100_001)];

/** zod's own wording ('Invalid input: expected string, received undefined'). */
const ZOD_OWN =
  /^(Invalid input|Invalid option|Invalid element|Invalid key|Invalid value|Invalid string|Invalid UUID|Invalid ISO|Invalid date|Expected |Too small|Too big|Unrecognized key|Required$)/;

const schemas = (Object.entries(domain) as Array<[string, unknown]>).filter(
  (entry): entry is [string, z.ZodType] => entry[0].startsWith('Z') && entry[1] instanceof z.ZodType,
);

/** Every issue message of every schema for every wrong value, named by where it came from. */
function issueMessages(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const [name, schema] of schemas) {
    WRONG_VALUES.forEach((value, i) => {
      const result = schema.safeParse(value);
      if (result.success) return;
      for (const issue of result.error.issues)
        found.push([`${name} <- value ${i} at ${issue.path.join('.')}`, issue.message]);
    });
  }
  return found;
}

describe("the domain's schemas, in the pseudo-locale", () => {
  let messages: Array<[string, string]>;
  beforeAll(() => {
    setLocaleSource(() => PSEUDO_LOCALE);
    messages = issueMessages();
  });
  afterAll(() => setLocaleSource(() => DEFAULT_LOCALE));

  it('are all checked', () => {
    expect(schemas.length).toBeGreaterThan(50);
    expect(messages.length).toBeGreaterThan(100);
  });

  it('say no message in the English it had when its module loaded', () => {
    const english = new Set([...definedMessages().values()].filter((text) => !/[{}]/.test(text)));
    expect(messages.filter(([, message]) => english.has(message))).toEqual([]);
  });

  it('never say zod’s own English', () => {
    expect(messages.filter(([, message]) => ZOD_OWN.test(message))).toEqual([]);
  });

  (EVERY_MESSAGE_IS_A_MESSAGE ? it : it.skip)('say only messages, read in the language of the moment', () => {
    expect(messages.filter(([, message]) => !/^\[.*\]$/s.test(message))).toEqual([]);
  });
});
