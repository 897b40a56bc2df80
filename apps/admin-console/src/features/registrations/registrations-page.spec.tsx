/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { loadCatalogues, setLocaleSource } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { paged, renderRoutes } from '@pavilion/features-page-kit/testing';
import { RegistrationsPage } from './registrations-page';

jest.setTimeout(20_000);

describe('RegistrationsPage in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('lists the orders with German headers, dates and amounts', async () => {
    mockApi({
      'GET /admin/orders/summaries': answer(
        paged([
          {
            id: '0a1b2c3d-0000-4000-8000-000000000001',
            datetime: '2030-09-01T08:00:00.000Z',
            purchaserEmail: 'ada@example.com',
            eventId: 5,
            eventName: 'Nordic Energy Summit',
            numberOfTickets: 2,
            totalPrice: 1250,
            currency: 'EUR',
          },
        ]),
      ),
    });
    renderRoutes([{ path: '/dashboard/registrations', element: <RegistrationsPage /> }], '/dashboard/registrations');
    expect(
      await screen.findByRole('link', { name: /^Bestellung vom 1\. Sept?\. 2030.* von ada@example\.com$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Anmeldungen' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /E-Mail des Käufers/ })).toBeInTheDocument();
    expect(screen.getByText('1.250,00 €')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nach E-Mail des Käufers suchen' })).toBeInTheDocument();
  });
});
