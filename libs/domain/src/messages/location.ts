// What the location area says.
import { defineMessages } from '../i18n';

export const LOCATION_MESSAGES = defineMessages('location', {
  venueUnknown: 'Please choose a venue from the search results',
  placeMismatch: 'The place id does not belong to the chosen venue',
});
