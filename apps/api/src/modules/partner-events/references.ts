// The ids an event body names must be reference data that exists (the schemas check only their
// shape): option lists, sectors and their subtypes, countries and the venue. Every wrong id is
// reported on its own field at once. Ids the event already carries stay valid after an admin archived
// them (archived options still show by name where they are used).
import { and, eq, inArray, or } from 'drizzle-orm';
import { PARTNER_MESSAGES, type TEventUpdateBody } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { countries, optionItems, places, sectorSubtypes, sectors } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { placeVisibleTo } from '../options';

type OptionList = (typeof optionItems.$inferSelect)['list'];

const LIST_FIELDS: Array<[keyof TEventUpdateBody, OptionList]> = [
  ['eventTypeId', 'eventTypes'],
  ['eventSizeId', 'eventSizes'],
  ['numAttendeesId', 'numAttendees'],
  ['numExhibitorsId', 'numExhibitors'],
  ['audiences', 'audiences'],
  ['attendeeJobTitles', 'jobTitles'],
  ['attendeeClasses', 'attendeeClasses'],
  ['attendeeDesignations', 'designations'],
  ['exhibitorTypes', 'exhibitorTypes'],
];

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? (value as number[]) : typeof value === 'number' ? [value] : [];

/** What the event already uses (its live row or its newest version): still accepted when archived. */
export type HeldIds = Set<number>;

/**
 * Checks every reference of an event body; answers the venue's time zone (null without a venue).
 * Throws one 400 with a message per wrong field. The venue is an approved one or one `partnerId` proposed.
 */
export async function checkEventReferences(
  db: DbOrTx,
  body: TEventUpdateBody,
  held: { options: HeldIds; sectors: HeldIds } = { options: new Set(), sectors: new Set() },
  partnerId: number | null = null,
): Promise<{ venueTimeZone: string | null }> {
  const fields: Record<string, string> = {};
  const optionIds = [...new Set(LIST_FIELDS.flatMap(([field]) => idsOf(body[field])))];
  const countryIds = [...new Set([...body.attendeeCountries, ...body.exhibitorCountries])];
  const [options, sectorRows, subtypeRows, countryRows, venueRows] = await Promise.all([
    optionIds.length
      ? db
          .select({ id: optionItems.id, list: optionItems.list, archived: optionItems.archived })
          .from(optionItems)
          .where(inArray(optionItems.id, optionIds))
      : [],
    body.sectors.length
      ? db.select({ id: sectors.id, archived: sectors.archived }).from(sectors).where(inArray(sectors.id, body.sectors))
      : [],
    body.sectorSubtypes.length
      ? db
          .select({ id: sectorSubtypes.id, sectorId: sectorSubtypes.sectorId })
          .from(sectorSubtypes)
          .where(inArray(sectorSubtypes.id, body.sectorSubtypes))
      : [],
    countryIds.length ? db.select({ id: countries.id }).from(countries).where(inArray(countries.id, countryIds)) : [],
    body.venueId
      ? db
          .select({ id: places.id, timeZone: places.timeZone })
          .from(places)
          .where(
            and(
              eq(places.id, body.venueId),
              or(eq(places.kind, 'venue'), eq(places.kind, 'city')),
              placeVisibleTo({ partnerId, isAdmin: false }),
            ),
          )
          .limit(1)
      : [],
  ]);
  const option = new Map(options.map((o) => [o.id, o]));
  for (const [field, list] of LIST_FIELDS) {
    const bad = idsOf(body[field]).some((id) => {
      const found = option.get(id);
      return !found || found.list !== list || (found.archived && !held.options.has(id));
    });
    if (bad) fields[field] = PARTNER_MESSAGES.optionUnknown;
  }
  const sector = new Map(sectorRows.map((s) => [s.id, s]));
  if (body.sectors.some((id) => !sector.has(id) || (sector.get(id)!.archived && !held.sectors.has(id))))
    fields.sectors = PARTNER_MESSAGES.optionUnknown;
  const subtype = new Map(subtypeRows.map((s) => [s.id, s]));
  // A subtype belongs to one of the chosen sectors.
  if (body.sectorSubtypes.some((id) => !subtype.has(id) || !body.sectors.includes(subtype.get(id)!.sectorId)))
    fields.sectorSubtypes = PARTNER_MESSAGES.optionUnknown;
  const country = new Set(countryRows.map((c) => c.id));
  if (body.attendeeCountries.some((id) => !country.has(id))) fields.attendeeCountries = PARTNER_MESSAGES.optionUnknown;
  if (body.exhibitorCountries.some((id) => !country.has(id)))
    fields.exhibitorCountries = PARTNER_MESSAGES.optionUnknown;
  if (body.venueId && !venueRows.length) fields.venueId = PARTNER_MESSAGES.venueUnknown;
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION', first, fields);
  return { venueTimeZone: venueRows[0]?.timeZone ?? null };
}

/** The sub-event types an extra may name. */
export async function checkSubEventTypes(db: DbOrTx, entries: Array<{ field: string; typeId: number }>): Promise<void> {
  const ids = [...new Set(entries.map((e) => e.typeId))];
  if (!ids.length) return;
  const rows = await db
    .select({ id: optionItems.id })
    .from(optionItems)
    .where(and(inArray(optionItems.id, ids), eq(optionItems.list, 'subEventTypes')));
  const known = new Set(rows.map((r) => r.id));
  const fields: Record<string, string> = {};
  for (const e of entries) if (!known.has(e.typeId)) fields[e.field] = PARTNER_MESSAGES.optionUnknown;
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION', first, fields);
}
