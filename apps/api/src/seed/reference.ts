// Inserts the reference lists once (a started product keeps what admins changed afterwards): countries,
// option lists, sectors and real cities (their names and coordinates are facts, not demo content).
// Venues are not reference data: the demo's invented venues come with the demo data (demo-venues.ts),
// and real ones are proposed by partners or found through the places provider.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countries, optionItems, places, sectorSubtypes, sectors } from '../db/schema';
import { countries as countrySeeds } from './data/countries';
import { cities } from './data/places';
import * as ref from './data/reference';

const LISTS = {
  eventTypes: ref.eventTypes,
  jobTitles: ref.jobTitles,
  designations: ref.designations,
  attendeeClasses: ref.attendeeClasses,
  exhibitorTypes: ref.exhibitorTypes,
  numAttendees: ref.numAttendees,
  numExhibitors: ref.numExhibitors,
  audiences: ref.audiences,
  eventSizes: ref.eventSizes,
  organizationTypes: ref.organizationTypes,
  subEventTypes: ref.subEventTypes,
} as const;

export async function seedReferenceData(db: Database): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    const countryRows = await tx
      .insert(countries)
      .values(countrySeeds.map((c) => ({ name: c.name, code: c.code, dialCode: c.dialCode, flag: c.flag })))
      .returning({ id: countries.id, code: countries.code, name: countries.name });
    const countryByCode = new Map(countryRows.map((c) => [c.code, c]));

    for (const [list, names] of Object.entries(LISTS)) {
      await tx
        .insert(optionItems)
        .values(names.map((name, i) => ({ list: list as keyof typeof LISTS, name, position: i })));
    }
    for (const [i, s] of ref.sectors.entries()) {
      const [row] = await tx.insert(sectors).values({ name: s.name, position: i }).returning({ id: sectors.id });
      await tx.insert(sectorSubtypes).values(s.subtypes.map((name, j) => ({ sectorId: row.id, name, position: j })));
    }

    await tx.insert(places).values(
      cities.map((c) => {
        const country = countryByCode.get(c.countryCode)!;
        return {
          kind: 'city' as const,
          name: c.name,
          countryId: country.id,
          googlePlaceId: c.placeId,
          latitude: c.lat,
          longitude: c.lng,
          timeZone: c.timezone,
          searchText: [c.name, ...c.aliases, country.name].join(', ').toLowerCase(),
        };
      }),
    );
  });
  return true;
}
