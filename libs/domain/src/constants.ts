// Business constants and limits from section 9 of both specs, each defined once.

// Attendance, duration, size ----------------------------------------------------------------

export const ATTENDANCE_TYPES = [
  { id: 1, name: 'In-Person' },
  { id: 2, name: 'Virtual' },
  { id: 3, name: 'Hybrid' },
] as const;
export type TAttendanceTypeId = (typeof ATTENDANCE_TYPES)[number]['id'];
export const ATTENDANCE_TYPE_IDS = ATTENDANCE_TYPES.map((t) => t.id) as readonly TAttendanceTypeId[];

export const EVENT_DURATIONS = [
  { id: 1, name: '1 day' },
  { id: 2, name: '2 days' },
  { id: 3, name: '3+ days' },
] as const;
export type TEventDurationId = (typeof EVENT_DURATIONS)[number]['id'];
export const EVENT_DURATION_IDS = EVENT_DURATIONS.map((d) => d.id) as readonly TEventDurationId[];

export const SIZE_METRICS = ['sqm', 'sqft'] as const;
export type TSizeMetric = (typeof SIZE_METRICS)[number];
export const DEFAULT_SIZE_METRIC: TSizeMetric = 'sqm';

// Currencies -----------------------------------------------------------------------------------

/** Every currency the product knows, with its ISO 4217 minor-unit exponent. */
export const CURRENCY_MINOR_UNITS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  AUD: 2,
  CAD: 2,
  NOK: 2,
} as const;
export type TCurrencyCode = keyof typeof CURRENCY_MINOR_UNITS;
export const CURRENCY_CODES = Object.keys(CURRENCY_MINOR_UNITS) as [TCurrencyCode, ...TCurrencyCode[]];
export const DEFAULT_CURRENCY = 'USD' satisfies TCurrencyCode;

export const FILTER_TICKET_CURRENCIES = ['USD', 'GBP', 'EUR'] as const satisfies readonly TCurrencyCode[];
export type TFilterTicketCurrency = (typeof FILTER_TICKET_CURRENCIES)[number];
export const DEFAULT_FILTER_TICKET_CURRENCY: TFilterTicketCurrency = 'USD';

export const TICKET_TYPE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'AUD',
  'CAD',
] as const satisfies readonly TCurrencyCode[];
export type TTicketTypeCurrency = (typeof TICKET_TYPE_CURRENCIES)[number];
/** The spec's event create sends USD; partners may pick another ticket-type currency. */
export const DEFAULT_EVENT_CURRENCY: TTicketTypeCurrency = 'USD';

export const BANK_CURRENCIES = ['USD', 'EUR', 'GBP', 'NOK'] as const satisfies readonly TCurrencyCode[];
export type TBankCurrency = (typeof BANK_CURRENCIES)[number];

export const SETTINGS_CURRENCIES = ['USD', 'EUR', 'GBP'] as const satisfies readonly TCurrencyCode[];
export type TSettingsCurrency = (typeof SETTINGS_CURRENCIES)[number];

// Settings choices -----------------------------------------------------------------------------

export const TIMEZONES = ['UTC', 'EST', 'PST', 'GMT'] as const;
export type TTimezone = (typeof TIMEZONES)[number];
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const CONTACT_METHODS = ['email', 'phone', 'sms'] as const;
export type TContactMethod = (typeof CONTACT_METHODS)[number];
export const EVENTS_PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
export type TEventsPerPage = (typeof EVENTS_PER_PAGE_CHOICES)[number];
export const DEFAULT_EVENTS_PER_PAGE: TEventsPerPage = 10;

// Sorting --------------------------------------------------------------------------------------

/** The spec's four, and the rating cards show (events without reviews last either way). */
export const SORT_CRITERIA = ['date', 'size', 'price', 'relevance', 'rating'] as const;
export type TSortCriteria = (typeof SORT_CRITERIA)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];
export const DEFAULT_SORT_CRITERIA: TSortCriteria = 'date';
export const DEFAULT_SORT_DIRECTION: TSortDirection = 'asc';

/** Partner and admin event lists sort by these (spec: date, capacity, tickets sold). */
export const MANAGED_EVENT_SORT_CRITERIA = ['date', 'capacity', 'ticketsSold'] as const;
export type TManagedEventSortCriteria = (typeof MANAGED_EVENT_SORT_CRITERIA)[number];

