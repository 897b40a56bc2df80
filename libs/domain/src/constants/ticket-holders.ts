// Tickets named later and attendees changed: the partner's cutoff and the naming reminders.

/** Until how many hours before its start an event's attendees can be changed, unless its partner sets otherwise. */
export const ATTENDEE_CHANGE_CUTOFF_HOURS_DEFAULT = 24;
/** The longest cutoff a partner may set: 30 days before the start. */
export const ATTENDEE_CHANGE_CUTOFF_HOURS_MAX = 720;

/**
 * The reminders a buyer gets while tickets of their order are not named: a week and a day before the
 * event, each once, and only for an order paid before its window began.
 */
export const NAMING_REMINDERS = [
  { kind: 'week', beforeStartHours: 7 * 24 },
  { kind: 'day', beforeStartHours: 24 },
] as const;
export type TNamingReminderKind = (typeof NAMING_REMINDERS)[number]['kind'];
