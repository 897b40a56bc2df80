// Test-only helpers (not exported from the index): what a schema says about an input.
import type { z } from 'zod';
import './common/zod-messages';
import { firstErrorByPath } from './common/errors';

/** The first message per field path, or {} when the input passes. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrorByPath(result.error);
}

/** Every message, in order, for one path ('' for the root). */
export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.map(String).join('.') === path).map((issue) => issue.message);
}

/** Parses and returns the output, failing the test with the issues when it does not pass. */
export function parseOk<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`Expected success, got ${JSON.stringify(result.error.issues, null, 2)}`);
  return result.data;
}

/** A fixed clock. */
export const clockAt = (iso: string) => () => new Date(iso);