// Search paging --------------------------------------------------------------------------------

export const SEARCH_DEFAULT_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 100;
/** Far past any real result (2 million events at 20 a page); keeps OFFSET and the answer in range. */
export const SEARCH_MAX_PAGE = 100_000;
/** The search's date range is read within these days (UTC): outside them no event can be, and PostgreSQL's timestamps end. */
export const FILTER_DATE_MIN = '2000-01-01';
export const FILTER_DATE_MAX = '2199-12-31';
export const SEARCH_QUERY_MAX = 200;

// Accounts -------------------------------------------------------------------------------------

export const MIN_PASSWORD_LENGTH = 8;
/** Bcrypt reads at most 72 bytes of UTF-8; longer passwords are refused (see auth/password). */
export const PASSWORD_MAX_BYTES = 72;
export const MIN_AGE = 18;
export const PASSWORD_SPECIAL_CHARS = '!@#$%^&*(),.?":{}|<>';
export const PHONE_MIN_DIGITS = 10;
export const PARTNER_NAME_MIN = 2;
export const VERIFICATION_CODE_LENGTH = 6;
/** Upper bound for free-text fields with no spec limit, so the server never stores unbounded text. */
export const SHORT_TEXT_MAX = 255;
export const LONG_TEXT_MAX = 5000;
export const EMAIL_MAX = 254;
/** Field lengths, matching the database columns so a valid request never fails on insert. */
export const TEXT_LIMITS = {
  personName: 100,
  companyName: 200,
  jobTitle: 200,
  phoneNumber: 40,
  address: 500,
  city: 120,
  zipCode: 20,
  registrationNumber: 60,
  website: 300,
  eventName: 200,
  itemName: 200,
  policyName: 120,
  optionValue: 120,
  bankAccountName: 200,
  cardholderName: 200,
  contactHours: 100,
  documentName: 200,
} as const;

// Tickets and checkout -------------------------------------------------------------------------

export const TICKET_QTY_MIN = 0;
export const TICKET_QTY_MAX = 100_000;
/** Largest stock a ticket type may offer (the database's integer limit). */
export const TICKET_TYPE_QUANTITY_MAX = 2_147_483_647;
/** Ours: the public sees how many tickets (or places on an extra) are left once at most this many are ('Only 3 left'). */
export const LOW_STOCK_THRESHOLD = 10;
/** Ours (not in the spec): how long a created, unpaid order holds its tickets. */
export const HOLD_MINUTES = 15;
export const CARD_NUMBER_DIGITS = 16;
export const CARD_NUMBER_INPUT_MAX = 19;
export const EXPIRY_INPUT_MAX = 5;
export const CVV_MIN_DIGITS = 3;
export const CVV_MAX_DIGITS = 4;
export const CARDHOLDER_NAME_MIN = 3;
export const CARDHOLDER_ADDRESS_MIN = 5;
export const ZIP_MIN = 3;
export const ZIP_MAX = 10;
export const PAYMENT_SIMULATED_DELAY_MS = 1500;

// UI timing and display ------------------------------------------------------------------------

export const TOP_EVENTS = 4;
export const CAROUSEL_INTERVAL_MS = 5000;
export const DESCRIPTION_TRUNCATE = 150;
export const LOCATION_MIN_CHARS = 2;
export const LOCATION_DEBOUNCE_MS = 300;
export const OPTION_DEBOUNCE_MS = 500;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_WIDTH_PX = 400;
export const TOOLTIP_DELAY_MS = 50;

// Marketing figures shown on the home, partner and about pages ----------------------------------

export const PARTNER_PLAN_FROM_USD = 99;
export const PAYOUT_BUSINESS_DAYS = '2-3';
export const PARTNER_REVIEW_BUSINESS_DAYS = '2-3';
export const CONFIRMATION_EMAIL_MAX_MINUTES = 5;

// Partners -------------------------------------------------------------------------------------

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export type TCompanySize = (typeof COMPANY_SIZES)[number];

