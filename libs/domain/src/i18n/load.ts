// Loads a language's catalogue files on demand: in a browser app each file is its own chunk, fetched
// only when that language is chosen; the API loads every language once at start.
import { addCatalogue, CATALOGUE_PARTS, type Catalogue, type CataloguePart } from './translator';
import { DEFAULT_LOCALE, LOCALES, type AnyLocale } from './locales';

const loaded = new Set<string>();

/** Loads the parts of a language not yet loaded (English is in the code, the pseudo-locale made from it). */
export async function loadCatalogues(
  locale: AnyLocale,
  parts: readonly CataloguePart[] = CATALOGUE_PARTS,
): Promise<void> {
  if (locale === DEFAULT_LOCALE || !(LOCALES as readonly string[]).includes(locale)) return;
  const language = locale as Exclude<AnyLocale, 'en-XA'>;
  await Promise.all(
    parts
      .filter((part) => !loaded.has(`${language}/${part}`))
      .map(async (part) => {
        const module = (await import(`./catalogues/${language}/${part}.json`)) as { default: Catalogue };
        addCatalogue(language, module.default);
        loaded.add(`${language}/${part}`);
      }),
  );
}
