// What the location area says.

export const LOCATION_MESSAGES = {
  venueUnknown: 'Please choose a venue from the search results',
  placeMismatch: 'The place id does not belong to the chosen venue',
  eventNotFound: 'Event not found',
} as const;
