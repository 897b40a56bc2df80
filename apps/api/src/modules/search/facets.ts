// Facet dimensions of the search projection, as event_search_facet_days numbers them (migration
// 0007_event_search_facets: event_search_facets_of). A search narrowed by one value of one of these
// counts its total from that table.
export const FACET = {
  sector: 1,
  sectorSubtype: 2,
  audience: 3,
  attendeeJobTitle: 4,
  attendeeClass: 5,
  attendeeCountry: 6,
  exhibitorType: 7,
  exhibitorCountry: 8,
  attendanceType: 9,
  eventType: 10,
  duration: 11,
  numAttendees: 12,
  numExhibitors: 13,
  /** Value 1: some ticket type offers free cancellation. */
  freeCancellation: 14,
} as const;

/** One value of one facet dimension. */
export interface FacetValue {
  dimension: (typeof FACET)[keyof typeof FACET];
  value: number;
}
