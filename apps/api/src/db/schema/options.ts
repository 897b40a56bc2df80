// Reference data: option lists, sectors with subtypes, countries and places (cities and venues).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, nameTranslations, tstz } from './_helpers';

/** The generic lists of spec section 3 that are plain {id, name}. Sectors and countries have their own tables. */
export const optionListEnum = pgEnum('option_list', [
  'eventTypes',
  'jobTitles',
  'designations',
  'attendeeClasses',
  'exhibitorTypes',
  'numAttendees',
  'numExhibitors',
  'audiences',
  'eventSizes',
  'organizationTypes',
  'subEventTypes',
]);

export const optionItems = pgTable(
  'option_items',
  {
    id: id(),
    list: optionListEnum('list').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    translations: nameTranslations(),
    position: integer('position').notNull().default(0),
    /** Removed by an admin: hidden from pickers, still valid on the events that use it. */
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    uniqueIndex('option_items_list_name_uq')
      .on(t.list, sql`lower(${t.name})`)
      .where(sql`${t.archived} = false`),
    index('option_items_list_idx').on(t.list, t.position),
  ],
);

export const sectors = pgTable(
  'sectors',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    translations: nameTranslations(),
    position: integer('position').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sectors_name_uq')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.archived} = false`),
  ],
);

export const sectorSubtypes = pgTable(
  'sector_subtypes',
  {
    id: id(),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
    name: varchar('name', { length: 120 }).notNull(),
    translations: nameTranslations(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('sector_subtypes_sector_idx').on(t.sectorId)],
);

export const countries = pgTable(
  'countries',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    code: varchar('code', { length: 2 }).notNull(),
    dialCode: varchar('dial_code', { length: 16 }).notNull(),
    flag: varchar('flag', { length: 16 }).notNull(),
  },
  (t) => [uniqueIndex('countries_code_uq').on(t.code)],
);

export const placeKindEnum = pgEnum('place_kind', ['city', 'venue']);

/**
 * approved: everyone may pick it. proposed: a partner added it from the event form; only that partner
 * sees and uses it until an administrator approves one of its events. merged: an administrator found it
 * to be a duplicate of `mergedIntoId`; its events moved there and nobody picks it again.
 */
export const placeStatusEnum = pgEnum('place_status', ['approved', 'proposed', 'merged']);

/** Cities and venues for the location and venue autocompletes. A venue belongs to a city. */
export const places = pgTable(
  'places',
  {
    id: id(),
    kind: placeKindEnum('kind').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    cityId: integer('city_id'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** One line as people read it ("1 Royal Victoria Quay, London E16 1AR"). */
    address: text('address'),
    street: varchar('street', { length: 200 }),
    postalCode: varchar('postal_code', { length: 20 }),
    website: varchar('website', { length: 500 }),
    googlePlaceId: varchar('google_place_id', { length: 120 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Lower-cased "name, city, country" for prefix and substring search. */
    searchText: text('search_text').notNull(),
    /** IANA time zone where the place is ('Europe/London'); a venue has its city's. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    status: placeStatusEnum('status').notNull().default('approved'),
    /**
     * The partner who proposed it (kept after approval, for the record). Not a foreign key in the
     * schema code: the reference lists sit below the partners' tables, which import them.
     */
    proposedByPartnerId: integer('proposed_by_partner_id'),
    proposedAt: tstz('proposed_at'),
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => places.id),
  },
  (t) => [
    index('places_kind_idx').on(t.kind),
    index('places_city_idx').on(t.cityId),
    index('places_proposed_by_idx')
      .on(t.proposedByPartnerId)
      .where(sql`${t.status} = 'proposed'`),
    check('places_proposed_has_partner', sql`${t.status} <> 'proposed' or ${t.proposedByPartnerId} is not null`),
    check('places_merged_has_target', sql`(${t.status} = 'merged') = (${t.mergedIntoId} is not null)`),
  ],
);
