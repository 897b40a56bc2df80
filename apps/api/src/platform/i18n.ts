// The language the API speaks: for the apps, what their Accept-Language asks for (the language they
// show); for other clients the signed-in person's setting, else Accept-Language; else English. Every
// message read while a request is handled (refusals, the fields' texts) is in that language; an email
// is written in its recipient's (withLocale).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { CLIENT_HEADER } from './client-header';
import {
  DEFAULT_LOCALE,
  loadCatalogues,
  LOCALES,
  negotiateLocale,
  observeMessages,
  setLocaleSource,
  type AnyLocale,
} from '@pavilion/domain';

/** Every language's catalogues, loaded once when the API starts; requests wait for them. */
export const cataloguesReady: Promise<void> = Promise.all(LOCALES.map((locale) => loadCatalogues(locale))).then(
  () => undefined,
);

interface LocaleScope {
  locale: AnyLocale;
  /** The texts of the messages read in this scope, each with its key (the last few hundred). */
  keys: Map<string, string>;
}

const scope = new AsyncLocalStorage<LocaleScope>();
setLocaleSource(() => scope.getStore()?.locale ?? DEFAULT_LOCALE);
observeMessages((key, text) => {
  const keys = scope.getStore()?.keys;
  if (!keys) return;
  if (keys.size >= 500) keys.delete(keys.keys().next().value!);
  keys.set(text, key);
});

/** Runs `work` with messages read in `locale` (an email in its recipient's language). */
export function withLocale<T>(locale: AnyLocale, work: () => T): T {
  return scope.run({ locale, keys: new Map() }, work);
}

/** The key of the message that read as `text` in this request ('orders.soldOut'), if one did. */
export function messageKeyOf(text: string): string | undefined {
  return scope.getStore()?.keys.get(text);
}

/** Chooses the request's language and handles the rest of the request in it; says it in Content-Language. */
export const chooseLocale: RequestHandler = (req, res, next) => {
  const asked = negotiateLocale(req.get('accept-language'));
  // The apps say which language they show (the person's setting, unless a link named another for the
  // visit); any other client gets the signed-in person's setting first.
  const fromApp = req.get(CLIENT_HEADER) !== undefined;
  const locale = (fromApp ? (asked ?? req.auth?.language) : (req.auth?.language ?? asked)) ?? DEFAULT_LOCALE;
  res.setHeader('Content-Language', locale);
  res.vary('Accept-Language');
  cataloguesReady.then(() => withLocale(locale, next), next);
};
