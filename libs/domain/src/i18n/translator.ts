// Every text a person reads is a message: an English ICU text in the code, under a key, and its
// translations in one catalogue per language and part (catalogues/<locale>/<part>.json). A message is
// read in the current language, which the running side supplies: the browser apps the visitor's choice,
// the API the request's (or, for an email, the recipient's).
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
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
export type Catalogue = Record<string, string>;

/** Which catalogue file holds a key: by the first word of its namespace. */
export function partOf(key: string): CataloguePart {
  const root = key.slice(0, key.indexOf('.'));
  if (root === 'marketplace' || root === 'partner' || root === 'admin') return root;
  if (root === 'email' || root === 'pdf' || root === 'api') return 'server';
  return 'common';
}

const english = new Map<string, string>();
const catalogues = new Map<AnyLocale, Map<string, string>>();
const compiled = new Map<string, IntlMessageFormat>();
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
  compiled.clear();
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

/** The message's text in a language: its translation, else the English (a catalogue not loaded yet). */
export function messageText(key: string, locale: AnyLocale = currentLocale()): string {
  const source = english.get(key) ?? key;
  if (locale === PSEUDO_LOCALE) return pseudoText(key, source);
  if (locale === DEFAULT_LOCALE) return source;
  return catalogues.get(locale)?.get(key) ?? source;
}

/** The message in the current language (or the one given), its placeholders filled. */
export function translate(key: string, values?: Record<string, MessageValue>, locale = currentLocale()): string {
  const text = messageText(key, locale);
  if (!values && !text.includes('{') && !text.includes("'")) {
    observer?.(key, text);
    return text;
  }
  const cacheKey = `${locale}\u0000${key}\u0000${text}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(text, intlLocale(locale));
    compiled.set(cacheKey, format);
  }
  const result = String(format.format(values ?? {}));
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
export function defineMessages<const T extends Record<string, string>>(namespace: string, definitions: T): Messages<T> {
  const messages = {} as Record<string, unknown>;
  for (const [name, text] of Object.entries(definitions)) {
    const key = `${namespace}.${name}`;
    if (english.has(key) && english.get(key) !== text) throw new Error(`The message ${key} is defined twice`);
    english.set(key, text);
    if (hasArguments(text)) {
      messages[name] = (values: Record<string, MessageValue>) => translate(key, values);
    } else {
      Object.defineProperty(messages, name, { enumerable: true, get: () => translate(key) });
    }
  }
  return messages as Messages<T>;
}

function hasArguments(text: string): boolean {
  return text.includes('{') && parse(text).some((element) => element.type !== TYPE.literal);
}

// ---- The pseudo-locale --------------------------------------------------------------------------

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçđéƒĝĥíĵķĺɱñöþǫŕšŧüṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŦÜṼŴẊÝŽ'][i]!,
  ]),
);
const pseudoCache = new Map<string, string>();

function pseudoText(key: string, source: string): string {
  let text = pseudoCache.get(key);
  if (text === undefined) {
    text = `[${printAST(pseudoElements(parse(source)))}]`;
    pseudoCache.set(key, text);
  }
  return text;
}

/** Accents every literal letter and lengthens each literal run by about a third; placeholders stay. */
function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) {
      const letters = element.value.replace(/[^A-Za-z]/g, '').length;
      const value = [...element.value].map((c) => ACCENTED[c] ?? c).join('') + '~'.repeat(Math.ceil(letters / 3));
      return { ...element, value };
    }
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
