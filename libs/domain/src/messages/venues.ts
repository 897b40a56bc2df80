// What the venues area says.
import { defineMessages } from '../i18n';

export const VENUE_MESSAGES = defineMessages('venues', {
  nameRequired: 'Enter the venue name',
  streetRequired: 'Enter the street and number',
  postalCodeRequired: 'Enter the postal code',
  cityRequired: 'Enter the city',
  countryRequired: 'Choose the country',
  countryUnknown: 'Choose a country from the list',
  latitudeInvalid: 'Latitude is a number from -90 to 90',
  longitudeInvalid: 'Longitude is a number from -180 to 180',
  coordinatesTogether: 'Enter both latitude and longitude, or neither',
  websiteInvalid: 'Please enter a valid website address',
  timeZoneInvalid: 'Choose a time zone from the list',
  timeZoneNeeded: 'Choose the time zone: the city is not one we know yet',
  venueNotFound: 'Venue not found',
  notProposed: 'Only a proposed venue can be merged: this one is already approved or merged',
  mergeTargetInvalid: 'Merge into an approved venue other than this one',
  placesUnavailable: 'The places service is not answering. Try again in a moment, or enter the venue by hand.',
});
