// What the reference list routes say when they refuse.
import { defineMessages } from '../i18n';
export const OPTION_MESSAGES = defineMessages('options', {
  unknownList: 'Unknown option list: use one of the lists of GET /api/options/ (e.g. job-titles, countries)',
  locationNotFound: 'Location not found',
  placeNotFound: 'Place not found',
});
