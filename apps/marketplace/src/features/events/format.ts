// Dates and labels as the marketplace shows them: en-US, in UTC so every visitor sees the event's published time.
const dateFmt = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFmt = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const timeFmt = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

export const formatEventDate = (iso: string) => dateFmt.format(new Date(iso));
export const formatEventDateTime = (iso: string) => dateTimeFmt.format(new Date(iso));
export const formatEventTime = (iso: string) => timeFmt.format(new Date(iso));

/** The organiser's own type wins when they chose "other" and named it. */
export function eventTypeLabel(event: { eventType: string | null; otherEventType: string | null }): string | null {
  return event.otherEventType?.trim() || event.eventType;
}
