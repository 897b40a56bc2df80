// What saving an event says when it refuses.

export const FAVOURITE_MESSAGES = {
  eventNotFound: 'No such event on the marketplace',
} as const;