export const EVENTS_PER_YEAR_MAX = 1_000_000;
export const EVENTS_PER_YEAR_RANGES = [
  { value: '1-5', min: 1, max: 5 },
  { value: '5-10', min: 5, max: 10 },
  { value: '10-20', min: 10, max: 20 },
  { value: '20-50', min: 20, max: 50 },
  { value: '50-100', min: 50, max: 100 },
  { value: '100-200', min: 100, max: 200 },
  { value: '200+', min: 200, max: EVENTS_PER_YEAR_MAX },
] as const;
export type TEventsPerYear = (typeof EVENTS_PER_YEAR_RANGES)[number]['value'];
export const EVENTS_PER_YEAR_VALUES = EVENTS_PER_YEAR_RANGES.map((r) => r.value) as [
  TEventsPerYear,
  ...TEventsPerYear[],
];

/**
 * The spec's organizationType default for a new partner application: "1", the first organisation type
 * of its list. Our option ids are shared by every list, so the default is the list's first item (by
 * position), chosen by the server when none is sent and preselected by the form.
 */
export const DEFAULT_ORGANIZATION_TYPE_POSITION = 1;

export const VETTING_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type TVettingStatus = (typeof VETTING_STATUSES)[number];
/**
 * A partner can also be SUSPENDED: approved once, then taken out of the marketplace by an admin
 * (its events stop being public, orders made stay valid). Only an admin's APPROVED lifts it; unlike
 * REJECTED, the partner cannot resubmit it away. Events have no such state.
 */
export const PARTNER_VETTING_STATUSES = [...VETTING_STATUSES, 'SUSPENDED'] as const;
export type TPartnerVettingStatus = (typeof PARTNER_VETTING_STATUSES)[number];
/** What an admin may decide about an event version. */
export const EVENT_VETTING_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type TEventVettingDecision = (typeof EVENT_VETTING_DECISIONS)[number];
/** What an admin may decide about a partner. */
export const PARTNER_VETTING_DECISIONS = ['APPROVED', 'REJECTED', 'SUSPENDED'] as const;
export type TPartnerVettingDecision = (typeof PARTNER_VETTING_DECISIONS)[number];
/** The review promise made to partners: 2-3 business days. Past the upper bound a review is overdue. */
export const REVIEW_BUSINESS_DAYS = { min: 2, max: 3 } as const;

/** Address verification codes (ours, modelled on postcard verification). */
export const ADDRESS_CODE_TTL_DAYS = 30;
export const ADDRESS_CODE_MAX_ATTEMPTS = 5;
/** A new code may be requested once per this many hours. */
export const ADDRESS_CODE_REQUEST_INTERVAL_HOURS = 24;

/** How long an invitation to join a partner's team stays open (ours). */
export const PARTNER_INVITATION_TTL_DAYS = 7;

// Event form -----------------------------------------------------------------------------------

export const TAGLINE_MAX = 95;
export const EVENT_DESCRIPTION_MAX = 200;
export const OTHER_TEXT_MAX = 80;
export const DEFAULT_EVENT_START_TIME = '09:00';
export const DEFAULT_EVENT_END_TIME = '17:00';

// Uploads --------------------------------------------------------------------------------------

export const IMAGE_KINDS = ['thumbnail', 'banner'] as const;
export type TImageKind = (typeof IMAGE_KINDS)[number];
export const DOCUMENT_TYPES = ['agenda', 'exhibitor-list'] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];
export const UPLOAD_STATUSES = ['uploading', 'success', 'error'] as const;
export type TUploadStatus = (typeof UPLOAD_STATUSES)[number];
export const MAX_BANNER_IMAGES = 5;

const MB = 1024 * 1024;
/** Size and type limits per upload kind. Image and document sizes are ours; the spec gives the logo's. */
export const UPLOAD_LIMITS = {
  logo: {
    maxBytes: 2 * MB,
    mimeTypes: ['image/png', 'image/jpeg'],
    extensions: ['.png', '.jpg', '.jpeg'],
  },
  image: {
    maxBytes: 5 * MB,
    mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp'],
  },
  document: {
    maxBytes: 10 * MB,
    mimeTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    extensions: ['.pdf', '.doc', '.docx'],
  },
} as const;
export type TUploadKind = keyof typeof UPLOAD_LIMITS;
export const RECOMMENDED_IMAGE_SIZES = {
  logo: { width: 400, height: 400 },
  thumbnail: { width: 300, height: 500 },
  banner: { width: 800, height: 500 },
} as const;

// Option lists ---------------------------------------------------------------------------------

