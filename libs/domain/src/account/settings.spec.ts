import { SETTINGS_DEFAULTS } from '../constants';
import { errorsOf, parseOk } from '../spec-helpers';
import {
  flattenSettings,
  groupSettings,
  isGroupedSettingsInput,
  type TSettings,
  settingsAnswer,
  ZEventsPerPage,
  ZFlatSettings,
  ZSettings,
  ZSettingsAnswer,
  ZSettingsBody,
} from './settings';

describe('ZSettings', () => {
  it('gives the spec defaults for nothing', () => {
    expect(parseOk(ZSettings, undefined)).toEqual(SETTINGS_DEFAULTS);
    expect(parseOk(ZSettings, {})).toEqual(SETTINGS_DEFAULTS);
    expect(parseOk(ZSettings, {}).notifications.marketingEmails).toBe(false);
  });

  it('fills missing fields from defaults and keeps the given ones', () => {
    const settings = parseOk(ZSettings, {
      notifications: { marketingEmails: true },
      portfolio: { defaultCurrency: 'GBP' },
    });
    expect(settings.notifications).toEqual({ ...SETTINGS_DEFAULTS.notifications, marketingEmails: true });
    expect(settings.portfolio.defaultCurrency).toBe('GBP');
    expect(settings.portfolio.defaultTimezone).toBe('UTC');
  });

  it('refuses values outside the choices', () => {
    expect(
      errorsOf(ZSettings, { portfolio: { defaultCurrency: 'JPY', defaultTimezone: 'CET', defaultLanguage: 'it' } }),
    ).toEqual({
      'portfolio.defaultCurrency': 'Please select a valid currency',
      'portfolio.defaultTimezone': 'Please select a valid option',
      'portfolio.defaultLanguage': 'Please select a valid option',
    });
    expect(errorsOf(ZSettings, { contact: { preferredContactMethod: 'fax' } })).toEqual({
      'contact.preferredContactMethod': 'Please select a valid option',
    });
  });
});

describe('ZEventsPerPage', () => {
  it('accepts 10, 25, 50, 100 as numbers or select text', () => {
    expect(parseOk(ZEventsPerPage, '25')).toBe(25);
    expect(parseOk(ZEventsPerPage, 100)).toBe(100);
    expect(errorsOf(ZEventsPerPage, 20)).toEqual({ _: 'Please select a valid option' });
    expect(errorsOf(ZEventsPerPage, 'ten')).toEqual({ _: 'Please select a valid option' });
  });
});

describe('ZFlatSettings', () => {
  it('gives the spec defaults flat, and converts to and from the grouped shape', () => {
    const flat = parseOk(ZFlatSettings, {});
    expect(groupSettings(flat)).toEqual(SETTINGS_DEFAULTS);
    expect(flattenSettings(SETTINGS_DEFAULTS as TSettings)).toEqual(flat);
    const changed = parseOk(ZFlatSettings, { marketingEmails: true, maxEventsPerPage: '50', language: 'de' });
    expect(groupSettings(changed)).toEqual({
      ...SETTINGS_DEFAULTS,
      notifications: { ...SETTINGS_DEFAULTS.notifications, marketingEmails: true },
      portfolio: { ...SETTINGS_DEFAULTS.portfolio, maxEventsPerPage: 50 },
      contact: { ...SETTINGS_DEFAULTS.contact, language: 'de' },
    });
  });

  it('reports errors under the flat field names', () => {
    expect(errorsOf(ZFlatSettings, { defaultCurrency: 'JPY', preferredContactMethod: 'fax' })).toEqual({
      defaultCurrency: 'Please select a valid currency',
      preferredContactMethod: 'Please select a valid option',
    });
  });

  it('tells a grouped body from a flat one', () => {
    expect(isGroupedSettingsInput({ portfolio: {} })).toBe(true);
    expect(isGroupedSettingsInput({ marketingEmails: true })).toBe(false);
    expect(isGroupedSettingsInput(null)).toBe(false);
  });
});

describe('ZSettingsBody (PUT /api/settings)', () => {
  it('takes the flat fields or the grouped shape, and fills the rest with the defaults', () => {
    expect(parseOk(ZSettingsBody, {})).toEqual(SETTINGS_DEFAULTS);
    expect(parseOk(ZSettingsBody, { marketingEmails: true, maxEventsPerPage: '25' })).toEqual({
      ...SETTINGS_DEFAULTS,
      notifications: { ...SETTINGS_DEFAULTS.notifications, marketingEmails: true },
      portfolio: { ...SETTINGS_DEFAULTS.portfolio, maxEventsPerPage: 25 },
    });
    expect(parseOk(ZSettingsBody, { contact: { language: 'es' } }).contact.language).toBe('es');
  });

  it('keys each message like the body, and names what is expected', () => {
    expect(errorsOf(ZSettingsBody, { dailyDigest: 'no', contactHours: 9 })).toEqual({
      dailyDigest: 'Daily digest must be true or false',
      contactHours: 'Contact hours must be text',
    });
    expect(errorsOf(ZSettingsBody, { portfolio: { autoPublish: 1 }, notifications: 'all' })).toEqual({
      'portfolio.autoPublish': 'Auto publish must be true or false',
      notifications: 'Notification settings must be a JSON object',
    });
    expect(errorsOf(ZSettingsBody, [])).toEqual({ _: 'The request body must be a JSON object' });
  });

  it('is answered flat and grouped side by side', () => {
    const answer = settingsAnswer(SETTINGS_DEFAULTS as TSettings);
    expect(parseOk(ZSettingsAnswer, answer)).toEqual(answer);
    expect(answer).toMatchObject({ marketingEmails: false, notifications: SETTINGS_DEFAULTS.notifications });
  });
});
