// Names of reference data in the reader's language: option values (their stored translations, or the
// English), size and count ranges (written from their numbers), and countries (from the language's own
// names, Intl.DisplayNames, sorted by its collation).
import { currentLocale, pseudoText } from '../i18n/translator';
import { intlLocale, PSEUDO_LOCALE, type AnyLocale, type Locale } from '../i18n/locales';
import { RANGE_TEXT } from './messages';

/** The languages a value is translated into (English is its name). */
export const TRANSLATED_LOCALES = ['es', 'fr', 'de'] as const satisfies readonly Locale[];
export type TTranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
/** A value's names in the other languages, as stored with it. */
export type TNameTranslations = Partial<Record<TTranslatedLocale, string>>;

/** The name a reader sees: the translation stored for their language, else the English. */
export function localizedName(
  name: string,
  translations: TNameTranslations | null | undefined,
  locale: AnyLocale = currentLocale(),
): string {
  if (locale === PSEUDO_LOCALE) return pseudoText(name);
  if (locale === 'en') return name;
  return translations?.[locale]?.trim() || name;
}

/** The lists whose values are ranges of numbers, written from their numbers. */
export const RANGE_LISTS = ['numAttendees', 'numExhibitors', 'eventSizes'] as const;
export type TRangeList = (typeof RANGE_LISTS)[number];

export function isRangeList(list: string): list is TRangeList {
  return (RANGE_LISTS as readonly string[]).includes(list);
}

const number = (digits: string) => Number(digits.replace(/,/g, ''));

/**
 * A range value ('1,001-5,000', '10,001+', 'Under 1,000 sqm', 'Over 50,000 sqm', 'None') in the reader's
 * words and number format ('1.001–5.000', 'Unter 1.000 m²'); a value of another shape stays as it is.
 */
export function rangeLabel(name: string): string {
  const text = name.trim();
  const area = /\bsqm$/i.test(text);
  let match: RegExpExecArray | null;
  const read = () => {
    if (/^none$/i.test(text)) return RANGE_TEXT.none;
    if ((match = /^under ([\d,]+)(?: sqm)?$/i.exec(text))) return RANGE_TEXT.areaUnder({ max: number(match[1]!) });
    if ((match = /^over ([\d,]+)(?: sqm)?$/i.exec(text))) return RANGE_TEXT.areaOver({ min: number(match[1]!) });
    if ((match = /^([\d,]+)\s*-\s*([\d,]+)(?: sqm)?$/i.exec(text))) {
      const values = { min: number(match[1]!), max: number(match[2]!) };
      return area ? RANGE_TEXT.areaBetween(values) : RANGE_TEXT.between(values);
    }
    if ((match = /^([\d,]+)\+$/.exec(text))) return RANGE_TEXT.atLeast({ min: number(match[1]!) });
    return null;
  };
  return read() ?? localizedName(text, null);
}

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the reader's language from its ISO code ('Spanien' for ES in German); English
 * keeps the product's own names ('United Kingdom') when it is given one.
 */
export function localizedCountryName(
  code: string,
  englishName?: string | null,
  locale: AnyLocale = currentLocale(),
): string {
  if (locale === 'en' && englishName) return englishName;
  if (locale === PSEUDO_LOCALE) return pseudoText(englishName || localizedCountryName(code, null, 'en'));
  const tag = intlLocale(locale);
  let names = displayNames.get(tag);
  if (!names) displayNames.set(tag, (names = new Intl.DisplayNames(tag, { type: 'region', fallback: 'none' })));
  return names.of(code.toUpperCase()) ?? englishName ?? code;
}

const collators = new Map<string, Intl.Collator>();

/** Compares names as the reader's language sorts them ('Österreich' beside 'Oman' in German). */
export function compareNames(a: string, b: string, locale: AnyLocale = currentLocale()): number {
  const tag = intlLocale(locale);
  let collator = collators.get(tag);
  if (!collator) collators.set(tag, (collator = new Intl.Collator(tag, { sensitivity: 'base' })));
  return collator.compare(a, b);
}

/** Whether a name holds the typed text, ignoring case and accents as the language does ('spanien', 'españa'). */
export function nameIncludes(name: string, text: string, locale: AnyLocale = currentLocale()): boolean {
  const fold = (s: string) =>
    s
      .toLocaleLowerCase(intlLocale(locale))
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  return fold(name).includes(fold(text.trim()));
}

/** An option value's name as the reader reads it: a range from its numbers, a word from its translations. */
export function optionName(list: string, row: { name: string; translations?: TNameTranslations | null }): string {
  return isRangeList(list) ? rangeLabel(row.name) : localizedName(row.name, row.translations);
}
