/// <reference types="node" />
// The catalogues against the messages the code defines: every message translated in every language, with
// the same placeholders, in the part a browser app loads, and no translation of a message that is gone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { addCatalogue, CATALOGUE_PARTS, currentLocale, definedMessages, partOf, setLocaleSource } from './translator';
import { LOCALES, type AnyLocale, type Locale } from './locales';
import { isRangeList, rangeLabel } from '../options/reference-names';

/** Runs `work` with messages read in `locale`, its catalogue loaded from the files. */
function withLocaleSource<T>(locale: AnyLocale, work: () => T): T {
  if (locale !== 'en' && locale !== 'en-XA') {
    for (const part of CATALOGUE_PARTS) {
      const file = path.join(__dirname, 'catalogues', locale, `${part}.json`);
      addCatalogue(locale as Locale, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    }
  }
  const before = currentLocale();
  setLocaleSource(() => locale);
  try {
    return work();
  } finally {
    setLocaleSource(() => before);
  }
}

const root = path.resolve(__dirname, '../../../..');
const SOURCE_FOLDERS = ['apps', 'libs'];
const SKIP = new Set(['node_modules', 'dist', 'tmp', 'coverage']);

/** A call of defineMessages with its namespace, on a line of code (not in a comment). */
const DEFINES_MESSAGES = /^[^/*\n]*\bdefineMessages\(\s*['"`]/m;

/** Every source file that defines messages (they live in files named messages.ts, or in a messages/ folder). */
function messageModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(spec|stories)\.tsx?$/.test(entry.name)) {
        if (DEFINES_MESSAGES.test(readFileSync(full, 'utf8'))) found.push(full);
      }
    }
  };
  SOURCE_FOLDERS.forEach((folder) => walk(path.join(root, folder)));
  // The translator and the build's compiler handle the calls; they define no message.
  return found.filter((file) => !/i18n\/(translator|compile)\.ts$/.test(file));
}

interface Argument {
  name: string;
  kind: string;
}

/** A message's placeholders and their kinds (plural, select, number...), for comparing languages. */
function argumentsOf(elements: MessageFormatElement[], into: Argument[] = []): Argument[] {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.push({ name: element.value, kind: 'tag' });
      argumentsOf(element.children, into);
      continue;
    }
    into.push({ name: element.value, kind: TYPE[element.type] ?? String(element.type) });
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** The literal text of a message, every branch of it (placeholders left out). */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return ` ${literalText(element.children)} `;
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options)
          .map((option) => ` ${literalText(option.value)} `)
          .join('');
      return ' ';
    })
    .join('');
}

/**
 * The numbers a message writes in its words ('at most 90 days', often a rule's constant written into
 * the English), without the language's group separators ('10.000' and '10,000' are 10000).
 */
const numbersIn = (text: string) =>
  new Set(
    literalText(parse(text))
      .replace(/(?<=\d)[.,\u00a0\u202f ](?=\d{3}\b)/g, '')
      .match(/\d+/g) ?? [],
  );

const signature = (text: string) =>
  [...new Set(argumentsOf(parse(text)).map(({ name, kind }) => `${name}:${kind}`))].sort().join(' ');

const modules = messageModules();
beforeAll(async () => {
  for (const file of modules) await import(file);
});

