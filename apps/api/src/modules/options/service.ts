// Reference lists: option items, sectors with subtypes, countries and places.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { countries, optionItems, places, sectorSubtypes, sectors } from '../../db/schema';

export type OptionListName = (typeof optionItems.list.enumValues)[number];
export const OPTION_LISTS = optionItems.list.enumValues;

export interface OptionItem {
  id: number;
  name: string;
}

export class OptionsService {
  constructor(private readonly db: DbOrTx) {}

  async list(name: OptionListName): Promise<OptionItem[]> {
    return this.db
      .select({ id: optionItems.id, name: optionItems.name })
      .from(optionItems)
      .where(and(eq(optionItems.list, name), eq(optionItems.archived, false)))
      .orderBy(asc(optionItems.position), asc(optionItems.id));
  }

  async allLists(): Promise<Record<OptionListName, OptionItem[]>> {
    const rows = await this.db
      .select({ id: optionItems.id, name: optionItems.name, list: optionItems.list })
      .from(optionItems)
      .where(eq(optionItems.archived, false))
      .orderBy(asc(optionItems.position), asc(optionItems.id));
    const out = Object.fromEntries(OPTION_LISTS.map((l) => [l, [] as OptionItem[]])) as Record<
      OptionListName,
      OptionItem[]
    >;
    for (const r of rows) out[r.list].push({ id: r.id, name: r.name });
    return out;
  }

  async sectors(withSubtypes: boolean) {
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

  async countries() {
    return this.db
      .select({
        id: countries.id,
        name: countries.name,
        code: countries.code,
        dialCode: countries.dialCode,
        flag: countries.flag,
      })
      .from(countries)
      .orderBy(asc(countries.name));
  }

  /** Autocomplete over one list: case-insensitive substring, prefix matches first. */
  async search(type: string, query: string, limit = 20) {
    const q = query.trim();
    const like = `%${escapeLike(q)}%`;
    const prefixFirst = (col: AnyPgColumn) =>
      sql`case when lower(${col}) like lower(${escapeLike(q) + '%'}) then 0 else 1 end`;
    if (type === 'countries') {
      return this.db
        .select({
          id: countries.id,
          name: countries.name,
          code: countries.code,
          dialCode: countries.dialCode,
          flag: countries.flag,
        })
        .from(countries)
        .where(or(ilike(countries.name, like), ilike(countries.code, q)))
        .orderBy(prefixFirst(countries.name), asc(countries.name))
        .limit(limit);
    }
    if (type === 'sectors') {
      return this.db
        .select({ id: sectors.id, name: sectors.name })
        .from(sectors)
        .where(and(eq(sectors.archived, false), ilike(sectors.name, like)))
        .orderBy(prefixFirst(sectors.name), asc(sectors.name))
        .limit(limit);
    }
    if (type === 'sectorSubtypes') {
      return this.db
        .select({ id: sectorSubtypes.id, name: sectorSubtypes.name })
        .from(sectorSubtypes)
        .where(ilike(sectorSubtypes.name, like))
        .orderBy(prefixFirst(sectorSubtypes.name), asc(sectorSubtypes.name))
        .limit(limit);
    }
    const list = resolveListName(type);
    if (!list) return null;
    return this.db
      .select({ id: optionItems.id, name: optionItems.name })
      .from(optionItems)
      .where(and(eq(optionItems.list, list), eq(optionItems.archived, false), ilike(optionItems.name, like)))
      .orderBy(prefixFirst(optionItems.name), asc(optionItems.position))
      .limit(limit);
  }

  /** Location and venue search. kind 'any' gives cities and venues (search hero), 'venue' venues only. */
  async searchPlaces(query: string, kind: 'any' | 'venue' | 'city' = 'any', limit = 10) {
    const q = query.trim().toLowerCase();
    const where = [sql`${places.searchText} like ${'%' + escapeLike(q) + '%'}`];
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
    return rows.map((r) => ({ id: r.id, name: this.label(r.searchText, r.name), kind: r.kind }));
  }

  private label(searchText: string, name: string) {
    // searchText is "name, city, country" in lower case; show the proper-cased name plus the rest title-cased.
    const rest = searchText
      .split(', ')
      .slice(1)
      .map((part) => part.replace(/\b\w/g, (c) => c.toUpperCase()));
    return [name, ...rest].join(', ');
  }

  async place(id: number) {
    const [row] = await this.db.select().from(places).where(eq(places.id, id)).limit(1);
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
      label: this.label(row.searchText, row.name),
    };
  }

  async existingIds(
    table: 'countries' | 'sectors' | 'sectorSubtypes' | OptionListName,
    ids: number[],
  ): Promise<Set<number>> {
    if (!ids.length) return new Set();
    let rows: { id: number }[];
    if (table === 'countries')
      rows = await this.db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
    else if (table === 'sectors')
      rows = await this.db.select({ id: sectors.id }).from(sectors).where(inArray(sectors.id, ids));
    else if (table === 'sectorSubtypes')
      rows = await this.db
        .select({ id: sectorSubtypes.id })
        .from(sectorSubtypes)
        .where(inArray(sectorSubtypes.id, ids));
    else
      rows = await this.db
        .select({ id: optionItems.id })
        .from(optionItems)
        .where(and(eq(optionItems.list, table), inArray(optionItems.id, ids)));
    return new Set(rows.map((r) => r.id));
  }
}

/** Accepts the spec's list names and their kebab-case and singular forms: 'jobTitles', 'job-titles', 'organization-types'. */
export function resolveListName(type: string): OptionListName | null {
  const camel = type.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  if ((OPTION_LISTS as readonly string[]).includes(camel)) return camel as OptionListName;
  const plural = `${camel}s`;
  if ((OPTION_LISTS as readonly string[]).includes(plural)) return plural as OptionListName;
  return null;
}

export function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
