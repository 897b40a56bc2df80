// What the console's sponsorships page says: the price per day and the sponsorships bought.
import { defineMessages } from '@pavilion/domain';
import { withPlaceholders } from '../../components/messages';

export const SPONSORSHIPS_TEXT = defineMessages('admin.sponsorships', {
  all: 'All',
  title: 'Sponsorships',
  lead: 'Partners buy days (UTC) in which an event of theirs may be shown second on the first page of a search, with a “Sponsored” badge. The cost is taken from the partner’s balance when bought.',
  pricePerDay: 'Price per day',
  loadingPrice: 'Loading the price',
  priceFailed: 'The price could not be loaded',
  priceForm: 'Sponsorship price per day',
  priceNotSaved: 'The price was not saved',
  priceSaved: 'The sponsorship price is saved',
  priceNow: 'Now: {amount} a day, since {date}. A new price applies to purchases from now on.',
  noPrice: 'No price is set: partners cannot buy sponsorship yet. A new price applies to purchases from now on.',
  priceLabel: 'Price per day ({currency})',
  savePrice: 'Save the price',
  listName: 'Sponsorships list',
  status: 'Status',
  search: 'Search sponsorships',
  searchPlaceholder: 'Event or partner',
  loading: 'Loading sponsorships',
  failed: 'The sponsorships could not be loaded',
  empty: 'No sponsorships here',
  pages: 'Sponsorship pages',
  caption: 'Sponsorships',
  event: 'Event',
  partner: 'Partner',
  days: 'Days (UTC)',
  dayRange: '{first} to {last}',
  amount: 'Amount',
  amountCredited: '{amount} ({credited} credited)',
  bought: 'Bought',
  actions: 'Actions',
  endEarly: 'End early',
  endEarlyOf: ' the sponsorship of {event}',
  endReason: 'Reason: {reason}',
  endTitle: 'End the sponsorship of {event}',
  endDescription:
    '{partner}, {first} to {last}. The event leaves the sponsored place at once; the whole days after today are credited back to the partner.',
  endForm: 'End the sponsorship',
  notEnded: 'The sponsorship was not ended',
  ended: 'Sponsorship ended; {credited} credited back',
  reason: 'Reason',
  endSponsorship: 'End sponsorship',
});

export const priceNowText = withPlaceholders<'amount' | 'date'>(SPONSORSHIPS_TEXT.priceNow);
export const endDescriptionText = withPlaceholders<'partner' | 'first' | 'last'>(SPONSORSHIPS_TEXT.endDescription);
