// Venues a partner proposes from the event form, the places provider's answers, and the
// administrator's merge of a duplicate. One schema per request, shared by the form and the server.
import { z } from 'zod';
import '../common/zod-messages';
import { ZId } from '../common/ids';
import { zOptionalText, zRequiredText } from '../common/text';
import { isValidTimeZone } from '../common/time-zones';
import { MESSAGES, VENUE_MESSAGES } from '../messages';

/** With or without a scheme ('example.com' or 'https://example.com/x'); no spaces. */
const WEBSITE_PATTERN = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;

/** A coordinate typed in a form (text) or sent as JSON (a number); blank is none. */
function zOptionalCoordinate(limit: number, message: () => string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === '') return null;
      const n = typeof text === 'number' ? text : Number(text);
      if (!Number.isFinite(n) || Math.abs(n) > limit) {
        ctx.issues.push({ code: 'custom', message: message(), input: value });
        return z.NEVER;
      }
      return n;
    });
}

/**
 * POST /api/partner/venues: a venue the partner proposes. `providerPlaceId` is sent when the venue was
 * picked from the places provider's results (its id there), so the same place is not proposed twice.
 */
export const ZVenueProposal = z
  .object({
    name: zRequiredText(() => VENUE_MESSAGES.nameRequired, { max: 200 }),
    street: zRequiredText(() => VENUE_MESSAGES.streetRequired, { max: 200 }),
    postalCode: zRequiredText(() => VENUE_MESSAGES.postalCodeRequired, { max: 20 }),
    city: zRequiredText(() => VENUE_MESSAGES.cityRequired, { max: 120 }),
    countryCode: z
      .string({ error: () => VENUE_MESSAGES.countryRequired })
      .trim()
      .min(1, { error: () => VENUE_MESSAGES.countryRequired })
      .regex(/^[A-Za-z]{2}$/, { error: () => VENUE_MESSAGES.countryUnknown })
      .transform((code) => code.toUpperCase()),
    latitude: zOptionalCoordinate(90, () => VENUE_MESSAGES.latitudeInvalid),
    longitude: zOptionalCoordinate(180, () => VENUE_MESSAGES.longitudeInvalid),
    website: zOptionalText(500 - 'https://'.length, () => VENUE_MESSAGES.websiteInvalid)
      .refine((url) => url === null || WEBSITE_PATTERN.test(url), { error: () => VENUE_MESSAGES.websiteInvalid })
      .transform((url) => (url === null || /^https?:\/\//i.test(url) ? url : `https://${url}`)),
    /** The IANA zone; blank takes the city's when we know the city. */
    timeZone: zOptionalText(64, () => VENUE_MESSAGES.timeZoneInvalid).refine(
      (zone) => zone === null || isValidTimeZone(zone),
      { error: () => VENUE_MESSAGES.timeZoneInvalid },
    ),
    providerPlaceId: zOptionalText(120, () => MESSAGES.textInvalid),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === null) !== (v.longitude === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.latitude === null ? 'latitude' : 'longitude'],
        message: VENUE_MESSAGES.coordinatesTogether,
      });
    }
  });
export type TVenueProposal = z.output<typeof ZVenueProposal>;
export type TVenueProposalInput = z.input<typeof ZVenueProposal>;

export const VENUE_STATUSES = ['approved', 'proposed', 'merged'] as const;
export const ZVenueStatus = z.enum(VENUE_STATUSES);

/** A venue with its full address, as the partner who proposed it and the administrators see it. */
export const ZVenueRecord = z.object({
  id: ZId,
  name: z.string(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string(),
  country: z.string(),
  /** One line: "street, postal code city". */
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  website: z.string().nullable(),
  timeZone: z.string(),
  status: ZVenueStatus,
  /** "Name, City, Country", as the venue search shows it. */
  label: z.string(),
});
export type TVenueRecord = z.output<typeof ZVenueRecord>;

/** GET /api/partner/venues/lookup: what to look for in the places provider, optionally in one country. */
export const ZVenueLookupQuery = z.object({
  query: z
    .string({ error: () => MESSAGES.searchQueryRequired })
    .trim()
    .max(100, { error: () => MESSAGES.searchQueryTooLong })
    .default(''),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: () => VENUE_MESSAGES.countryUnknown })
    .transform((c) => c.toUpperCase())
    .optional(),
});
export type TVenueLookupQuery = z.output<typeof ZVenueLookupQuery>;

/** A place the provider knows; `venueId` is set when it is already one of ours (pick it directly). */
export const ZProviderPlace = z.object({
  providerPlaceId: z.string(),
  venueId: ZId.nullable(),
  name: z.string(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeZone: z.string().nullable(),
});
export type TProviderPlace = z.output<typeof ZProviderPlace>;

export const ZVenueLookupAnswer = z.object({
  /** Which provider answered: 'local' (our own list), 'nominatim' or 'google'. */
  provider: z.string(),
  results: z.array(ZProviderPlace),
});
export type TVenueLookupAnswer = z.output<typeof ZVenueLookupAnswer>;

/** GET /api/admin/events/{id}/proposed-venue: the venue the event's newest version names, when it is proposed. */
export const ZAdminProposedVenueAnswer = z.object({
  venue: ZVenueRecord.extend({
    proposedBy: z.object({ id: ZId, name: z.string() }),
    proposedAt: z.string().nullable(),
    /** Events (any status) that name it now: they follow it on a merge. */
    eventCount: z.number().int(),
  }).nullable(),
});
export type TAdminProposedVenueAnswer = z.output<typeof ZAdminProposedVenueAnswer>;

/** POST /api/admin/venues/{id}/merge: the approved venue the proposed one is a duplicate of. */
export const ZVenueMergeBody = z.object({ intoVenueId: ZId });
export type TVenueMergeBody = z.output<typeof ZVenueMergeBody>;

export const ZVenueMergeAnswer = z.object({
  venueId: ZId,
  intoVenueId: ZId,
  /** The events that moved to the approved venue. */
  movedEventIds: z.array(ZId),
});
export type TVenueMergeAnswer = z.output<typeof ZVenueMergeAnswer>;
