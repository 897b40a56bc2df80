// POST /api/admin/events/{id}/update-location: move an event to another venue.
import { z } from 'zod';
import { ZId } from '../common/ids';

/** venueId is the venue to use; placeId (Google) is sent when the venue came from a place search. */
export const ZUpdateLocationBody = z.object({
  placeId: z.string().trim().min(1).max(512).optional(),
  venueId: ZId,
});
export type TUpdateLocationBody = z.output<typeof ZUpdateLocationBody>;
