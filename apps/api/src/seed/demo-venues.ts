// The demo's venues: invented (but plausible) venues in the reference cities, loaded with the demo data
// and never as production reference data, so a real organiser never picks a venue that does not exist.
// Idempotent: venues already there (by name) are left as they are, so an older database that loaded them
// as reference data keeps its ids.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countries, places } from '../db/schema';
import { venues } from './data/places';

/** Inserts the demo venues that are missing; answers how many it added. */
export async function seedDemoVenues(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ name: places.name })
      .from(places)
      .where(
        and(
          eq(places.kind, 'venue'),
          inArray(
            places.name,
            venues.map((v) => v.name),
          ),
        ),
      );
    const have = new Set(existing.map((e) => e.name));
    const missing = venues.filter((v) => !have.has(v.name));
    if (!missing.length) return 0;
    const countryRows = await tx
      .select({ id: countries.id, code: countries.code, name: countries.name })
      .from(countries);
    const cityRows = await tx
      .select({ id: places.id, name: places.name, countryId: places.countryId, timeZone: places.timeZone })
      .from(places)
      .where(and(eq(places.kind, 'city'), eq(places.status, 'approved')));
    const rows = missing.map((v) => {
      const country = countryRows.find((c) => c.code === v.countryCode)!;
      const city = cityRows.find((c) => c.name === v.cityName && c.countryId === country.id)!;
      return {
        kind: 'venue' as const,
        name: v.name,
        cityId: city.id,
        countryId: country.id,
        address: v.address,
        googlePlaceId: v.googlePlaceId,
        latitude: v.lat,
        longitude: v.lng,
        timeZone: city.timeZone,
        searchText: [v.name, v.cityName, country.name].join(', ').toLowerCase(),
      };
    });
    await tx.insert(places).values(rows);
    return rows.length;
  });
}
