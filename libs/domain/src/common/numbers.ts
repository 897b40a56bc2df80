// Numbers typed into form inputs: the browser gives text, JSON gives numbers; both parse here.
import { z } from 'zod';
import './zod-messages';
import { readText, type TMessageText } from './text';

export type TNumberInputOptions = {
  /** Shown when the input is blank or missing. */
  required: TMessageText;
  /** Shown when it is not a number or breaks a bound. */
  invalid: TMessageText;
  min?: number;
  max?: number;
  integer?: boolean;
};

/**
 * A number field that reports exactly one message: `required` for blank (or NaN, which is what an
 * empty input gives with valueAsNumber), `invalid` otherwise.
 */
export function zNumberInput(options: TNumberInputOptions) {
  return z.union([z.number(), z.string()], { error: () => readText(options.required) }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : null;
    if (text === '') {
      ctx.issues.push({ code: 'custom', message: readText(options.required), input: value });
      return z.NEVER;
    }
    const number = text === null ? (value as number) : Number(text);
    const valid =
      Number.isFinite(number) &&
      (!options.integer || Number.isInteger(number)) &&
      (options.min === undefined || number >= options.min) &&
      (options.max === undefined || number <= options.max);
    if (!valid) {
      ctx.issues.push({ code: 'custom', message: readText(options.invalid), input: value });
      return z.NEVER;
    }
    return number;
  });
}

/** An optional count ('' or null mean unknown -> null). */
export function zOptionalCountInput(invalid: TMessageText) {
  return z
    .union([z.number(), z.string(), z.null()], { error: () => readText(invalid) })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isInteger(number) || number < 0) {
        ctx.issues.push({ code: 'custom', message: readText(invalid), input: value });
        return z.NEVER;
      }
      return number;
    });
}
