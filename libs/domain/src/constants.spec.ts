import * as C from './constants';

describe('constants (spec section 9)', () => {
  it('attendance types and durations keep their ids', () => {
    expect(C.ATTENDANCE_TYPES).toEqual([
      { id: 1, name: 'In-Person' },
      { id: 2, name: 'Virtual' },
      { id: 3, name: 'Hybrid' },
    ]);
    expect(C.ATTENDANCE_TYPE_IDS).toEqual([1, 2, 3]);
    expect(C.EVENT_DURATIONS).toEqual([
      { id: 1, name: '1 day' },
      { id: 2, name: '2 days' },
      { id: 3, name: '3+ days' },
    ]);
  });

  it('size metric and currencies', () => {
    expect(C.SIZE_METRICS).toEqual(['sqm', 'sqft']);
    expect(C.DEFAULT_SIZE_METRIC).toBe('sqm');
    expect(C.FILTER_TICKET_CURRENCIES).toEqual(['USD', 'GBP', 'EUR']);
    expect(C.DEFAULT_FILTER_TICKET_CURRENCY).toBe('USD');
    expect(C.TICKET_TYPE_CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD']);
    expect(C.BANK_CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'NOK']);
    // Every currency tickets sell in can be paid out.
    for (const code of C.TICKET_TYPE_CURRENCIES) expect(C.BANK_CURRENCIES).toContain(code);
    expect(C.SETTINGS_CURRENCIES).toEqual(['USD', 'EUR', 'GBP']);
    expect(C.DEFAULT_EVENT_CURRENCY).toBe('USD');
    expect(C.CURRENCY_MINOR_UNITS.JPY).toBe(0);
    for (const code of ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'NOK'] as const)
      expect(C.CURRENCY_MINOR_UNITS[code]).toBe(2);
  });

  it('settings choices and defaults', () => {
    expect(C.TIMEZONES).toEqual(['UTC', 'EST', 'PST', 'GMT']);
    expect(C.LANGUAGES).toEqual(['en', 'es', 'fr', 'de']);
    expect(C.CONTACT_METHODS).toEqual(['email', 'phone', 'sms']);
    expect(C.EVENTS_PER_PAGE_CHOICES).toEqual([10, 25, 50, 100]);
    expect(C.SETTINGS_DEFAULTS).toEqual({
      notifications: {
        emailNotifications: true,
        registrationAlerts: true,
        marketingEmails: false,
        dailyDigest: true,
        instantAlerts: true,
      },
      portfolio: {
        autoPublish: false,
        defaultCurrency: 'USD',
        defaultTimezone: 'UTC',
        defaultLanguage: 'en',
        maxEventsPerPage: 10,
      },
      contact: { preferredContactMethod: 'email', contactHours: '', language: 'en' },
    });
  });

  it('sorting', () => {
    expect(C.SORT_CRITERIA).toEqual(['recommended', 'date', 'size', 'price', 'relevance', 'rating']);
    expect(C.SORT_DIRECTIONS).toEqual(['asc', 'desc']);
    expect([C.DEFAULT_SORT_CRITERIA, C.DEFAULT_SORT_DIRECTION]).toEqual(['date', 'asc']);
    expect(C.MANAGED_EVENT_SORT_CRITERIA).toEqual(['date', 'capacity', 'ticketsSold']);
    expect(C.ADMIN_ORDERS_DEFAULT_SORT).toEqual({ criteria: 'datetime', direction: 'desc' });
  });

  it('limits and timings', () => {
    expect(C.MIN_PASSWORD_LENGTH).toBe(8);
    expect(C.MIN_AGE).toBe(18);
    expect(C.PASSWORD_SPECIAL_CHARS).toBe('!@#$%^&*(),.?":{}|<>');
    expect([C.TICKET_QTY_MIN, C.TICKET_QTY_MAX]).toEqual([0, 100000]);
    expect(C.CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(C.DESCRIPTION_TRUNCATE).toBe(150);
    expect([C.LOCATION_MIN_CHARS, C.LOCATION_DEBOUNCE_MS, C.OPTION_DEBOUNCE_MS]).toEqual([2, 300, 500]);
    expect(C.HOLD_MINUTES).toBe(15);
    expect(C.TOP_EVENTS).toBe(4);
    expect(C.TOAST_DURATION_MS).toBe(5000);
    expect(C.PAYMENT_SIMULATED_DELAY_MS).toBe(1500);
    expect(C.VERIFICATION_CODE_LENGTH).toBe(6);
    expect([C.CARD_NUMBER_DIGITS, C.CARD_NUMBER_INPUT_MAX, C.EXPIRY_INPUT_MAX]).toEqual([16, 19, 5]);
    expect([C.ZIP_MIN, C.ZIP_MAX]).toEqual([3, 10]);
  });

  it('partner and event form limits', () => {
    expect(C.COMPANY_SIZES).toEqual(['1-10', '11-50', '51-200', '201-500', '501+']);
    expect(C.EVENTS_PER_YEAR_VALUES).toEqual(['1-5', '5-10', '10-20', '20-50', '50-100', '100-200', '200+']);
    expect(C.EVENTS_PER_YEAR_RANGES.at(-1)).toEqual({ value: '200+', min: 200, max: 1_000_000 });
    expect(C.VETTING_STATUSES).toEqual(['PENDING', 'APPROVED', 'REJECTED']);
    expect(C.MAX_BANNER_IMAGES).toBe(5);
    expect([C.TAGLINE_MAX, C.EVENT_DESCRIPTION_MAX, C.OTHER_TEXT_MAX]).toEqual([95, 200, 80]);
    expect([C.DEFAULT_EVENT_START_TIME, C.DEFAULT_EVENT_END_TIME]).toEqual(['09:00', '17:00']);
    expect(C.DEFAULT_ORGANIZATION_TYPE_POSITION).toBe(1);
  });

  it('uploads', () => {
    expect(C.IMAGE_KINDS).toEqual(['thumbnail', 'banner']);
    expect(C.DOCUMENT_TYPES).toEqual(['agenda', 'exhibitor-list']);
    expect(C.UPLOAD_STATUSES).toEqual(['uploading', 'success', 'error']);
    expect(C.UPLOAD_LIMITS.logo.maxBytes).toBe(2 * 1024 * 1024);
    expect(C.UPLOAD_LIMITS.logo.mimeTypes).toEqual(['image/png', 'image/jpeg']);
    expect(C.UPLOAD_LIMITS.image.maxBytes).toBe(5 * 1024 * 1024);
    expect(C.UPLOAD_LIMITS.document.maxBytes).toBe(10 * 1024 * 1024);
    expect(C.UPLOAD_LIMITS.document.extensions).toEqual(['.pdf', '.doc', '.docx']);
  });

  it('option lists, and which ones admins edit', () => {
    expect(C.ADMIN_EDITABLE_OPTION_LISTS).toEqual([
      'sectors',
      'jobTitles',
      'designations',
      'exhibitorTypes',
      'eventTypes',
      'attendeeClasses',
      'audiences',
    ]);
    // The lists admins edit come first, then the fixed ones.
    expect(C.OPTION_LIST_NAMES).toEqual([
      ...C.ADMIN_EDITABLE_OPTION_LISTS,
      'numAttendees',
      'numExhibitors',
      'eventSizes',
      'organizationTypes',
      'subEventTypes',
    ]);
    expect(C.CANCELLATION_FILTER_IDS).toEqual(['free-cancellation']);
  });

  it('cancellation policy defaults', () => {
    expect(C.DEFAULT_CANCELLATION_PERIOD).toEqual({
      percentageRefund: 100,
      startDaysBeforeEvent: 90,
      endDaysBeforeEvent: 30,
    });
    expect(C.NEW_POLICY_DEFAULT_PERIOD).toEqual({
      percentageRefund: 100,
      startDaysBeforeEvent: 60,
      endDaysBeforeEvent: 30,
    });
    expect(C.ADDED_PERIOD_DAY_STEP).toBe(15);
  });
});
