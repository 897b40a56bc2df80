// Partners: company sizes, events per year, vetting, address verification codes and team invitations.

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export type TCompanySize = (typeof COMPANY_SIZES)[number];

export const EVENTS_PER_YEAR_MAX = 1_000_000;
export const EVENTS_PER_YEAR_RANGES = [
  { value: '1-5', min: 1, max: 5 },
  { value: '5-10', min: 5, max: 10 },
  { value: '10-20', min: 10, max: 20 },
  { value: '20-50', min: 20, max: 50 },
  { value: '50-100', min: 50, max: 100 },
  { value: '100-200', min: 100, max: 200 },
  { value: '200+', min: 200, max: EVENTS_PER_YEAR_MAX },
] as const;
export type TEventsPerYear = (typeof EVENTS_PER_YEAR_RANGES)[number]['value'];
export const EVENTS_PER_YEAR_VALUES = EVENTS_PER_YEAR_RANGES.map((r) => r.value) as [
  TEventsPerYear,
  ...TEventsPerYear[],
];

/**
 * The spec's organizationType default for a new partner application: "1", the first organisation type
 * of its list. Our option ids are shared by every list, so the default is the list's first item (by
 * position), chosen by the server when none is sent and preselected by the form.
 */
export const DEFAULT_ORGANIZATION_TYPE_POSITION = 1;

export const VETTING_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type TVettingStatus = (typeof VETTING_STATUSES)[number];
/**
 * An event is also a DRAFT while its partner keeps it (Auto publish off): not in the administrators'
 * queue until the partner submits it, then PENDING.
 */
export const EVENT_STATUSES = ['DRAFT', ...VETTING_STATUSES] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];
/**
 * A partner can also be SUSPENDED: approved once, then taken out of the marketplace by an admin
 * (its events stop being public, orders made stay valid). Only an admin's APPROVED lifts it; unlike
 * REJECTED, the partner cannot resubmit it away. Events have no such state.
 */
export const PARTNER_VETTING_STATUSES = [...VETTING_STATUSES, 'SUSPENDED'] as const;
export type TPartnerVettingStatus = (typeof PARTNER_VETTING_STATUSES)[number];
/** What an admin may decide about an event version. */
export const EVENT_VETTING_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type TEventVettingDecision = (typeof EVENT_VETTING_DECISIONS)[number];
/** What an admin may decide about a partner. */
export const PARTNER_VETTING_DECISIONS = ['APPROVED', 'REJECTED', 'SUSPENDED'] as const;
export type TPartnerVettingDecision = (typeof PARTNER_VETTING_DECISIONS)[number];
/** The review promise made to partners: 2-3 business days. Past the upper bound a review is overdue. */
export const REVIEW_BUSINESS_DAYS = { min: 2, max: 3 } as const;

/** Address verification codes (ours, modelled on postcard verification). */
export const ADDRESS_CODE_TTL_DAYS = 30;
export const ADDRESS_CODE_MAX_ATTEMPTS = 5;
/** A new code may be requested once per this many hours. */
export const ADDRESS_CODE_REQUEST_INTERVAL_HOURS = 24;

/** How long an invitation to join a partner's team stays open (ours). */
export const PARTNER_INVITATION_TTL_DAYS = 7;
