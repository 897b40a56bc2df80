// What the page kit says itself: the list's count and sort and the shared field groups (the guard's
// words are role-route.messages.ts, loaded with every page). Texts a page gives the kit (titles,
// labels) are the page's.
import { defineMessages } from '@pavilion/domain';

export const LIST_TEXT = defineMessages('pageKit.list', {
  /**
   * The count under a paged list: 'Showing 21-40 of 57 orders', 'of about 12,000' for an estimated total;
   * `count` (the total as a number) chooses the noun's singular or plural.
   */
  count:
    'Showing {first}-{last} of {estimate, select, yes {about {total}} other {{total}}} {count, plural, one {{kind, select, attendees {attendee} claims {claim} codes {code} documents {document} entries {entry} events {event} messages {message} orders {order} partners {partner} payouts {payout} people {person} policies {policy} refunds {refund} registrations {registration} replies {reply} reviews {review} sponsorships {sponsorship} strikes {strike} tickets {ticket} other {item}}} other {{kind, select, attendees {attendees} claims {claims} codes {codes} documents {documents} entries {entries} events {events} messages {messages} orders {orders} partners {partners} payouts {payouts} people {people} policies {policies} refunds {refunds} registrations {registrations} replies {replies} reviews {reviews} sponsorships {sponsorships} strikes {strikes} tickets {tickets} other {items}}}}',
  sortBy: 'Sort by',
  sortedAscending: '{label}, ascending',
  sortedDescending: '{label}, descending',
});

export const FIELDS_TEXT = defineMessages('pageKit.fields', {
  address: 'Address',
  city: 'City',
  zipCode: 'Zip code',
  country: 'Country',
  selectCountry: 'Select a country',
  companyName: 'Company name',
  registeredCompanyName: 'Registered company name',
  registrationNumber: 'Registration number',
  organisationType: 'Organisation type',
  selectType: 'Select a type',
  companyEmail: 'Company email',
  companyWebsite: 'Company website',
  companySize: 'Company size',
  selectSize: 'Select a size',
  employees: '{size} employees',
  eventsPerYear: 'Events per year',
  selectRange: 'Select a range',
  industrySectors: 'Industry sectors',
  firstName: 'First name',
  surname: 'Surname',
  email: 'Email',
  companyPhone: 'Company phone number',
  dialCode: 'Dial code',
  phoneNumber: 'Phone number',
  password: 'Password',
  confirmPassword: 'Confirm password',
  strongPassword: 'A strong password has:',
});
