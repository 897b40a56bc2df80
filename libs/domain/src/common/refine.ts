// Helpers for object-level rules (passwords match, end after start) that must still run when an
// unrelated field is invalid, so a form shows every message at once.
import { z } from 'zod';
import './zod-messages';
import { readText, type TMessageText } from './text';

/** A `when` guard: run the rule whenever the named fields are present, whatever else failed. */
export function whenPresent(...keys: string[]) {
  return (payload: { value: unknown }): boolean => {
    const value = payload.value;
    if (typeof value !== 'object' || value === null) return false;
    return keys.every((key) => (value as Record<string, unknown>)[key] !== undefined);
  };
}

/**
 * An optional choice from a select: '' (the "none" option), null or missing become null;
 * anything else must be one of `values`.
 */
export function zOptionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: TMessageText) {
  return z
    .union([z.enum(values), z.literal(''), z.null()], { error: () => readText(message) })
    .optional()
    .transform((value): T[number] | null => (value === '' || value === undefined ? null : value));
}

/**
 * A field of a PATCH body: left out stays left out (undefined), even when the field's own schema
 * turns a missing value into a default or null. Zod's `.partial()` runs such defaults, which would
 * clear fields the client never sent. (The `any` in front hides the inner default from `optional`.)
 */
export function zPatchField<T extends z.ZodType>(schema: T) {
  return z.any().pipe(schema).optional();
}

/** Every field of a shape as a PATCH field. */
export function zPatchShape<S extends Record<string, z.ZodType>>(
  shape: S,
): { [K in keyof S]: z.ZodOptional<z.ZodPipe<z.ZodAny, S[K]>> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, zPatchField(schema)])) as never;
}
