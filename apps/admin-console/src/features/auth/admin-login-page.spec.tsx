/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { loadCatalogues, setLocaleSource } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { AdminLoginPage } from './admin-login-page';

jest.setTimeout(20_000);

describe('the admin login in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('names the page in German', async () => {
    mockApi({ 'GET /session': answer({ authenticated: false, session: null }) });
    renderRoutes([{ path: '/login', element: <AdminLoginPage /> }], '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin-Anmeldung' })).toBeInTheDocument();
  });
});
