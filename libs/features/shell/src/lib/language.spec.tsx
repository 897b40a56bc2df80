/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { sampleSession } from '@pavilion/domain/testing';
import { createStore, sessionApi } from '@pavilion/api-client';
import { answer, mockApi, TEST_API_URL } from '@pavilion/api-client/testing';
import { createAppRoot } from './app-root';
import { ProductLink } from './app-links';
import { changeLocale, initialLocale, prepareLocale } from './language';
import { TopNav } from './top-nav';

jest.setTimeout(20_000);

function renderApp() {
  const router = createMemoryRouter([
    { path: '/', element: <TopNav /> },
    { path: '/events', element: <TopNav /> },
  ]);
  const App = createAppRoot({
    current: 'marketplace',
    config: { apiUrl: TEST_API_URL, urls: { marketplace: '', partner: '/partner', admin: '/admin' } },
    router,
  });
  render(<App />);
  return router;
}

/** The signed-in person's account menu button, by its name in English and in German. */
const ACCOUNT_MENU = {
  en: `${sampleSession.firstName}: account menu for ${sampleSession.email}`,
  de: `${sampleSession.firstName}: Kontomenü für ${sampleSession.email}`,
};
const visitor = { 'GET /session': answer({ authenticated: false, session: null }) };
const signedIn = (language: string | null) => ({
  'GET /session': answer({ authenticated: true, session: { ...sampleSession, language } }),
});

afterEach(async () => {
  await changeLocale('en');
  document.cookie = 'pavilion_lang=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  await prepareLocale('marketplace');
});

describe('the starting language', () => {
  it('is the link’s ?lang=, else the cookie, else the browser’s languages, else English', () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'de-DE', 'en']);
    expect(initialLocale()).toBe('de');
    document.cookie = 'pavilion_lang=fr; path=/';
    expect(initialLocale()).toBe('fr');
    window.history.replaceState(null, '', '/events?lang=es');
    expect(initialLocale()).toBe('es');
    window.history.replaceState(null, '', '/events?lang=xx');
    document.cookie = 'pavilion_lang=; path=/; max-age=0';
    languages.mockReturnValue(['it-IT', 'pt']);
    expect(initialLocale()).toBe('en');
    languages.mockRestore();
  });
});

describe('the language switch', () => {
  it('shows a visitor the app in the chosen language, remembers it in a cookie and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi(visitor);
    renderApp();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Veranstaltungen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain('pavilion_lang=de');
    expect(api.callsTo('PUT /settings/language')).toEqual([]);
  });

  it('has the API answer in the chosen language', async () => {
    const api = mockApi(visitor);
    await changeLocale('de');
    await createStore().dispatch(sessionApi.endpoints.getSession.initiate());
    const request = api.fetch.mock.calls.at(-1)?.[0] as Request;
    expect(request.headers.get('Accept-Language')).toBe('de');
  });

  it('saves a signed-in person’s choice as their language setting', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ ...signedIn('en'), 'PUT /settings/language': answer({ language: 'es' }) });
    renderApp();
    await screen.findByRole('button', { name: ACCOUNT_MENU.en });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByRole('link', { name: 'Eventos' })).toBeInTheDocument();
    expect(api.callsTo('PUT /settings/language').map((call) => call.body)).toEqual([{ language: 'es' }]);
  });

  it('says so in words when the setting cannot be saved, and keeps the language', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...signedIn('en'),
      'PUT /settings/language': answer({ error: 'Please select a valid option', code: 'VALIDATION' }, 400),
    });
    renderApp();
    await screen.findByRole('button', { name: ACCOUNT_MENU.en });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
    expect(await screen.findByText('Please select a valid option')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Events' })).toBeInTheDocument();
    expect(document.documentElement.lang).not.toBe('fr');
  });

  it('follows a signed-in person’s setting', async () => {
    mockApi(signedIn('fr'));
    renderApp();
    expect(await screen.findByRole('link', { name: 'Événements' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });

  it('keeps the language a link names over the setting, for that visit', async () => {
    window.history.replaceState(null, '', '/events?lang=de');
    await prepareLocale('marketplace');
    mockApi(signedIn('fr'));
    renderApp();
    await screen.findByRole('button', { name: ACCOUNT_MENU.de });
    expect(screen.getByRole('link', { name: 'Veranstaltungen' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    window.history.replaceState(null, '', '/');
    await prepareLocale('marketplace');
  });
});

describe('the language a person chose', () => {
  it('stays chosen when they sign in to an account that never chose one, which is offered to save it', async () => {
    const user = userEvent.setup({ delay: null });
    document.cookie = 'pavilion_lang=de; path=/';
    await prepareLocale('marketplace');
    const api = mockApi({ ...signedIn(null), 'PUT /settings/language': answer({ language: 'de' }) });
    renderApp();
    await screen.findByRole('button', { name: ACCOUNT_MENU.de });
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain('pavilion_lang=de');
    const offer = screen.getByRole('region', { name: 'Ihre Sprache' });
    expect(offer).toHaveTextContent('Deutsch für Pavilion und seine E-Mails beibehalten?');
    await user.click(screen.getByRole('button', { name: 'Beibehalten' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /settings/language').map((call) => call.body)).toEqual([{ language: 'de' }]),
    );
  });

  it('offers nothing when the language is only the browser’s, and “Not now” puts the offer away', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(signedIn(null));
    renderApp();
    await screen.findByRole('button', { name: ACCOUNT_MENU.en });
    expect(screen.queryByRole('region', { name: 'Your language' })).not.toBeInTheDocument();
    cleanup();

    document.cookie = 'pavilion_lang=fr; path=/';
    await prepareLocale('marketplace');
    renderApp();
    expect(await screen.findAllByRole('region', { name: 'Votre langue' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Pas maintenant' }));
    expect(screen.queryByRole('region', { name: 'Votre langue' })).not.toBeInTheDocument();
  });

  it('takes a link’s ?lang= for the page it opens; the next page follows the setting again', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    await prepareLocale('marketplace');
    mockApi(signedIn('fr'));
    const router = renderApp();
    await screen.findByRole('button', { name: ACCOUNT_MENU.de });
    expect(document.documentElement.lang).toBe('de');
    await act(() => router.navigate('/events'));
    expect(await screen.findByRole('link', { name: 'Événements' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });

  it('carries a visitor’s choice to the other apps’ hosts in their links', async () => {
    mockApi(visitor);
    const links = () => {
      const router = createMemoryRouter([
        { path: '/', element: <ProductLink to="/partner/login">Portal</ProductLink> },
      ]);
      const App = createAppRoot({
        current: 'marketplace',
        config: { apiUrl: TEST_API_URL, urls: { marketplace: '', partner: 'https://partner.example.com', admin: '' } },
        router,
      });
      return render(<App />);
    };
    const first = links();
    // The browser's language alone is not a choice: the link is left as it is.
    expect(await screen.findByRole('link', { name: 'Portal' })).toHaveAttribute(
      'href',
      'https://partner.example.com/login',
    );
    first.unmount();
    await changeLocale('es');
    links();
    expect(await screen.findByRole('link', { name: 'Portal' })).toHaveAttribute(
      'href',
      'https://partner.example.com/login?lang=es',
    );
  });
});