export const OPTION_LIST_NAMES = [
  'sectors',
  'jobTitles',
  'designations',
  'exhibitorTypes',
  'eventTypes',
  'attendeeClasses',
  'audiences',
  'numAttendees',
  'numExhibitors',
  'eventSizes',
  'organizationTypes',
  'subEventTypes',
] as const;
export type TOptionListName = (typeof OPTION_LIST_NAMES)[number];

/** The lists an admin may add to and remove from. */
export const ADMIN_EDITABLE_OPTION_LISTS = [
  'sectors',
  'jobTitles',
  'designations',
  'exhibitorTypes',
  'eventTypes',
  'attendeeClasses',
  'audiences',
] as const satisfies readonly TOptionListName[];
export type TAdminEditableOptionList = (typeof ADMIN_EDITABLE_OPTION_LISTS)[number];

export const OPTION_LIST_LABELS: Record<TOptionListName, string> = {
  sectors: 'Sectors',
  jobTitles: 'Job Titles',
  designations: 'Designations',
  exhibitorTypes: 'Exhibitor Types',
  eventTypes: 'Event Types',
  attendeeClasses: 'Attendee Classes',
  audiences: 'Audiences',
  numAttendees: 'Number of Attendees',
  numExhibitors: 'Number of Exhibitors',
  eventSizes: 'Event Sizes',
  organizationTypes: 'Organization Types',
  subEventTypes: 'Sub-event Types',
};

/** Search filter option for cancellation policies (the spec's only one: Free cancellation). */
export const CANCELLATION_FILTER_OPTIONS = [{ id: 'free-cancellation', name: 'Free cancellation' }] as const;
export type TCancellationFilterId = (typeof CANCELLATION_FILTER_OPTIONS)[number]['id'];
export const CANCELLATION_FILTER_IDS = CANCELLATION_FILTER_OPTIONS.map((o) => o.id) as [
  TCancellationFilterId,
  ...TCancellationFilterId[],
];

// Cancellation policies ------------------------------------------------------------------------

export const REFUND_PERCENT_MIN = 0;
export const REFUND_PERCENT_MAX = 100;
/** The spec's default period: full refund from 90 to 30 days before the event. */
export const DEFAULT_CANCELLATION_PERIOD = {
  percentageRefund: 100,
  startDaysBeforeEvent: 90,
  endDaysBeforeEvent: 30,
} as const;
/** The first period of a policy created in the partner form: 60 to 30 days. */
export const NEW_POLICY_DEFAULT_PERIOD = {
  percentageRefund: 100,
  startDaysBeforeEvent: 60,
  endDaysBeforeEvent: 30,
} as const;
export const ADDED_PERIOD_DAY_STEP = 15;
/** A policy offers 'Free cancellation' when a 100% refund lasts until at most this many days before the event. */
export const FREE_CANCELLATION_MAX_END_DAYS = 1;

// Roles ----------------------------------------------------------------------------------------

export const ROLES = ['admin', 'partner', 'attendee', 'visitor'] as const;
export type TRole = (typeof ROLES)[number];

// Settings defaults ----------------------------------------------------------------------------

export const SETTINGS_DEFAULTS = {
  notifications: {
    emailNotifications: true,
    registrationAlerts: true,
    marketingEmails: false,
    dailyDigest: true,
    instantAlerts: true,
  },
  portfolio: {
    autoPublish: false,
    defaultCurrency: 'USD' as TSettingsCurrency,
    defaultTimezone: 'UTC' as TTimezone,
    defaultLanguage: 'en' as TLanguage,
    maxEventsPerPage: DEFAULT_EVENTS_PER_PAGE,
  },
  contact: {
    preferredContactMethod: 'email' as TContactMethod,
    // Ours: the spec names the field but gives no default.
    contactHours: '',
    language: 'en' as TLanguage,
  },
} as const;

// Orders ---------------------------------------------------------------------------------------

/** An order is pending from creation until paid; unpaid past HOLD_MINUTES it expires. */
export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_SUMMARY_SORT_COLUMNS = [
  'datetime',
  'purchaserEmail',
  'eventName',
  'numberOfTickets',
  'totalPrice',
] as const;
export type TOrderSummarySortColumn = (typeof ORDER_SUMMARY_SORT_COLUMNS)[number];
/** The admin registrations table starts newest first. */
export const ADMIN_ORDERS_DEFAULT_SORT = { criteria: 'datetime', direction: 'desc' } as const;
