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
  announced: 'Changes announced',
  noneAnnounced: 'No change is announced.',
  appliesFromHeader: 'Applies from',
  appliesFrom: 'Applies from (UTC)',
  appliesFromHint:
    'Blank: at once. A rate that takes more from any ticket applies at least {days} days ahead; the partners concerned are emailed either way.',
  feesLead:
    'The platform’s commission on each paid ticket: a percentage of what the ticket paid plus a fixed amount in the ticket’s currency. A new rate applies to sales from its moment on; sales already made keep theirs.',
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
  searchPartner: 'Type part of a partner’s name',
  searchPartnerHint: 'Approved partners only',
  searchingPartners: 'Searching...',
  partnersFailed: 'The partners could not be searched. Please try again.',
  noPartnerMatches: 'No approved partner has this name',
  partnerMatches: '{count, plural, one {# approved partner} other {# approved partners}}',
  partnerMatchesOf: 'The first {count} of {total} approved partners by name: type more of the name to narrow',
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

/** The legal documents' versions: what this release holds, publishing it, and what was published. */
export const LEGAL_VERSIONS_TEXT = defineMessages('admin.legalVersions', {
  title: 'Legal documents',
  lead: 'The customer terms, the privacy notice, the content guidelines and the partner contract each carry a version that changes with their text. A release brings its texts; publish each new version here, with the moment it applies from. A significant change applies no sooner than its notice: everyone concerned is emailed in their language before, and asked to accept it at their next sign-in or order.',
  loading: 'Loading the legal documents',
  failed: 'The legal documents could not be loaded',
  inRelease: 'In this release',
  document: 'Document',
  version: 'Version',
  dated: 'Dated',
  status: 'Status',
  published: 'Published',
  notPublished: 'Not published yet',
  documentName:
    '{document, select, customerTerms {Customer terms} privacyNotice {Privacy notice} contentGuidelines {Content guidelines} other {Partner contract}}',
  publishForm: 'Publish {name}, version {version}',
  significant: 'A significant change: everyone concerned is emailed before it applies and asked to accept it',
  appliesFrom: 'Applies from (UTC)',
  publish: 'Publish version {version}',
  publishedToast: '{name}, version {version}, is published',
  notPublishedAlert: 'The version was not published',
  history: 'Published versions',
  appliesFromHeader: 'Applies from',
  publishedAt: 'Published on',
  change: 'Change',
  changeKind: '{significant, select, yes {Significant} other {Minor}}',
  none: 'No version is published yet.',
  settingsLink:
    'Versions of the terms, the privacy notice, the guidelines and the partner contract: <legal>Legal documents</legal>.',
});
export const legalKey = (name: keyof typeof LEGAL_VERSIONS_TEXT) => `admin.legalVersions.${name}`;
