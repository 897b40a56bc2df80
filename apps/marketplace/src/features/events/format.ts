// Dates as the marketplace shows them: en-US, in UTC so every visitor sees the event's published time.
const dateFmt = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dateTimeFmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

export const formatEventDate = (iso: string) => dateFmt.format(new Date(iso));
export const formatEventDateTime = (iso: string) => dateTimeFmt.format(new Date(iso));
