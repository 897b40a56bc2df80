// The language a test block runs in: `inLanguage('de')` inside a describe (or at a file's top).
import { DEFAULT_LOCALE, loadCatalogues, setLocaleSource, type AnyLocale } from './i18n';

/**
 * Runs the tests around the call in one language: loads its catalogues once, switches to it before
 * each test and back to the default language after each one, so no other test reads it.
 */
export function inLanguage(locale: AnyLocale): void {
  beforeAll(() => loadCatalogues(locale));
  beforeEach(() => setLocaleSource(() => locale));
  afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));
}
