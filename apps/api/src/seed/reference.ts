// Inserts the reference lists once (a started product keeps what admins changed afterwards): countries,
// option lists, sectors and real cities (their names and coordinates are facts, not demo content).
// Each option value, sector and sector subtype is stored with its Spanish, French and German names
// (data/reference-translations.ts); a database made before values had them gets them here on
// its next start, for the values still without any (an administrator's own translations stay).
// Venues are not reference data: the demo's invented venues come with the demo data (demo-venues.ts),
// and real ones are proposed by partners or found through the places provider.
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { countries, optionItems, places, sectorSubtypes, sectors } from '../db/schema';
import { countries as countrySeeds } from './data/countries';
import { cities } from './data/places';
import * as ref from './data/reference';
import { seedTranslations, type TTranslatedReferenceList } from './data/reference-translations';

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

/** Translations for a list's value when the seed knows it; the ranges are written from their numbers. */
function translationsOf(list: string, name: string) {
  return list === 'numAttendees' || list === 'numExhibitors' || list === 'eventSizes'
    ? {}
    : seedTranslations(list as TTranslatedReferenceList, name);
}

export async function seedReferenceData(db: Database): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if (n > 0) {
    await fillReferenceTranslations(db);
    return false;
  }
  await db.transaction(async (tx) => {
    const countryRows = await tx
      .insert(countries)
      .values(countrySeeds.map((c) => ({ name: c.name, code: c.code, dialCode: c.dialCode, flag: c.flag })))
      .returning({ id: countries.id, code: countries.code, name: countries.name });
    const countryByCode = new Map(countryRows.map((c) => [c.code, c]));

    for (const [list, names] of Object.entries(LISTS)) {
      await tx.insert(optionItems).values(
        names.map((name, i) => ({
          list: list as keyof typeof LISTS,
          name,
          translations: translationsOf(list, name),
          position: i,
        })),
      );
    }
    for (const [i, s] of ref.sectors.entries()) {
      const [row] = await tx
        .insert(sectors)
        .values({ name: s.name, translations: seedTranslations('sectors', s.name), position: i })
        .returning({ id: sectors.id });
      await tx.insert(sectorSubtypes).values(
        s.subtypes.map((name, j) => ({
          sectorId: row.id,
          name,
          translations: seedTranslations('sectorSubtypes', name),
          position: j,
        })),
      );
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

const UNTRANSLATED = sql`'{}'::jsonb`;

/**
 * Gives the seed's translations to the values that have none (a database made before values had
 * them). Reads the untranslated rows first, so a database already translated is only read.
 */
export async function fillReferenceTranslations(db: Database): Promise<number> {
  const [items, sectorRows, subtypeRows] = await Promise.all([
    db
      .select({ id: optionItems.id, list: optionItems.list, name: optionItems.name })
      .from(optionItems)
      .where(eq(optionItems.translations, UNTRANSLATED)),
    db.select({ id: sectors.id, name: sectors.name }).from(sectors).where(eq(sectors.translations, UNTRANSLATED)),
    db
      .select({ id: sectorSubtypes.id, name: sectorSubtypes.name })
      .from(sectorSubtypes)
      .where(eq(sectorSubtypes.translations, UNTRANSLATED)),
  ]);
  const updates: ((tx: Tx) => Promise<unknown>)[] = [];
  for (const item of items) {
    const translations = translationsOf(item.list, item.name);
    if (Object.keys(translations).length === 0) continue;
    updates.push((tx) =>
      tx
        .update(optionItems)
        .set({ translations })
        .where(and(eq(optionItems.id, item.id), eq(optionItems.translations, UNTRANSLATED))),
    );
  }
  for (const [table, rows, list] of [
    [sectors, sectorRows, 'sectors'],
    [sectorSubtypes, subtypeRows, 'sectorSubtypes'],
  ] as const) {
    for (const row of rows) {
      const translations = seedTranslations(list, row.name);
      if (Object.keys(translations).length === 0) continue;
      updates.push((tx) =>
        tx
          .update(table)
          .set({ translations })
          .where(and(eq(table.id, row.id), eq(table.translations, UNTRANSLATED))),
      );
    }
  }
  if (updates.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const update of updates) await update(tx);
  });
  return updates.length;
}
