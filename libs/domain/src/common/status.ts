// Small answers several routes share.
import { z } from 'zod';
import './zod-messages';

/** `{ status: 'Success' }`: the request was carried out and there is nothing more to say. */
export const ZStatusAnswer = z.object({ status: z.literal('Success') });
export type TStatusAnswer = z.output<typeof ZStatusAnswer>;

/**
 * GET /api/health. `search`: whether event search answers from the API's copy of the projection in
 * memory (`memory`), is loading it (`loading`: SQL answers meanwhile), or runs in SQL (`sql`: off, too
 * far behind, failing or over its memory limit). `searchCopy`, when the copy is on: how far behind
 * the primary it is (ms; null before its first snapshot), the bytes it holds and their limit, its rows,
 * the words whose scores it holds and of them the common words read as it loaded, and the refreshes
 * that failed in a row (each retried with backoff).
 */
export const ZHealthAnswer = z.object({
  status: z.literal('ok'),
  search: z.enum(['memory', 'loading', 'sql']),
  searchCopy: z
    .object({
      behindMs: z.number().nullable(),
      bytes: z.number(),
      limitBytes: z.number(),
      rows: z.number(),
      words: z.number(),
      commonWords: z.number(),
      failures: z.number(),
    })
    .optional(),
});
export type THealthAnswer = z.output<typeof ZHealthAnswer>;

/**
 * GET /api/health/ready: whether this instance should be sent requests. `loading`: search's copy is
 * still loading at start; `draining`: the instance is stopping. Both answer 503.
 */
export const ZReadinessAnswer = z.object({ status: z.enum(['ready', 'loading', 'draining']) });
export type TReadinessAnswer = z.output<typeof ZReadinessAnswer>;
