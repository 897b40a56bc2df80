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
