// Every text a person reads is a message: an English ICU text in the code, under a key, and its
// translations in one catalogue per language and part (catalogues/<locale>/<part>.json). A message is
// read in the current language, which the running side supplies: the browser apps the visitor's choice,
// the API the request's (or, for an email, the recipient's).
//
// The browser apps' build compiles every message that needs the formatter to its syntax tree
// (tools/vite/compiled-messages.mts), so their bundles carry no ICU parser; the API and the tests
// parse the texts as they run.
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, intlLocale, PSEUDO_LOCALE, type AnyLocale, type Locale } from './locales';

/** What a message's placeholders take. */
export type MessageValue = string | number | Date;

/**
 * The catalogue files of each language: what every app shares, each app's own, and the server's
 * (emails, PDFs and the API's own words). A browser app loads `common` and its own part, in the
 * chosen language only.
 */
export const CATALOGUE_PARTS = ['common', 'marketplace', 'partner', 'admin', 'server'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];
/** A message as the formatter takes it: its ICU text, or that text compiled to its syntax tree. */
export type MessageSource = string | MessageFormatElement[];
export type Catalogue = Record<string, MessageSource>;

/**
 * Whether a text needs the formatter (a placeholder, a tag or ICU's quote): the build compiles exactly
 * these, and a text without them reads as it is.
 */
export function needsFormatter(text: string): boolean {
  return /[{}<']/.test(text);
}

/** Which catalogue file holds a key: by the first word of its namespace. */
export function partOf(key: string): CataloguePart {
  const root = key.slice(0, key.indexOf('.'));
  if (root === 'marketplace' || root === 'partner' || root === 'admin') return root;
  if (root === 'email' || root === 'pdf' || root === 'api') return 'server';
  return 'common';
}

const english = new Map<string, string>();
const englishCompiled = new Map<string, MessageFormatElement[]>();
const catalogues = new Map<AnyLocale, Map<string, MessageSource>>();
const formatters = new Map<string, { source: MessageSource; format: IntlMessageFormat }>();
let localeSource: () => AnyLocale = () => DEFAULT_LOCALE;
const listeners = new Set<() => void>();
let observer: ((key: string, text: string) => void) | undefined;

/** Told of every message read, key and text (the API names the message of a refusal by its key). */
export function observeMessages(listener: ((key: string, text: string) => void) | undefined): void {
  observer = listener;
}

/** Tells the translator where the current language comes from (the app's choice, the request's). */
export function setLocaleSource(source: () => AnyLocale): void {
  localeSource = source;
  formatters.clear();
  listeners.forEach((listener) => listener());
}

export function currentLocale(): AnyLocale {
  return localeSource();
}

/** The current language as a setting keeps it (the pseudo-locale is English). */
export function currentLanguage(): Locale {
  const locale = localeSource();
  return locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;
}

/** Called when the language source changes (a browser app re-renders in the new language). */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds a language's translations (one part's catalogue file); later ones replace earlier keys. */
export function addCatalogue(locale: Locale, messages: Catalogue): void {
  let entries = catalogues.get(locale);
  if (!entries) catalogues.set(locale, (entries = new Map()));
  for (const [key, text] of Object.entries(messages)) entries.set(key, text);
}

/** Every message the code defines, key to English text (what the catalogues' check compares with). */
export function definedMessages(): ReadonlyMap<string, string> {
  return english;
}

/** The message in a language as the formatter takes it: its translation, else the English (a catalogue not loaded yet). */
export function messageSource(key: string, locale: AnyLocale = currentLocale()): MessageSource {
  if (locale === PSEUDO_LOCALE) return pseudoSource(key);
  if (locale !== DEFAULT_LOCALE) {
    const translated = catalogues.get(locale)?.get(key);
    if (translated !== undefined) return translated;
  }
  return englishCompiled.get(key) ?? english.get(key) ?? key;
}

/** The message's formatter in a language (kept until the language source or the message's text changes). */
export function messageFormatter(key: string, locale: AnyLocale = currentLocale()): IntlMessageFormat {
  const source = messageSource(key, locale);
  const cacheKey = `${locale}\u0000${key}`;
  const cached = formatters.get(cacheKey);
  if (cached?.source === source) return cached.format;
  const format = new IntlMessageFormat(source, intlLocale(locale));
  formatters.set(cacheKey, { source, format });
  return format;
}

/** The message in the current language (or the one given), its placeholders filled. */
export function translate(key: string, values?: Record<string, MessageValue>, locale = currentLocale()): string {
  const source = messageSource(key, locale);
  let result: string;
  if (typeof source === 'string' && !needsFormatter(source)) result = source;
  else if (!values && typeof source !== 'string' && source.every((element) => element.type === TYPE.literal))
    result = source.map((element) => element.value).join('');
  else result = String(messageFormatter(key, locale).format(values ?? {}));
  observer?.(key, result);
  return result;
}

// ---- Defining messages -------------------------------------------------------------------------