describe('the message catalogues', () => {
  it('are loaded from files of the message convention', () => {
    const outside = modules.filter(
      (file) => !/(^|\/)messages(\.ts|\/)|\.messages\.ts$/.test(path.relative(root, file)),
    );
    expect(outside).toEqual([]);
    expect(definedMessages().size).toBeGreaterThan(0);
  });

  it('have English texts that parse as ICU messages', () => {
    const broken = [...definedMessages()].filter(([, text]) => {
      try {
        parse(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const catalogue = new Map<string, { part: string; text: string }>();
    for (const part of CATALOGUE_PARTS) {
      const file = path.join(__dirname, 'catalogues', locale, `${part}.json`);
      const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      for (const [key, text] of Object.entries(entries)) catalogue.set(key, { part, text });
    }

    it('translates every message the code defines', () => {
      const missing = [...definedMessages().keys()].filter((key) => !catalogue.has(key));
      expect(missing).toEqual([]);
    });

    it('holds no translation of a message the code no longer defines', () => {
      const stale = [...catalogue.keys()].filter((key) => !definedMessages().has(key));
      expect(stale).toEqual([]);
    });

    it('files each message in the part its key belongs to', () => {
      const misplaced = [...catalogue].filter(([key, { part }]) => partOf(key) !== part).map(([key]) => key);
      expect(misplaced).toEqual([]);
    });

    it('keeps every placeholder of the English, of the same kind, and no other', () => {
      const differing = [...catalogue]
        .filter(([key]) => definedMessages().has(key))
        .map(([key, { text }]) => {
          let translated: string;
          try {
            translated = signature(text);
          } catch (err) {
            return `${key}: does not parse (${(err as Error).message})`;
          }
          const english = signature(definedMessages().get(key)!);
          return translated === english ? null : `${key}: [${translated}] instead of [${english}]`;
        })
        .filter((line) => line !== null);
      expect(differing).toEqual([]);
    });

    it('writes every number the English writes (a changed limit must change its translations too)', () => {
      const differing = [...catalogue]
        .filter(([key]) => definedMessages().has(key))
        .map(([key, { text }]) => {
          const translated = numbersIn(text);
          const missing = [...numbersIn(definedMessages().get(key)!)].filter((n) => !translated.has(n));
          return missing.length ? `${key}: ${missing.join(', ')} missing from "${text}"` : null;
        })
        .filter((line) => line !== null);
      expect(differing).toEqual([]);
    });
  });
});

/**
 * The reference data's values (the option lists, sectors and sector subtypes the reference seed
 * stores, apps/api/src/seed/data) against their translations (reference-translations.ts there):
 * each value is written in the four languages, and the ranges from their numbers.
 */
describe("the reference data's translations", () => {
  const seed = path.join(root, 'apps/api/src/seed/data');
  // Read by path when the spec runs (the domain does not depend on the API's code).
  interface SeedModule {
    optionLists: Record<string, readonly string[]>;
    sectors: readonly { name: string }[];
    sectorSubtypeNames: readonly string[];
    numAttendees: readonly string[];
    numExhibitors: readonly string[];
    eventSizes: readonly string[];
  }
  interface TranslationsModule {
    TRANSLATED_REFERENCE_LISTS: readonly string[];
    REFERENCE_TRANSLATIONS: Record<string, Record<string, readonly string[]>>;
  }
  let ref: SeedModule;
  let translations: TranslationsModule;
  beforeAll(async () => {
    ref = (await import(path.join(seed, 'reference.ts'))) as SeedModule;
    translations = (await import(path.join(seed, 'reference-translations.ts'))) as TranslationsModule;
  });

  const values = (): Record<string, readonly string[]> => ({
    ...Object.fromEntries(Object.entries(ref.optionLists).filter(([list]) => !isRangeList(list))),
    sectors: ref.sectors.map((s) => s.name),
    sectorSubtypes: ref.sectorSubtypeNames,
  });

  it('translate every value of every list into Spanish, French and German', () => {
    expect(Object.keys(values()).sort()).toEqual([...translations.TRANSLATED_REFERENCE_LISTS].sort());
    const missing = Object.entries(values()).flatMap(([list, names]) =>
      names.flatMap((name) => {
        const found = translations.REFERENCE_TRANSLATIONS[list]?.[name];
        const blank = ['es', 'fr', 'de'].filter((_, i) => !found?.[i]?.trim());
        return blank.length ? [`${list} "${name}": ${blank.join(', ')}`] : [];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('hold no translation of a value the seed does not have', () => {
    const stale = Object.entries(translations.REFERENCE_TRANSLATIONS).flatMap(([list, entries]) =>
      Object.keys(entries)
        .filter((name) => !(values()[list] ?? []).includes(name))
        .map((name) => `${list} "${name}"`),
    );
    expect(stale).toEqual([]);
  });

  it.each(LOCALES)('write every range in %s from its numbers', (locale) => {
    const ranges = [...ref.numAttendees, ...ref.numExhibitors, ...ref.eventSizes];
    const unread = withLocaleSource(locale, () =>
      ranges.filter((name) => rangeLabel(name) === name && locale !== 'en'),
    );
    expect(unread).toEqual([]);
    const english = withLocaleSource('en', () => ranges.map((name) => rangeLabel(name)));
    expect(english).toEqual(ranges);
  });
});
