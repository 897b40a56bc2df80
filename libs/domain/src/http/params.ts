// Path and query parameters of the public API routes.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIdFromString } from '../common/ids';
import { MESSAGES, QUERY_MESSAGES } from '../messages';

/** The most events GET /api/events/top/{count} returns (the home page asks for TOP_EVENTS). */
export const TOP_EVENTS_MAX = 12;
export const PLACE_KINDS = ['any', 'city', 'venue'] as const;

/** GET /api/options/{type}: the list's name, camelCase or kebab-case ('jobTitles', 'job-titles'). */
export const ZOptionListParams = z.object({
  type: z
    .string({ error: () => MESSAGES.optionListRequired })
    .min(1, { error: () => MESSAGES.optionListRequired })
    .max(40, { error: () => MESSAGES.optionListRequired }),
});

/** GET /api/options/{type}/{query}: a list name as above (or countries) and the text to look for. */
export const ZOptionSearchParams = ZOptionListParams.extend({
  query: z
    .string({ error: () => MESSAGES.searchQueryRequired })
    .trim()
    .min(1, { error: () => MESSAGES.searchQueryRequired })
    .max(100, { error: () => MESSAGES.searchQueryTooLong }),
});

/** The places autocomplete: the text to look for (under 2 characters finds nothing) and what kind of place. */
export const ZPlacesQuery = z.object(
  {
    query: z
      .string({ error: () => MESSAGES.searchQueryRequired })
      .trim()
      .max(100, { error: () => MESSAGES.searchQueryTooLong })
      .default(''),
    kind: z.enum(PLACE_KINDS, { error: () => MESSAGES.placeKindInvalid }).default('any'),
  },
  { error: () => MESSAGES.bodyNotObject },
);
export type TPlacesQuery = z.infer<typeof ZPlacesQuery>;
export type TPlacesQueryInput = z.input<typeof ZPlacesQuery>;

/** GET /api/autocomplete/google-places-query: venues only. */
export const ZVenueQuery = ZPlacesQuery.pick({ query: true });

export const ZSectorsQuery = z.object({
  detailed: z.enum(['true', 'false'], { error: () => MESSAGES.detailedInvalid }).optional(),
});

/** GET /api/files/{id}. */
export const ZFileParams = z.object({ id: z.uuid({ error: () => QUERY_MESSAGES.fileUnknown }) });

export const ZTopEventsParams = z.object({
  count: ZIdFromString.pipe(z.number().max(TOP_EVENTS_MAX, { error: () => MESSAGES.topEventsMax })),
});
