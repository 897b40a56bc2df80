// Dates as every app shows an event: en-US, in UTC so every reader sees the event's published time.
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

/** 'Sun, Sep 1, 2030' */
export const formatEventDate = (iso: string) => dateFmt.format(new Date(iso));
/** 'Sep 1, 2030, 8:00 AM UTC' */
export const formatEventDateTime = (iso: string) => dateTimeFmt.format(new Date(iso));
/** '8:00 AM UTC' */
export const formatEventTime = (iso: string) => timeFmt.format(new Date(iso));
