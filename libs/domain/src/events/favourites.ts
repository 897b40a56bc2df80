// Saved events ("favourites"): an attendee saves an event from its card or page and finds it again in
// Saved events. PUT and DELETE /api/favourites/{eventId} answer where the event now stands for them;
// GET /api/favourites lists them on the list pattern, each with its card and whether it can still be
// bought (a saved event the organiser took down stays in the list, said so).
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { ZEventCard } from './event-card';

export const FAVOURITE_SORTS = ['savedAt', 'startDate'] as const;

export const ZFavouritesQuery = zListQuery({
  sorts: FAVOURITE_SORTS,
  defaultSort: 'startDate',
  defaultDirection: 'asc',
  defaultPageSize: 12,
});
export type TFavouritesQuery = z.output<typeof ZFavouritesQuery>;
export type TFavouritesQueryInput = z.input<typeof ZFavouritesQuery>;

export const ZFavouriteParams = z.object({ eventId: ZIdFromString });

/** PUT and DELETE /api/favourites/{eventId}. */
export const ZFavouriteAnswer = z.object({ eventId: ZId, isFavourited: z.boolean() });
export type TFavouriteAnswer = z.infer<typeof ZFavouriteAnswer>;

export const FAVOURITE_STATES = ['AVAILABLE', 'STARTED', 'UNAVAILABLE'] as const;

export const ZFavourite = z.object({
  savedAt: ZIsoDateTime,
  /**
   * AVAILABLE: on the marketplace and not started; STARTED: it has begun or ended; UNAVAILABLE: the
   * organiser or the marketplace took it down (it no longer opens).
   */
  state: z.enum(FAVOURITE_STATES),
  event: ZEventCard,
});
export type TFavourite = z.infer<typeof ZFavourite>;

export const ZFavouritesPage = zPaged(ZFavourite);
export type TFavouritesPage = z.output<typeof ZFavouritesPage>;