type Mode = 't' | 'o';
/** The argument names of an ICU message, read at the type level (text, options, branches). */
type ArgNames<
  S extends string,
  Stack extends Mode[] = ['t'],
  Found extends string = never,
> = S extends `${infer C}${infer Rest}`
  ? Stack extends [...infer Up extends Mode[], infer Top]
    ? Top extends 't'
      ? C extends '{'
        ? ReadName<Rest, Stack, Found>
        : C extends '}'
          ? ArgNames<Rest, Up, Found>
          : ArgNames<Rest, Stack, Found>
      : C extends '{'
        ? ArgNames<Rest, [...Stack, 't'], Found>
        : C extends '}'
          ? ArgNames<Rest, Up, Found>
          : ArgNames<Rest, Stack, Found>
    : Found
  : Found;
type Trim<S extends string> = S extends ` ${infer T}` ? Trim<T> : S extends `${infer T} ` ? Trim<T> : S;
type ReadName<S extends string, Stack extends Mode[], Found extends string> = S extends `${infer Name},${infer Rest}`
  ? Name extends `${infer Short}}${infer After}`
    ? ArgNames<`${After},${Rest}`, Stack, Found | Trim<Short>>
    : ArgNames<Rest, [...Stack, 'o'], Found | Trim<Name>>
  : S extends `${infer Name}}${infer Rest}`
    ? ArgNames<Rest, Stack, Found | Trim<Name>>
    : Found;

/** A message without placeholders reads as a string; one with them is a function of their values. */
export type Message<S extends string> = [ArgNames<S>] extends [never]
  ? string
  : (values: { [K in ArgNames<S>]: MessageValue }) => string;
export type Messages<T extends Record<string, string>> = { readonly [K in keyof T]: Message<T[K]> };

/**
 * Defines a namespace's messages in English (ICU syntax: `{name}`, `{count, plural, one {# ticket}
 * other {# tickets}}`). Each reads in the current language when used, so a text kept for later (a
 * schema's error) must be read when it is shown, not when the module loads.
 */
export function defineMessages<const T extends Record<string, string>>(
  namespace: string,
  definitions: T,
  /** The texts that need the formatter, compiled: the browser apps' build adds this argument. */
  compiled?: { readonly [K in keyof T]?: MessageFormatElement[] },
): Messages<T> {
  const messages = {} as Record<string, unknown>;
  for (const [name, text] of Object.entries(definitions)) {
    const key = `${namespace}.${name}`;
    if (english.has(key) && english.get(key) !== text) throw new Error(`The message ${key} is defined twice`);
    english.set(key, text);
    const elements = compiled?.[name];
    if (elements) englishCompiled.set(key, elements);
    if (hasArguments(elements ?? text)) {
      messages[name] = (values: Record<string, MessageValue>) => translate(key, values);
    } else {
      Object.defineProperty(messages, name, { enumerable: true, get: () => translate(key) });
    }
  }
  return messages as Messages<T>;
}

function hasArguments(source: MessageSource): boolean {
  if (typeof source === 'string' && !source.includes('{')) return false;
  return elementsOf(source).some((element) => element.type !== TYPE.literal);
}

function elementsOf(source: MessageSource): MessageFormatElement[] {
  if (typeof source !== 'string') return source;
  return needsFormatter(source) ? parse(source) : [{ type: TYPE.literal, value: source }];
}

// ---- The pseudo-locale --------------------------------------------------------------------------

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçđéƒĝĥíĵķĺɱñöþǫŕšŧüṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŦÜṼŴẊÝŽ'][i]!,
  ]),
);
const pseudoCache = new Map<string, MessageFormatElement[]>();

/** The message in the pseudo-locale: its English elements accented and lengthened, in brackets. */
function pseudoSource(key: string): MessageFormatElement[] {
  let elements = pseudoCache.get(key);
  if (elements === undefined) {
    const source = englishCompiled.get(key) ?? english.get(key) ?? key;
    elements = [
      { type: TYPE.literal, value: '[' },
      ...pseudoElements(elementsOf(source)),
      { type: TYPE.literal, value: ']' },
    ];
    pseudoCache.set(key, elements);
  }
  return elements;
}

/**
 * Accents every letter and lengthens each word by about a third ('Hello' -> 'Ĥéĺĺö~~'): each word, as
 * longer languages' words are longer, so a layout that cannot hold a longer word shows it, and a
 * sentence still wraps between its words as a translation's does.
 */
function pseudoWords(text: string): string {
  return text.replace(
    /[A-Za-z]+/g,
    (word) => [...word].map((c) => ACCENTED[c] ?? c).join('') + '~'.repeat(Math.ceil(word.length / 3)),
  );
}

/** Accents and lengthens every literal (pseudoWords); placeholders stay. */
function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoWords(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([selector, option]) => [
          selector,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

/** A text that is not a message (a stored name) as the pseudo-locale shows text: accented, longer, bracketed. */
export function pseudoText(text: string): string {
  return `[${pseudoWords(text)}]`;
}
