// Events and everything that hangs off them: venue, option references, agenda, extras, documents,
// images, ticket types with inventory, cancellation policies, versions, vetting history.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, currency, id, minor, tstz, updatedAt } from './_helpers';
import { countries, optionItems, places } from './options';
import { partners, vettingStatusEnum } from './partners';
import { persons } from './people';
import { files } from './files';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const cancellationPolicies = pgTable(
  'cancellation_policies',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    /** True when some period refunds 100% until shortly before the event: the search's 'Free cancellation'. */
    freeCancellation: boolean('free_cancellation').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cancellation_policies_partner_idx').on(t.partnerId)],
);

export const cancellationPolicyPeriods = pgTable(
  'cancellation_policy_periods',
  {
    id: id(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => cancellationPolicies.id, { onDelete: 'cascade' }),
    percentageRefund: smallint('percentage_refund').notNull(),
    startDaysBeforeEvent: integer('start_days_before_event').notNull(),
    endDaysBeforeEvent: integer('end_days_before_event').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('cancellation_policy_periods_policy_idx').on(t.policyId),
    check('refund_range', sql`${t.percentageRefund} between 0 and 100`),
    check('days_order', sql`${t.startDaysBeforeEvent} >= ${t.endDaysBeforeEvent} and ${t.endDaysBeforeEvent} >= 0`),
  ],
);

export const eventSizeMetricEnum = pgEnum('event_size_metric', ['sqm', 'sqft']);

/** Why VAT does not apply to an event's prices (VAT_EXEMPT_REASONS). */
export const vatExemptReasonEnum = pgEnum('vat_exempt_reason', [
  'not_stated',
  'reverse_charge',
  'outside_scope',
  'exempt',
  'not_registered',
]);

