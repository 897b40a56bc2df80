// The language a browser app shows: a visitor's choice (kept in a cookie, or ?lang= in a link), else
// the browser's languages, else English; a signed-in person's setting wins, and switching saves it. An
// account that never chose a language keeps the visitor's choice, and is offered to save it. A link's
// ?lang= holds for the page it opens. Only the chosen language's catalogue files are fetched, before
// the first render and on a switch.
import { Fragment, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import {
  currentLocale,
  DEFAULT_LOCALE,
  isAnyLocale,
  isLocale,
  loadCatalogues,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_NAMES,
  negotiateLocale,
  onLocaleChange,
  setLocaleSource,
  type AnyLocale,
  type CataloguePart,
} from '@pavilion/domain';
import { api, errorMessage, TAG_TYPES, useSaveLanguageMutation, useSession } from '@pavilion/api-client';
import { Button } from '@pavilion/ui';
import type { AppName } from './app-name';
import { SHELL_TEXT } from './messages';

/** The query parameter that names a language in a link (`/events?lang=de`), for search engines too. */
export const LOCALE_PARAM = 'lang';

let chosen: AnyLocale = DEFAULT_LOCALE;
let parts: CataloguePart[] = ['common'];
/** A link's ?lang= names the language of the page it opens: it wins over the signed-in person's setting there. */
let fromLink = false;
/** The visitor chose the language (the switch, a link, the cookie) rather than their browser's. */
let explicit = false;
/** The offer to save the language was answered ("Not now") in this tab. */
const OFFER_DISMISSED = 'pavilion_lang_offer';

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
  if (remember)
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_DAYS * 86_400}; samesite=lax`;
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
  explicit = fromLink || readCookie(LOCALE_COOKIE) === locale;
  await applyLocale(locale, fromLink).catch(() => applyLocale(DEFAULT_LOCALE, false));
}

/** Switches the app's language (a failed fetch of the catalogue leaves the current one). */
export async function changeLocale(locale: AnyLocale): Promise<void> {
  await applyLocale(locale, true);
  explicit = true;
}

/**
 * `href` (a page of another app, on another host) with the language a visitor chose, so the choice
 * carries there; unchanged when the language is only the browser's default.
 */
export function withChosenLanguage(href: string): string {
  if (!explicit) return href;
  const url = new URL(href, window.location.href);
  url.searchParams.set(LOCALE_PARAM, chosen);
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

/** The language the app shows now; a component using it renders again on a switch. */
export function useLocale(): AnyLocale {
  return useSyncExternalStore(onLocaleChange, currentLocale, () => DEFAULT_LOCALE);
}

/** What LocaleRoot needs of the app's router: to hear of each navigation. */
export interface NavigationSource {
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Renders the app again, whole, in a new language (messages are read when rendered), and follows the
 * signed-in person's setting, except on the page a link's ?lang= opened: the next page follows it again.
 * An account with no setting keeps the language shown, and is offered to save it.
 */
export function LocaleRoot({ children, router }: { children: ReactNode; router?: NavigationSource }) {
  const locale = useLocale();
  const { session } = useSession();
  const setting = session?.language;
  const [linkPage, setLinkPage] = useState(fromLink);
  useEffect(() => {
    if (!router || !fromLink) return;
    const start = window.location.pathname;
    return router.subscribe(({ location }) => {
      if (!fromLink || location.pathname === start) return;
      fromLink = false;
      setLinkPage(false);
    });
  }, [router]);
  useEffect(() => {
    if (setting && setting !== chosen && !linkPage) void changeLocale(setting).catch(() => undefined);
  }, [setting, linkPage]);
  // The API answers names of reference data (sectors, countries...) in the language: ask again.
  const dispatch = useDispatch();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    dispatch(api.util.invalidateTags(TAG_TYPES.filter((tag) => tag !== 'Session')));
  }, [locale, dispatch]);
  return (
    <>
      {session && setting === null && <LanguageOffer />}
      <Fragment key={locale}>{children}</Fragment>
    </>
  );
}

/** For an account with no language setting: keep the language the visitor chose? */
function LanguageOffer() {
  const locale = useLocale();
  const [saveLanguage, { isLoading, error }] = useSaveLanguageMutation();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(OFFER_DISMISSED) === locale);
  if (!explicit || dismissed || !isLocale(locale)) return null;
  return (
    <div className="pv-language-offer" role="region" aria-label={SHELL_TEXT.languageOfferLabel} lang={locale}>
      <p className="pv-language-offer__text">{SHELL_TEXT.languageOffer({ language: LOCALE_NAMES[locale] })}</p>
      {error ? (
        <p className="pv-language-offer__error" role="alert">
          {errorMessage(error, SHELL_TEXT.languageFailed)}
        </p>
      ) : null}
      <span className="pv-language-offer__actions">
        <Button
          size="sm"
          loading={isLoading}
          onClick={() =>
            void saveLanguage({ language: locale })
              .unwrap()
              .catch(() => undefined)
          }
        >
          {SHELL_TEXT.languageOfferSave}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            sessionStorage.setItem(OFFER_DISMISSED, locale);
            setDismissed(true);
          }}
        >
          {SHELL_TEXT.languageOfferDismiss}
        </Button>
      </span>
    </div>
  );
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
