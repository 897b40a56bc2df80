// What the console's settings say: the option lists, the home offer and the platform fee.
import { defineMessages } from '@pavilion/domain';

export const SETTINGS_TEXT = defineMessages('admin.settings', {
  optionLists: 'Option lists',
  lead: 'The values partners and attendees choose from. A removed value is no longer offered for new choices; events and people that chose it keep it. The home page’s banner is set under <offer>Home offer</offer>, the platform’s commission under <fee>Platform fee</fee>.',
  loadingLists: 'Loading the option lists',
  added: '{restored, select, yes {{name} is back in {list}} other {{name} added to {list}}}',
  notAdded: 'The value could not be added to {list}.',
  removed: '{name} removed from {list}',
  notRemoved: '{name} could not be removed.',
  items: '{count, plural, one {# item} other {# items}}',
  newValue: 'New value for {list}',
  addTo: 'Add to {list}',
  add: 'Add',
  values: '{list} values',
  remove: 'Remove {name}',
  homeOffer: 'Home offer',
  offerLead:
    'The banner on the marketplace’s home page. It promises a saving buyers get with the organisers’ promo codes; it is not a discount of its own. Times are UTC.',
  loadingOffer: 'Loading the offer',
  offerFailed: 'The offer could not be loaded',
  offerSaved: 'The home offer is saved',
  offerNotSavedRetry: 'The offer was not saved. Please try again.',
  shown: 'Shown on the home page',
  notShown: 'Not shown',
  offerNotSaved: 'The offer was not saved',
  /** The headline's field in one of the four languages. */
  headlineIn:
    '{language, select, en {Headline in English} es {Headline in Spanish} fr {Headline in French} de {Headline in German} other {Headline}}',
  percentage: 'Percentage',
  validUntil: 'Valid until (UTC)',
  validUntilHint: 'Blank: until switched off.',
  showOffer: 'Show the offer',
  saving: 'Saving...',
  saveOffer: 'Save offer',
  rate: '{percent, number} % + {fixed, number, ::.00} per ticket',
  platformFee: 'Platform fee',
  feesLead:
    'The platform’s commission on each paid ticket: a percentage of what the ticket paid plus a fixed amount in the ticket’s currency. A new rate applies to sales from now on.',
  loadingFees: 'Loading the fees',
  feesFailed: 'The fees could not be loaded',
  default: 'Default',
  now: 'Now: {rate}',
  saveDefault: 'Save the default',
  defaultSaved: 'The default platform fee is saved',
  ownRates: 'Partners with their own rate',
  notRemovedRate: 'The rate was not removed',
  everyDefault: 'Every partner pays the default.',
  partner: 'Partner',
  rateHeader: 'Rate',
  action: 'Action',
  backToDefault: 'Back to the default',
  backToDefaultFor: ' for {partner}',
  giveOwnRate: 'Give a partner its own rate',
  choosePartner: 'Choose a partner',
  savePartnerRate: 'Save the partner’s rate',
  partnerSaved: 'The partner’s platform fee is saved',
  rateForm: '{kind, select, default {The default rate} other {The partner rate}}',
  rateNotSaved: 'The rate was not saved',
  percentLabel: 'Percentage of what each ticket paid',
  fixedLabel: 'Fixed amount per ticket (ticket’s currency)',
});

/** An option list's name, as the console's settings head it. */
export const OPTION_LIST_TEXT = defineMessages('admin.optionLists', {
  name: '{list, select, sectors {Sectors} jobTitles {Job Titles} designations {Designations} exhibitorTypes {Exhibitor Types} eventTypes {Event Types} attendeeClasses {Attendee Classes} audiences {Audiences} other {{list}}}',
  editNames: 'Names of {name} in every language',
});

/** The form that edits a value's names in the four languages. */
export const OPTION_NAMES_FORM_TEXT = defineMessages('admin.optionNamesForm', {
  heading: 'The names of {name}',
  nameIn:
    '{language, select, en {Name in English} es {Name in Spanish} fr {Name in French} de {Name in German} other {Name}}',
  save: 'Save names',
  cancel: 'Cancel',
  saved: 'The names of {name} in {list} are saved',
  notSaved: 'The names were not saved. Please try again.',
  loading: 'Loading the names',
  loadFailed: 'The names could not be loaded.',
});

export const settingsKey = (name: keyof typeof SETTINGS_TEXT) => `admin.settings.${name}`;
