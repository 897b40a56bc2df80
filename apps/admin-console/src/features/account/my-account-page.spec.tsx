/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { loadCatalogues, setLocaleSource } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { MyAccountPage } from './my-account-page';

jest.setTimeout(20_000);

describe('my account in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the profile in German', async () => {
    mockApi({
      'GET /users/': answer({
        id: 1,
        firstName: 'Ada',
        surname: 'Lovelace',
        email: 'ada@example.com',
        emailVerified: true,
        imageUrl: 'https://example.com/ada.png',
      }),
    });
    renderRoutes([{ path: '/my-account', element: <MyAccountPage /> }], '/my-account');
    expect(await screen.findByRole('img', { name: 'Profilbild von Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    expect(screen.getByText('Rolle')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
  });
});
