// Small answers several routes share.
import { z } from 'zod';
import './zod-messages';

/** `{ status: 'Success' }`: the request was carried out and there is nothing more to say. */
export const ZStatusAnswer = z.object({ status: z.literal('Success') });
export type TStatusAnswer = z.output<typeof ZStatusAnswer>;

/**
 * GET /api/health. `search`: whether event search answers from the API's copy of the projection in
 * memory (`memory`), is loading it (`loading`: SQL answers meanwhile), or runs in SQL alone (`sql`).
 */
export const ZHealthAnswer = z.object({ status: z.literal('ok'), search: z.enum(['memory', 'loading', 'sql']) });
export type THealthAnswer = z.output<typeof ZHealthAnswer>;

/**
 * GET /api/health/ready: whether this instance should be sent requests. `loading`: search's copy is
 * still loading at start; `draining`: the instance is stopping. Both answer 503.
 */
export const ZReadinessAnswer = z.object({ status: z.enum(['ready', 'loading', 'draining']) });
export type TReadinessAnswer = z.output<typeof ZReadinessAnswer>;
