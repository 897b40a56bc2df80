// The reference lists as the API answers them: option items, sectors with subtypes, countries and
// places (cities and venues), whole or searched. Archived items are left out of lists and searches.
// Names are in the request's language: an option value's stored translation, a range written from its
// numbers, a country's name in the language (sorted and searched as the language does); ids stay.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  compareNames,
  localizedCountryName,
  localizedName,
  nameIncludes,
  optionName,
  type TCountryOption,
  TLocation,
  TOptionItem,
  TOptionSearchAnswer,
  TOptionsResponse,
  TPlace,
  TPlaceSuggestion,
  TSectorsAnswer,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { countries, optionItems, places, sectorSubtypes, sectors } from '../../db/schema';
import { placeVisibleTo, PUBLIC_VIEWER, type PlaceViewer } from './venues';
import {
  escapeLike,
  OPTION_LISTS,
  OPTION_SEARCH_LIMIT,
  PLACES_SEARCH_LIMIT,
  type OptionListName,
  type SearchableList,
} from './service';

const countryColumns = {
  id: countries.id,
  name: countries.name,
  code: countries.code,
  dialCode: countries.dialCode,
  flag: countries.flag,
};

/** Countries named in the reader's language, in its order. */
export function localizedCountries<T extends { name: string; code: string }>(rows: readonly T[]): T[] {
  return rows
    .map((row) => ({ ...row, name: localizedCountryName(row.code, row.name) }))
    .sort((a, b) => compareNames(a.name, b.name));
}

/** The items whose name holds the text, names that start with it first, then in `order`. */
function bestMatches<T extends { name: string }>(items: readonly T[], query: string, limit: number): T[] {
  const q = query.trim();
  const starts = (item: T) => (nameIncludes(item.name.slice(0, q.length), q) ? 0 : 1);
  return items
    .filter((item) => nameIncludes(item.name, q))
    .map((item, order) => ({ item, order, start: starts(item) }))
    .sort((a, b) => a.start - b.start || a.order - b.order)
    .slice(0, limit)
    .map(({ item }) => item);
}

/** "Name, City, Country" from the lower-cased search text ("name, city, country") and the proper-cased name. */
function placeLabel(searchText: string, name: string) {
  const rest = searchText
    .split(', ')
    .slice(1)
    .map((part) => part.replace(/\b\w/g, (c) => c.toUpperCase()));
  return [name, ...rest].join(', ');
}

export class ReferenceLists {
  constructor(private readonly db: DbOrTx) {}

  async list(name: OptionListName): Promise<TOptionItem[]> {
    const rows = await this.db
      .select({ id: optionItems.id, name: optionItems.name, translations: optionItems.translations })
      .from(optionItems)
      .where(and(eq(optionItems.list, name), eq(optionItems.archived, false)))
      .orderBy(asc(optionItems.position), asc(optionItems.id));
    return rows.map((r) => ({ id: r.id, name: optionName(name, r) }));
  }

  /** GET /api/options/: every list in one answer. */
  async bundle(): Promise<TOptionsResponse> {
    const [rows, sectorList, countryList] = await Promise.all([
      this.db
        .select({
          id: optionItems.id,
          name: optionItems.name,
          translations: optionItems.translations,
          list: optionItems.list,
        })
        .from(optionItems)
        .where(eq(optionItems.archived, false))
        .orderBy(asc(optionItems.position), asc(optionItems.id)),
      this.sectors(true),
      this.countries(),
    ]);
    const lists = Object.fromEntries(OPTION_LISTS.map((l) => [l, [] as TOptionItem[]])) as Record<
      OptionListName,
      TOptionItem[]
    >;
    for (const r of rows) lists[r.list].push({ id: r.id, name: optionName(r.list, r) });
    return {
      sectors: sectorList.map((s) => ({ ...s, sectorSubtypes: s.sectorSubtypes ?? [] })),
      countries: countryList,
      ...lists,
    };
  }

