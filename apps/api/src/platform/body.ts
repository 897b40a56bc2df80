// How a route reads its input, before its own schema: the JSON body parser (only on routes that
// declare a JSON body), a cap on how deeply that body nests, zero bytes anywhere in the declared
// input, and fields a PATCH or PUT does not take. Every walk over client data here is iterative, so a
// body of a million nested arrays costs a loop, never the stack.
import express, { type RequestHandler } from 'express';
import type { z } from 'zod';
import { fieldList, MESSAGES } from '@pavilion/domain';
import { AppError, JSON_BODY_LIMIT_BYTES } from './errors';

/** The most levels of objects and arrays a JSON body may nest (our deepest contract uses 5). */
export const MAX_JSON_DEPTH = 32;

/** Express's JSON parser with our limit; errors reach the error handler with their `type`. */
export const jsonBodyParser: RequestHandler = express.json({ limit: JSON_BODY_LIMIT_BYTES });

/** Whether `value` nests objects and arrays deeper than `max` levels (a scalar is level 0). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > max) return true;
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** Refuses a JSON body nested deeper than MAX_JSON_DEPTH, before any schema or walk reads it. */
export const limitJsonDepth: RequestHandler = (req, _res, next) => {
  if (nestsDeeperThan(req.body, MAX_JSON_DEPTH)) {
    return next(new AppError('BAD_REQUEST', MESSAGES.jsonTooDeep({ max: MAX_JSON_DEPTH })));
  }
  next();
};

/** Where a node sits: its key and its parent's place, so no path is copied until one is reported. */
interface Place {
  key: string;
  parent: Place | null;
}
const pathOf = (place: Place | null): string => {
  const keys: string[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  return keys.length ? keys.reverse().join('.') : '_';
};

/** Dotted paths of every string in `value` that holds a zero byte (PostgreSQL cannot store one in text). */
export function zeroBytePaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, Place | null][] = [[value, null]];
  while (stack.length) {
    const [node, place] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) found.push(pathOf(place));
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], { key: String(i), parent: place }]);
    } else if (node && typeof node === 'object') {
      const entries = Object.entries(node);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, v] = entries[i];
        const child = { key: k, parent: place };
        if (k.includes('\u0000')) found.push(pathOf(child));
        stack.push([v, child]);
      }
    }
  }
  return found;
}

// ---- Fields a body does not take ----------------------------------------------------------------

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema with its wrappers (optional, nullable, default, a transform's input…) taken off. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (
      def.innerType &&
      ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)
    ) {
      current = def.innerType;
    } else if (def.type === 'pipe' && def.in) {
      current = def.in;
    } else {
      return current;
    }
  }
  return current;
}

/** The fields an object schema takes, or null when it is not a closed object (a record, a loose object). */
export function fieldsOf(schema: z.ZodType): string[] | null {
  const def = defOf(unwrap(schema));
  if (def.type !== 'object' || !def.shape) return null;
  if (def.catchall && defOf(def.catchall).type !== 'never') return null;
  return Object.keys(def.shape);
}

/**
 * Every field of `value` that `schema` does not name, with the fields it takes there, walking nested
 * objects and lists of objects. zod's plain objects drop unknown keys silently; a PATCH or PUT that
 * sends a misspelt field must hear so rather than be answered 200 with nothing changed.
 */
export function unknownFields(schema: z.ZodType, value: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  const stack: [z.ZodType, unknown, string[]][] = [[schema, value, []]];
  while (stack.length) {
    const [s, v, path] = stack.pop()!;
    const inner = unwrap(s);
    const def = defOf(inner);
    if (def.type === 'object' && def.shape && v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const accepted = fieldsOf(inner);
      for (const [key, child] of Object.entries(v)) {
        if (accepted && !accepted.includes(key)) {
          found[[...path, key].join('.')] = accepted.length
            ? MESSAGES.unknownField({ field: key, accepted: fieldList(accepted) })
            : MESSAGES.unknownFieldNoFields({ field: key });
        } else if (def.shape[key]) {
          stack.push([def.shape[key], child, [...path, key]]);
        }
      }
    } else if (def.type === 'array' && def.element && Array.isArray(v)) {
      v.forEach((item, i) => stack.push([def.element!, item, [...path, String(i)]]));
    }
  }
  return found;
}
