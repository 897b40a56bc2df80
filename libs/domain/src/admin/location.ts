// POST /api/admin/events/{id}/update-location: move an event to another venue.
import { z } from 'zod';
import '../common/zod-messages';
import { ZId } from '../common/ids';
import { MESSAGES, LOCATION_MESSAGES } from '../messages';

/** venueId is the venue to use; placeId (Google) is sent when the venue came from a place search. */
export const ZUpdateLocationBody = z.object({
  placeId: z
    .string({ error: () => LOCATION_MESSAGES.placeMismatch })
    .trim()
    .min(1, { error: () => LOCATION_MESSAGES.placeMismatch })
    .max(512, { error: () => MESSAGES.tooLong({ max: 512 }) })
    .optional(),
  venueId: ZId,
});
export type TUpdateLocationBody = z.output<typeof ZUpdateLocationBody>;

/** The event's location after the change, in the event detail's venue shape. */
export const ZUpdateLocationAnswer = z.object({
  eventId: ZId,
  venue: z.object({
    id: ZId,
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    googlePlaceId: z.string().nullable(),
    placeId: z.string().nullable(),
  }),
  /** False when the event was already there (nothing changed). */
  changed: z.boolean(),
});
export type TUpdateLocationAnswer = z.infer<typeof ZUpdateLocationAnswer>;
