// Path and query parameters of the public API routes.
import { z } from 'zod';
import { ZIdFromString } from '../common/ids';
import { MESSAGES } from '../messages';

/** The most events GET /api/events/top/{count} returns (the home page asks for TOP_EVENTS). */
export const TOP_EVENTS_MAX = 12;
export const PLACE_KINDS = ['any', 'city', 'venue'] as const;

export const ZOptionSearchParams = z.object({
  type: z.string().min(1).max(40),
  query: z.string().trim().min(1, MESSAGES.searchQueryRequired).max(100),
});

export const ZPlacesQuery = z.object({
  query: z.string().trim().max(100).default(''),
  kind: z.enum(PLACE_KINDS).default('any'),
});
export type TPlacesQuery = z.infer<typeof ZPlacesQuery>;

export const ZSectorsQuery = z.object({ detailed: z.enum(['true', 'false']).optional() });

export const ZTopEventsParams = z.object({
  count: ZIdFromString.pipe(z.number().max(TOP_EVENTS_MAX, MESSAGES.topEventsMax)),
});
