/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { loadCatalogues, setLocaleSource, type TAdminDashboard } from '@pavilion/domain';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { AdminDashboard } from './admin-dashboard';
import { SummaryPage } from './summary-page';

jest.setTimeout(20_000);

const DASHBOARD: TAdminDashboard = {
  range: '30d',
  interval: 'week',
  from: '2030-08-01',
  to: '2030-08-30',
  partners: { total: 1234, byStatus: { PENDING: 4, APPROVED: 1200, REJECTED: 20, SUSPENDED: 10 } },
  events: { total: 56, public: 40, upcomingPublic: 30, byStatus: { DRAFT: 6, PENDING: 5, APPROVED: 40, REJECTED: 5 } },
  sales: [
    { currency: 'EUR', orders: 1, revenue: 1234.5, points: [{ period: '2030-08-05', orders: 1, revenue: 1234.5 }] },
  ],
  signUps: { attendees: 1, partners: 2, points: [{ period: '2030-08-05', attendees: 1, partners: 2 }] },
  queues: {
    partners: [{ partnerId: 7, name: 'Iberia', waitingSince: '2030-08-28T08:00:00Z', businessDays: 1, state: 'due' }],
    eventVersions: [],
  },
} as TAdminDashboard;

describe('the summary in German', () => {
  beforeAll(async () => {
    await loadCatalogues('de');
  });
  beforeEach(() => setLocaleSource(() => 'de'));
  afterEach(() => setLocaleSource(() => 'en'));

  it('shows the menu, the figures and the queues in German', async () => {
    mockApi({ 'GET /admin/dashboard?range=30d': answer(DASHBOARD) });
    renderRoutes(
      [{ element: <AdminDashboard />, children: [{ path: '/dashboard', element: <SummaryPage /> }] }],
      '/dashboard',
    );
    expect(await screen.findByText('1.234 Veranstalter')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schadensersatzforderungen' })).toBeInTheDocument();
    expect(screen.getByText(/1 Bestellung, 1\.234,50 €/)).toBeInTheDocument();
    expect(screen.getByText('Keine Veranstaltungsversion wartet.')).toBeInTheDocument();
    expect(screen.getByText(/wartet seit 1 Werktag/)).toBeInTheDocument();
    expect(screen.getByText('Fällig')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zeitraum' })).toHaveDisplayValue('Letzte 30 Tage');
  });
});
