// What the public event reads say when they refuse.
export const EVENT_MESSAGES = {
  notFound: 'Event not found',
} as const;
