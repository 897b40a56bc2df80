/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TFinances } from '@pavilion/domain';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { FinancesPage } from './finances-page';
import { inLanguage } from '@pavilion/domain/testing';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const starter = { key: 'starter', name: 'Starter', monthlyPrice: 99, currency: 'USD', maxLiveEvents: 3 } as const;

const finances: TFinances = {
  balances: [{ currency: 'EUR', pending: 1500, available: -20, inPayouts: 0, total: 1480 }],
  upcoming: [{ currency: 'EUR', payableOn: '2030-06-12', amount: 500, events: [{ id: 4, name: 'Logistics Summit' }] }],
  openPayouts: [],
  plan: { current: starter, next: null, liveEvents: 2 },
  fee: { percent: 5, fixedPerTicket: 0.5, upcoming: null },
  blocks: [],
  payoutDelayBusinessDays: 3,
};

describe('the finances in German', () => {
  inLanguage('de');

  it('shows the balances, the upcoming payout and the plan in German words and formats', async () => {
    mockApi({
      'GET /partner/finances': answer(finances),
      'GET /partner/payouts': answer(paged([], { pageSize: 10 })),
      'GET /partner/plans': answer({ items: [starter] }),
      'GET /partner/profile': answer({ role: 'member' }),
    });
    renderPartnerPage([{ path: '/dashboard/finances', element: <FinancesPage /> }], '/dashboard/finances');
    expect(await screen.findByRole('heading', { name: 'Finanzen' })).toBeInTheDocument();
    const balances = await screen.findByRole('table', { name: 'Salden je Währung' });
    expect(within(balances).getByRole('columnheader', { name: 'Verfügbar' })).toBeInTheDocument();
    expect(screen.getByText(/wird am 12\.06\.2030 zahlbar für Logistics Summit/)).toBeInTheDocument();
    expect(screen.getByText(/Plattformgebühr: 5 % jedes bezahlten Tickets plus 0,50/)).toBeInTheDocument();
    expect(screen.getByText('Nur der Kontoinhaber kann den Tarif ändern.')).toBeInTheDocument();
  });
});
