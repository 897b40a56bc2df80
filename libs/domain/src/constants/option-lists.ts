// The option lists (sectors, job titles, ...), their labels, and the search's cancellation filter.

export const OPTION_LIST_NAMES = [
  'sectors',
  'jobTitles',
  'designations',
  'exhibitorTypes',
  'eventTypes',
  'attendeeClasses',
  'audiences',
  'numAttendees',
  'numExhibitors',
  'eventSizes',
  'organizationTypes',
  'subEventTypes',
] as const;
export type TOptionListName = (typeof OPTION_LIST_NAMES)[number];

/** The lists an admin may add to and remove from. */
export const ADMIN_EDITABLE_OPTION_LISTS = [
  'sectors',
  'jobTitles',
  'designations',
  'exhibitorTypes',
  'eventTypes',
  'attendeeClasses',
  'audiences',
] as const satisfies readonly TOptionListName[];
export type TAdminEditableOptionList = (typeof ADMIN_EDITABLE_OPTION_LISTS)[number];

/** Search filter option for cancellation policies (the spec's only one: Free cancellation). */
export const CANCELLATION_FILTER_OPTIONS = [{ id: 'free-cancellation', name: 'Free cancellation' }] as const;
export type TCancellationFilterId = (typeof CANCELLATION_FILTER_OPTIONS)[number]['id'];
export const CANCELLATION_FILTER_IDS = CANCELLATION_FILTER_OPTIONS.map((o) => o.id) as [
  TCancellationFilterId,
  ...TCancellationFilterId[],
];
