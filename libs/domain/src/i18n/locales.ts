// The languages the product speaks, and how a request's language is chosen from what a browser asks for.
import { LANGUAGES, type TLanguage } from '../constants/settings';

/** The product's languages: the settings' choices. English is the source every catalogue translates. */
export const LOCALES = LANGUAGES;
export type Locale = TLanguage;
export const DEFAULT_LOCALE: Locale = 'en';
/**
 * Accented English about a third longer, made from the English texts: a page shown in it reveals any
 * text that is not a catalogue message (it stays plain) and any layout that breaks on longer words.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language's name in itself, as a language switch shows it (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/** The cookie that keeps a visitor's language between visits and across the three apps. */
export const LOCALE_COOKIE = 'pavilion_lang';
/** How long the language cookie lasts after the visitor last chose a language (its Max-Age). */
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isAnyLocale(value: unknown): value is AnyLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

/**
 * The first of the product's languages an Accept-Language header asks for, by its q-values (RFC 9110,
 * 12.5.4), matching on the primary tag ('de-AT' asks for German); undefined when it asks for none of them.
 */
export function negotiateLocale(header: string | undefined | null): AnyLocale | undefined {
  if (!header) return undefined;
  const asked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of asked) {
    if (tag === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/**
 * The locale Intl's formatters get for a language: the product's English writes dates and money the
 * American way ('Jun 10, 2026', '$1,234.50'), the others as in Spain, France and Germany
 * ('1.234,50 €'); the pseudo-locale formats as English.
 */
export const INTL_LOCALES: Record<AnyLocale, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  [PSEUDO_LOCALE]: 'en-US',
};

export function intlLocale(locale: AnyLocale): string {
  return INTL_LOCALES[locale];
}
