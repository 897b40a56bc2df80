// The language a browser app shows: a visitor's choice (kept in a cookie, or ?lang= in a link), else
// the browser's languages, else English; a signed-in person's setting wins, and switching saves it.
// Only the chosen language's catalogue files are fetched, before the first render and on a switch.
import { Fragment, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import {
  currentLocale,
  DEFAULT_LOCALE,
  isAnyLocale,
  isLocale,
  loadCatalogues,
  LOCALE_COOKIE,
  negotiateLocale,
  onLocaleChange,
  setLocaleSource,
  type AnyLocale,
  type CataloguePart,
} from '@pavilion/domain';
import { api, TAG_TYPES, useSaveLanguageMutation, useSession } from '@pavilion/api-client';
import type { AppName } from './app-links';

/** The query parameter that names a language in a link (`/events?lang=de`), for search engines too. */
export const LOCALE_PARAM = 'lang';

let chosen: AnyLocale = DEFAULT_LOCALE;
let parts: CataloguePart[] = ['common'];
/** A link's ?lang= names the language of this visit: it wins over the signed-in person's setting. */
let fromLink = false;

function readCookie(name: string): string | undefined {
  return document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/** The language to start in: ?lang=, the cookie, the browser's languages, English. */
export function initialLocale(): AnyLocale {
  const fromUrl = new URLSearchParams(window.location.search).get(LOCALE_PARAM);
  if (isAnyLocale(fromUrl)) return fromUrl;
  const fromCookie = readCookie(LOCALE_COOKIE);
  if (isAnyLocale(fromCookie)) return fromCookie;
  return negotiateLocale(navigator.languages?.join(',') ?? navigator.language) ?? DEFAULT_LOCALE;
}

async function applyLocale(locale: AnyLocale, remember: boolean): Promise<void> {
  await loadCatalogues(locale, parts);
  chosen = locale;
  document.documentElement.lang = locale;
  if (remember) document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  setLocaleSource(() => chosen);
}

/**
 * Run before an app's first render: loads the starting language's catalogue (the shared part and the
 * app's own). A catalogue that cannot be fetched leaves the app in English rather than blank.
 */
export async function prepareLocale(app: AppName): Promise<void> {
  parts = ['common', app];
  const locale = initialLocale();
  fromLink = new URLSearchParams(window.location.search).get(LOCALE_PARAM) === locale;
  await applyLocale(locale, fromLink).catch(() => applyLocale(DEFAULT_LOCALE, false));
}

/** Switches the app's language (a failed fetch of the catalogue leaves the current one). */
export function changeLocale(locale: AnyLocale): Promise<void> {
  return applyLocale(locale, true);
}

/** The language the app shows now; a component using it renders again on a switch. */
export function useLocale(): AnyLocale {
  return useSyncExternalStore(onLocaleChange, currentLocale, () => DEFAULT_LOCALE);
}

/**
 * Renders the app again, whole, in a new language (messages are read when rendered), and follows the
 * signed-in person's setting (unless a link named the language).
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { session } = useSession();
  const setting = session?.language;
  useEffect(() => {
    if (setting && setting !== chosen && !fromLink) void changeLocale(setting).catch(() => undefined);
  }, [setting]);
  // The API answers names of reference data (sectors, countries...) in the language: ask again.
  const dispatch = useDispatch();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    dispatch(api.util.invalidateTags(TAG_TYPES.filter((tag) => tag !== 'Session')));
  }, [locale, dispatch]);
  return <Fragment key={locale}>{children}</Fragment>;
}

/** Switches, and for a signed-in person saves the choice as their language setting. */
export function useSwitchLocale(): (locale: AnyLocale) => Promise<void> {
  const { session } = useSession();
  const [saveLanguage] = useSaveLanguageMutation();
  return async (locale) => {
    if (session && isLocale(locale)) await saveLanguage({ language: locale }).unwrap();
    await changeLocale(locale);
  };
}
