/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { sampleSession } from '@pavilion/domain/testing';
import { createStore, sessionApi } from '@pavilion/api-client';
import { answer, mockApi, TEST_API_URL } from '@pavilion/api-client/testing';
import { createAppRoot } from './app-root';
import { changeLocale, initialLocale, prepareLocale } from './language';
import { TopNav } from './top-nav';

jest.setTimeout(20_000);

function renderApp() {
  const router = createMemoryRouter([{ path: '/', element: <TopNav /> }]);
  const App = createAppRoot({
    current: 'marketplace',
    config: { apiUrl: TEST_API_URL, urls: { marketplace: '', partner: '/partner', admin: '/admin' } },
    router,
  });
  render(<App />);
}

const visitor = { 'GET /session': answer({ authenticated: false, session: null }) };
const signedIn = (language: string) => ({
  'GET /session': answer({ authenticated: true, session: { ...sampleSession, language } }),
});

afterEach(async () => {
  await changeLocale('en');
  document.cookie = 'pavilion_lang=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
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
    await screen.findByRole('button', { name: `Account menu for ${sampleSession.email}` });
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
    await screen.findByRole('button', { name: `Account menu for ${sampleSession.email}` });
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
    await screen.findByRole('button', { name: `Kontomenü für ${sampleSession.email}` });
    expect(screen.getByRole('link', { name: 'Veranstaltungen' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    window.history.replaceState(null, '', '/');
    await prepareLocale('marketplace');
  });
});
