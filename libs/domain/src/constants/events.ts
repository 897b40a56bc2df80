// An event's attendance types, durations and size metrics, and the event form's limits and default times.

export const ATTENDANCE_TYPES = [
  { id: 1, name: 'In-Person' },
  { id: 2, name: 'Virtual' },
  { id: 3, name: 'Hybrid' },
] as const;
export type TAttendanceTypeId = (typeof ATTENDANCE_TYPES)[number]['id'];
export const ATTENDANCE_TYPE_IDS = ATTENDANCE_TYPES.map((t) => t.id) as readonly TAttendanceTypeId[];

export const EVENT_DURATIONS = [
  { id: 1, name: '1 day' },
  { id: 2, name: '2 days' },
  { id: 3, name: '3+ days' },
] as const;
export type TEventDurationId = (typeof EVENT_DURATIONS)[number]['id'];
export const EVENT_DURATION_IDS = EVENT_DURATIONS.map((d) => d.id) as readonly TEventDurationId[];

export const SIZE_METRICS = ['sqm', 'sqft'] as const;
export type TSizeMetric = (typeof SIZE_METRICS)[number];
export const DEFAULT_SIZE_METRIC: TSizeMetric = 'sqm';

export const TAGLINE_MAX = 95;
export const EVENT_DESCRIPTION_MAX = 200;
export const OTHER_TEXT_MAX = 80;
export const DEFAULT_EVENT_START_TIME = '09:00';
export const DEFAULT_EVENT_END_TIME = '17:00';