export const events = pgTable(
  'events',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    name: varchar('name', { length: 200 }).notNull(),
    tagline: varchar('tagline', { length: 95 }).notNull(),
    description: text('description').notNull(),
    otherInformation: text('other_information').notNull().default(''),
    websiteUrl: varchar('website_url', { length: 300 }).notNull(),
    eventTypeId: integer('event_type_id').references(() => optionItems.id),
    otherEventType: varchar('other_event_type', { length: 80 }),
    /** 1 In-Person, 2 Virtual, 3 Hybrid (spec constants). */
    attendanceType: smallint('attendance_type').notNull(),
    startAt: tstz('start_at').notNull(),
    endAt: tstz('end_at').notNull(),
    /** IANA zone where the event happens: its venue's, or the partner's choice without a venue. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    /** 1 = one day, 2 = two days, 3 = three or more; derived from start and end on write. */
    durationId: smallint('duration_id').notNull(),
    venueId: integer('venue_id').references(() => places.id),
    /** The venue's city and country, copied on write so location search is one indexed comparison. */
    cityId: integer('city_id').references(() => places.id),
    countryId: integer('country_id').references(() => countries.id),
    eventSizeId: integer('event_size_id').references(() => optionItems.id),
    eventSizeMetric: eventSizeMetricEnum('event_size_metric').notNull().default('sqm'),
    numAttendeesId: integer('num_attendees_id').references(() => optionItems.id),
    previousNumAttendees: integer('previous_num_attendees'),
    minAttendees: integer('min_attendees'),
    maxAttendees: integer('max_attendees'),
    numExhibitorsId: integer('num_exhibitors_id').references(() => optionItems.id),
    previousNumExhibitors: integer('previous_num_exhibitors'),
    otherAttendeeClass: varchar('other_attendee_class', { length: 80 }),
    // Multi-valued option references: integer arrays with GIN indexes, so "matches any of" is one
    // overlap test. Ids are checked against the option tables on write; options are archived, never deleted.
    sectorIds: integer('sector_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    sectorSubtypeIds: integer('sector_subtype_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    audienceIds: integer('audience_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    attendeeJobTitleIds: integer('attendee_job_title_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    attendeeClassIds: integer('attendee_class_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    attendeeDesignationIds: integer('attendee_designation_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    attendeeCountryIds: integer('attendee_country_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    exhibitorTypeIds: integer('exhibitor_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    exhibitorCountryIds: integer('exhibitor_country_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ticketCurrency: currency('ticket_currency').notNull().default('USD'),
    /** Lowest price of the event's ticket types (minor units); null when it has none. Kept on write. */
    minTicketPriceMinor: minor('min_ticket_price_minor'),
    /** Some ticket type has a free-cancellation policy. Kept on write. */
    freeCancellation: boolean('free_cancellation').notNull().default(false),
    /** Position of the event size option, for the size sort. Kept on write. */
    sizeRank: integer('size_rank').notNull().default(0),
    /** Average review score on the 1-10 scale; cards show it as 0-5 stars. */
    ratingAverage: numeric('rating_average', { precision: 4, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * When the next review counted in the rating turns 36 months old and stops being shown: the
     * reviews worker recomputes the rating then (db/functions/refresh_event_ratings.sql).
     */
    ratingRefreshAt: tstz('rating_refresh_at'),
    /** Series: this event is a new edition of that earlier event of the same partner. */
    previousEditionId: integer('previous_edition_id').references((): AnyPgColumn => events.id, {
      onDelete: 'set null',
    }),
    thumbnailImageId: integer('thumbnail_image_id'),
    /** APPROVED once any version was approved; PENDING or REJECTED (the newest version's) while never approved. */
    status: vettingStatusEnum('status').notNull().default('PENDING'),
    published: boolean('published').notNull().default(true),
    /**
     * The partner is approved. Kept by triggers (events_partner_approved on events, partner_events_sync
     * on partners), so an event is public only while its partner is: status APPROVED, published and this.
     */
    partnerApproved: boolean('partner_approved').notNull().default(false),
    /** The newest version: the one an admin vets. */
    currentVersionId: integer('current_version_id'),
    /**
     * The partner cancelled the whole event: every ticket refunded in full. Its page still answers (with
     * the reason) for those who had tickets; search, the home page and checkout leave it out.
     */
    cancelledAt: tstz('cancelled_at'),
    cancellationReason: varchar('cancellation_reason', { length: 500 }),
    /**
     * The event's damage policy: the most a damage claim may charge one order (minor units of the
     * ticket currency) and its text; both null when the event has none (no claim may be filed).
     */
    damageMaxMinor: minor('damage_max_minor'),
    damagePolicyText: varchar('damage_policy_text', { length: 500 }),
    /**
     * The event's VAT setting: the rate its prices include (percent, 0 < rate <= 30), or why VAT does
     * not apply; exactly one is set. Events that never chose say 'not_stated'.
     */
    vatRate: numeric('vat_rate', { precision: 4, scale: 2, mode: 'number' }),
    vatExemptReason: vatExemptReasonEnum('vat_exempt_reason').default('not_stated'),
    /**
     * Bank transfer: how many days before the start a buyer can last choose to pay by transfer against
     * the invoice; null when the event does not take transfers.
     */
    bankTransferUntilDays: smallint('bank_transfer_until_days'),
    /**
     * The ticket widget's colours on the organiser's website (`#rrggbb`): the accent (its button) and
     * the text on it, checked for contrast when saved; null until chosen (WIDGET_DEFAULT_COLOURS).
     */
    widgetAccent: varchar('widget_accent', { length: 7 }),
    widgetAccentText: varchar('widget_accent_text', { length: 7 }),
    /**
     * Until how many hours before the start a ticket's buyer or holder may change its attendee (0: until
     * the start); the domain's ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT unless the partner sets it.
     */
    attendeeChangeCutoffHours: smallint('attendee_change_cutoff_hours').notNull().default(24),
    /** Weighted document over name, tagline, description, venue and partner. Kept on write. */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_partner_idx').on(t.partnerId),
    // The home page's soonest public events. Search filters and sorts read the projection
    // (event_search, event_search_text) and its indexes, so events carries no search indexes.
    index('events_public_start_idx')
      .on(t.startAt, t.id)
      .where(sql`${t.status} = 'APPROVED' and ${t.published} and ${t.partnerApproved}`),
    index('events_partner_start_idx').on(t.partnerId, t.startAt, t.id),
    index('events_partner_name_idx').on(t.partnerId, t.name, t.id),
    index('events_city_idx').on(t.cityId),
    index('events_previous_edition_idx').on(t.previousEditionId),
    index('events_rating_refresh_idx').on(t.ratingRefreshAt),
    index('events_venue_idx').on(t.venueId),
    check('events_dates', sql`${t.endAt} >= ${t.startAt}`),
    check('events_attendance_type', sql`${t.attendanceType} in (1, 2, 3)`),
    check(
      'events_damage_policy',
      sql`(${t.damageMaxMinor} is null) = (${t.damagePolicyText} is null) and (${t.damageMaxMinor} is null or ${t.damageMaxMinor} > 0)`,
    ),
    check(
      'events_vat',
      sql`(${t.vatRate} is null) <> (${t.vatExemptReason} is null) and (${t.vatRate} is null or (${t.vatRate} > 0 and ${t.vatRate} <= 30))`,
    ),
    check('events_bank_transfer_days', sql`${t.bankTransferUntilDays} between 1 and 90`),
    check('events_attendee_change_cutoff', sql`${t.attendeeChangeCutoffHours} between 0 and 720`),
  ],
);

/**
 * Each submitted version of an event: vetting applies to a version. The snapshot (ZEventVersionSnapshot)
 * holds everything the public would see; approving a version applies it to the events row and its
 * children. A PENDING version takes every further edit until it is decided.
 */
export const eventVersions = pgTable(
  'event_versions',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    status: vettingStatusEnum('status').notNull().default('PENDING'),
    createdBy: integer('created_by').references(() => persons.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    uniqueIndex('event_versions_event_version_uq').on(t.eventId, t.version),
    index('event_versions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

export const eventVettingUpdates = pgTable(
  'event_vetting_updates',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventVersionId: integer('event_version_id').references(() => eventVersions.id),
    status: vettingStatusEnum('status').notNull(),
    comment: text('comment').notNull(),
    notes: text('notes'),
    adminPersonId: integer('admin_person_id').references(() => persons.id),
    createdAt: createdAt(),
  },
  (t) => [index('event_vetting_event_idx').on(t.eventId, t.createdAt)],
);

export const imageKindEnum = pgEnum('image_kind', ['thumbnail', 'banner']);

export const eventImages = pgTable(
  'event_images',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: imageKindEnum('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: smallint('position').notNull().default(0),
    /** Part of what the public sees (the approved version); false while only a pending version has it. */
    live: boolean('live').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('event_images_event_idx').on(t.eventId, t.kind, t.position)],
);

export const documentTypeEnum = pgEnum('event_document_type', ['agenda', 'exhibitor-list']);

export const eventDocuments = pgTable(
  'event_documents',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: documentTypeEnum('type').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    /** Part of what the public sees (the approved version); false while only a pending version has it. */
    live: boolean('live').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('event_documents_event_idx').on(t.eventId)],
);

export const agendaItems = pgTable(
  'agenda_items',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    startAt: tstz('start_at').notNull(),
  },
  (t) => [index('agenda_items_event_idx').on(t.eventId, t.startAt)],
);

/** Optional extras (sub-events). A capacity, when set, is held and sold like tickets. */
export const subEvents = pgTable(
  'sub_events',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    subEventTypeId: integer('sub_event_type_id').references(() => optionItems.id),
    startAt: tstz('start_at').notNull(),
    priceMinor: minor('price_minor').notNull().default(0),
    currency: currency('currency').notNull().default('USD'),
    capacity: integer('capacity'),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** The partner's switch: an extra with sales is taken off sale rather than deleted. */
    onSale: boolean('on_sale').notNull().default(true),
  },
  (t) => [
    index('sub_events_event_idx').on(t.eventId),
    check('sub_events_price', sql`${t.priceMinor} >= 0`),
    check(
      'sub_events_inventory',
      sql`${t.held} >= 0 and ${t.sold} >= 0 and (${t.capacity} is null or ${t.held} + ${t.sold} <= ${t.capacity})`,
    ),
  ],
);

/**
 * Ticket types with their inventory. quantity is what the partner offers; held is seats reserved by
 * unpaid orders; sold is paid. The check constraint makes overselling impossible even for a buggy writer.
 */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    priceMinor: minor('price_minor').notNull(),
    currency: currency('currency').notNull(),
    quantity: integer('quantity').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    salesStartAt: tstz('sales_start_at'),
    salesEndAt: tstz('sales_end_at'),
    cancellationPolicyId: integer('cancellation_policy_id').references(() => cancellationPolicies.id),
    position: smallint('position').notNull().default(0),
    /** The partner's switch: a ticket type with sales is taken off sale rather than deleted. */
    onSale: boolean('on_sale').notNull().default(true),
    /** The partner's switch: while off, nobody joins the waiting list and no offers are made. */
    waitingListOpen: boolean('waiting_list_open').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId, t.position),
    index('ticket_types_policy_idx').on(t.cancellationPolicyId),
    // The sales-open alerts look up the ticket types whose sales began in the last hour.
    index('ticket_types_sales_start_idx').on(t.salesStartAt),
    check('ticket_types_price', sql`${t.priceMinor} >= 0`),
    check('ticket_types_inventory', sql`${t.held} >= 0 and ${t.sold} >= 0 and ${t.held} + ${t.sold} <= ${t.quantity}`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.eventId] })],
);
