// PUT and DELETE /api/favourites/{eventId}, GET /api/favourites: the attendee's saved events.
import {
  ZFavouriteAnswer,
  ZFavouriteParams,
  ZFavouritesPage,
  ZFavouritesQuery,
  API_PATHS,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule } from '../../platform/route';
import { PersonFavourites } from './service';

export function favouritesModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Saved events', access: 'attendee' });
  const mine = (personId: number) => new PersonFavourites(db, personId, now);
  /** Saving and removing answer alike: the event's id in the path, whether it is saved now. */
  const oneFavourite = { params: ZFavouriteParams, response: ZFavouriteAnswer, errors: { 404: NOT_FOUND.event } };

  m.get(
    API_PATHS.favourites,
    {
      summary: "The attendee's saved events, a page at a time",
      description:
        "Sorted by the event's start (`startDate`, the default) or when it was saved (`savedAt`). Each item carries the event's card and its `state`: AVAILABLE, STARTED (begun or over) or UNAVAILABLE (taken off the marketplace; the card stays so it can be removed).",
      query: ZFavouritesQuery,
      response: ZFavouritesPage,
    },
    ({ auth, query }) => mine(auth.personId).list(query),
  );

  m.put(
    API_PATHS.favourite,
    {
      summary: 'Saves an event',
      description: 'Saving an event already saved changes nothing. Only an event on the marketplace can be saved.',
      ...oneFavourite,
    },
    ({ auth, params }) => mine(auth.personId).save(params.eventId),
  );

  m.delete(
    API_PATHS.favourite,
    {
      summary: 'Removes a saved event',
      description:
        'Removing an event that is not saved changes nothing; an event taken off the marketplace can still be removed.',
      ...oneFavourite,
    },
    ({ auth, params }) => mine(auth.personId).remove(params.eventId),
  );
  return m;
}
