// Text field builders (one message per failing field) and display text rules.
import { z } from 'zod';
import './zod-messages';
import { DESCRIPTION_TRUNCATE, SHORT_TEXT_MAX } from '../constants';
import { MESSAGES } from '../messages';

/**
 * A message a schema says when a rule fails: given as a function (`() => T.required`) so it is read in
 * the language of the moment the value is checked, not the one of the moment the schema was built.
 */
export type TMessageText = string | (() => string);

/** The words of a schema's message, read now. */
export function readText(text: TMessageText): string {
  return typeof text === 'function' ? text() : text;
}

export type TRule<T> = readonly [passes: (value: T) => boolean, message: TMessageText];

/**
 * A `.check()` that reports only the first failing rule, so a form shows one message per field.
 * (Zod's `abort: true` would do the same but also silences the object's cross-field rules, such
 * as "Passwords do not match", so it is not used in this library.)
 */
export function firstFailingRule<T>(rules: ReadonlyArray<TRule<T>>) {
  return (payload: z.core.ParsePayload<T>): void => {
    for (const [passes, message] of rules) {
      if (!passes(payload.value)) {
        payload.issues.push({ code: 'custom', message: readText(message), input: payload.value });
        return;
      }
    }
  };
}

/**
 * A required, trimmed text field: blank gives `requiredMessage`, then an optional minimum gives
 * `minMessage`, then the maximum (255 by default); only the first failure is reported.
 */
export function zRequiredText(
  requiredMessage: TMessageText,
  options: { max?: number; min?: number; minMessage?: TMessageText; maxMessage?: TMessageText } = {},
) {
  const max = options.max ?? SHORT_TEXT_MAX;
  const min = options.min ?? 1;
  return z
    .string({ error: () => readText(requiredMessage) })
    .trim()
    .check(
      firstFailingRule<string>([
        [(value) => value.length > 0, requiredMessage],
        [(value) => value.length >= min, options.minMessage ?? requiredMessage],
        [(value) => value.length <= max, options.maxMessage ?? (() => MESSAGES.tooLong({ max }))],
      ]),
    );
}

/**
 * Optional free text: blank, null or missing become null; otherwise trimmed and capped. Not text:
 * `message`; too long: `maxMessage`.
 */
export function zOptionalText(
  max: number = SHORT_TEXT_MAX,
  message: TMessageText = () => MESSAGES.textInvalid,
  maxMessage: TMessageText = () => MESSAGES.tooLong({ max }),
) {
  return z
    .union([z.string(), z.null()], { error: () => readText(message) })
    .optional()
    .transform((value) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    })
    .pipe(
      z
        .string()
        .max(max, { error: () => readText(maxMessage) })
        .nullable(),
    );
}

/**
 * Shortens text to `max` characters (default 150, the spec's description limit) and marks the cut
 * with an ellipsis; whole text when it fits.
 */
export function truncate(text: string, max: number = DESCRIPTION_TRUNCATE): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

/** Whether `truncate` would cut this text, i.e. whether to offer "read more". */
export function isTruncated(text: string, max: number = DESCRIPTION_TRUNCATE): boolean {
  return text.length > max;
}
