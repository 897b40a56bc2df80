// The reference lists as the API answers them: option items, sectors with subtypes, countries and
// places (cities and venues), whole or searched. Archived items are left out of lists and searches.
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  TCountryOption,
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
    return this.db
      .select({ id: optionItems.id, name: optionItems.name })
      .from(optionItems)
      .where(and(eq(optionItems.list, name), eq(optionItems.archived, false)))
      .orderBy(asc(optionItems.position), asc(optionItems.id));
  }

  /** GET /api/options/: every list in one answer. */
  async bundle(): Promise<TOptionsResponse> {
    const [rows, sectorList, countryList] = await Promise.all([
      this.db
        .select({ id: optionItems.id, name: optionItems.name, list: optionItems.list })
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
    for (const r of rows) lists[r.list].push({ id: r.id, name: r.name });
    return {
      sectors: sectorList.map((s) => ({ ...s, sectorSubtypes: s.sectorSubtypes ?? [] })),
      countries: countryList,
      ...lists,
    };
  }

  async sectors(withSubtypes: boolean): Promise<TSectorsAnswer> {
    const rows = await this.db
      .select({ id: sectors.id, name: sectors.name })
      .from(sectors)
      .where(eq(sectors.archived, false))
      .orderBy(asc(sectors.position), asc(sectors.id));
    if (!withSubtypes) return rows;
    const subs = await this.db
      .select({ id: sectorSubtypes.id, name: sectorSubtypes.name, sectorId: sectorSubtypes.sectorId })
      .from(sectorSubtypes)
      .orderBy(asc(sectorSubtypes.position), asc(sectorSubtypes.id));
    return rows.map((s) => ({
      ...s,
      sectorSubtypes: subs.filter((x) => x.sectorId === s.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  async countries(): Promise<TCountryOption[]> {
    return this.db.select(countryColumns).from(countries).orderBy(asc(countries.name));
  }

  /** Autocomplete over one list: case-insensitive substring (countries also by their code), prefix matches first. */
  async search(list: SearchableList, query: string, limit = OPTION_SEARCH_LIMIT): Promise<TOptionSearchAnswer> {
    const q = query.trim();
    const like = `%${escapeLike(q)}%`;
    const prefixFirst = (col: AnyPgColumn) =>
      sql`case when lower(${col}) like lower(${escapeLike(q) + '%'}) then 0 else 1 end`;
    if (list === 'countries') {
      return this.db
        .select(countryColumns)
        .from(countries)
        .where(or(ilike(countries.name, like), ilike(countries.code, escapeLike(q))))
        .orderBy(prefixFirst(countries.name), asc(countries.name))
        .limit(limit);
    }
    if (list === 'sectors') {
      return this.db
        .select({ id: sectors.id, name: sectors.name })
        .from(sectors)
        .where(and(eq(sectors.archived, false), ilike(sectors.name, like)))
        .orderBy(prefixFirst(sectors.name), asc(sectors.name))
        .limit(limit);
    }
    if (list === 'sectorSubtypes') {
      return this.db
        .select({ id: sectorSubtypes.id, name: sectorSubtypes.name })
        .from(sectorSubtypes)
        .where(ilike(sectorSubtypes.name, like))
        .orderBy(prefixFirst(sectorSubtypes.name), asc(sectorSubtypes.name))
        .limit(limit);
    }
    return this.db
      .select({ id: optionItems.id, name: optionItems.name })
      .from(optionItems)
      .where(and(eq(optionItems.list, list), eq(optionItems.archived, false), ilike(optionItems.name, like)))
      .orderBy(prefixFirst(optionItems.name), asc(optionItems.position))
      .limit(limit);
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
