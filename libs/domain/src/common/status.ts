// Small answers several routes share.
import { z } from 'zod';
import './zod-messages';

/** `{ status: 'Success' }`: the request was carried out and there is nothing more to say. */
export const ZStatusAnswer = z.object({ status: z.literal('Success') });
export type TStatusAnswer = z.output<typeof ZStatusAnswer>;

/** GET /api/health. */
export const ZHealthAnswer = z.object({ status: z.literal('ok') });
