// A small GET /api/options/ answer for page tests of the three apps.
import type { TOptionsResponse } from '@pavilion/domain';

export const TEST_OPTIONS: TOptionsResponse = {
  sectors: [
    { id: 3, name: 'Technology', sectorSubtypes: [] },
    { id: 7, name: 'Healthcare', sectorSubtypes: [] },
  ],
  countries: [
    { id: 44, name: 'United Kingdom', code: 'GB', dialCode: '+44', flag: '' },
    { id: 49, name: 'Germany', code: 'DE', dialCode: '+49', flag: '🇩🇪' },
  ],
  jobTitles: [
    { id: 11, name: 'Chief Executive Officer' },
    { id: 12, name: 'Event Manager' },
  ],
  eventTypes: [],
  attendeeClasses: [],
  designations: [],
  exhibitorTypes: [],
  numAttendees: [],
  numExhibitors: [],
  audiences: [],
  eventSizes: [],
  organizationTypes: [],
  subEventTypes: [],
};