  async sectors(withSubtypes: boolean): Promise<TSectorsAnswer> {
    const rows = (
      await this.db
        .select({ id: sectors.id, name: sectors.name, translations: sectors.translations })
        .from(sectors)
        .where(eq(sectors.archived, false))
        .orderBy(asc(sectors.position), asc(sectors.id))
    ).map((r) => ({ id: r.id, name: localizedName(r.name, r.translations) }));
    if (!withSubtypes) return rows;
    const subs = await this.db
      .select({
        id: sectorSubtypes.id,
        name: sectorSubtypes.name,
        translations: sectorSubtypes.translations,
        sectorId: sectorSubtypes.sectorId,
      })
      .from(sectorSubtypes)
      .orderBy(asc(sectorSubtypes.position), asc(sectorSubtypes.id));
    return rows.map((s) => ({
      ...s,
      sectorSubtypes: subs
        .filter((x) => x.sectorId === s.id)
        .map(({ id, name, translations }) => ({ id, name: localizedName(name, translations) })),
    }));
  }

  async countries(): Promise<TCountryOption[]> {
    return localizedCountries(await this.db.select(countryColumns).from(countries));
  }

  /**
   * Autocomplete over one list, in the reader's language: the names that hold the text (ignoring case
   * and accents; countries also by their code), names that start with it first. The lists are small
   * (a few hundred values at most), so they are matched here, where the names are in the language.
   */
  async search(list: SearchableList, query: string, limit = OPTION_SEARCH_LIMIT): Promise<TOptionSearchAnswer> {
    const q = query.trim();
    if (list === 'countries') {
      const all = await this.countries();
      const byCode = all.filter((c) => c.code.toLowerCase() === q.toLowerCase());
      const byName = bestMatches(all, q, limit).filter((c) => !byCode.includes(c));
      return [...byName, ...byCode].slice(0, limit);
    }
    if (list === 'sectors') return bestMatches(await this.sectors(false), q, limit);
    if (list === 'sectorSubtypes') {
      const rows = await this.db
        .select({ id: sectorSubtypes.id, name: sectorSubtypes.name, translations: sectorSubtypes.translations })
        .from(sectorSubtypes)
        .innerJoin(sectors, eq(sectors.id, sectorSubtypes.sectorId))
        .orderBy(asc(sectors.position), asc(sectorSubtypes.position), asc(sectorSubtypes.id));
      return bestMatches(
        rows.map((r) => ({ id: r.id, name: localizedName(r.name, r.translations) })),
        q,
        limit,
      );
    }
    return bestMatches(await this.list(list), q, limit);
  }

  /**
   * Location and venue search. kind 'any' gives cities and venues (search hero), 'venue' venues only.
   * Approved places, and the ones the viewing partner proposed.
   */
  async searchPlaces(
    query: string,
    kind: 'any' | 'venue' | 'city' = 'any',
    viewer: PlaceViewer = PUBLIC_VIEWER,
    limit = PLACES_SEARCH_LIMIT,
  ): Promise<TPlaceSuggestion[]> {
    const q = query.trim().toLowerCase();
    const where = [sql`${places.searchText} like ${'%' + escapeLike(q) + '%'}`, placeVisibleTo(viewer)];
    if (kind !== 'any') where.push(eq(places.kind, kind));
    const rows = await this.db
      .select({ id: places.id, name: places.name, kind: places.kind, searchText: places.searchText })
      .from(places)
      .where(and(...where))
      .orderBy(
        sql`case when lower(${places.name}) like ${escapeLike(q) + '%'} then 0 else 1 end`,
        asc(places.kind),
        asc(places.name),
      )
      .limit(limit);
    return rows.map((r) => ({ id: r.id, name: placeLabel(r.searchText, r.name), kind: r.kind }));
  }

  /** A city or venue by id as `viewer` may see it, or null. */
  async place(id: number, viewer: PlaceViewer = PUBLIC_VIEWER): Promise<TPlace | null> {
    const [row] = await this.db
      .select()
      .from(places)
      .where(and(eq(places.id, id), placeVisibleTo(viewer)))
      .limit(1);
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      address: row.address,
      cityId: row.cityId,
      countryId: row.countryId,
      googlePlaceId: row.googlePlaceId,
      placeId: row.googlePlaceId,
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone: row.timeZone,
      label: placeLabel(row.searchText, row.name),
    };
  }

  /** GET /api/options/location/{id}: a place's id and label. */
  async location(id: number, viewer: PlaceViewer = PUBLIC_VIEWER): Promise<TLocation | null> {
    const place = await this.place(id, viewer);
    return place ? { id: place.id, name: place.label } : null;
  }
}
