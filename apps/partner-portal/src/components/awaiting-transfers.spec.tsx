/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TAwaitingTransfer } from '@pavilion/domain';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { RegistrationsPage } from '../features/registrations/registrations-page';

jest.mock('../config/env', () => ({ config: { apiUrl: '/api' } }));

const AWAITING: TAwaitingTransfer = {
  orderId: '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10',
  createdAt: '2030-06-01T10:00:00.000Z',
  event: { id: 10, name: 'FinTech Summit', timeZone: 'Europe/London' },
  partner: { id: 3, name: 'Harbour Events' },
  buyerName: 'Tim Berners-Lee',
  buyerEmail: 'tim.bl@example.com',
  companyName: null,
  reference: 'PV-7KQ2-M9XD',
  dueAt: '2030-06-08T10:00:00.000Z',
  amount: 1250,
  currency: 'EUR',
};

describe('the orders awaiting their bank transfer, in Registrations', () => {
  it('lists them above the paid orders, each with its event and a link to its page', async () => {
    const api = mockApi({
      'GET /partner/events': answer(paged([])),
      'GET /partner/orders/summaries': answer(paged([])),
      'GET /partner/bank-transfers': answer(paged([AWAITING])),
    });
    renderPartnerPage(
      [{ path: '/dashboard/registrations', element: <RegistrationsPage /> }],
      '/dashboard/registrations',
    );
    const section = await screen.findByRole('region', { name: 'Orders awaiting their bank transfer' });
    const row = await within(section).findByRole('row', { name: /PV-7KQ2-M9XD/ });
    expect(row).toHaveTextContent('FinTech Summit');
    expect(row).toHaveTextContent('tim.bl@example.com');
    expect(within(row).getByRole('link', { name: 'PV-7KQ2-M9XD' })).toHaveAttribute(
      'href',
      `/partner/order-details/${AWAITING.orderId}`,
    );
    expect(api.callsTo('GET /partner/bank-transfers')).toHaveLength(1);
  });

  it('shows nothing while none awaits', async () => {
    const api = mockApi({
      'GET /partner/events': answer(paged([])),
      'GET /partner/orders/summaries': answer(paged([])),
      'GET /partner/bank-transfers': answer(paged([])),
    });
    renderPartnerPage(
      [{ path: '/dashboard/registrations', element: <RegistrationsPage /> }],
      '/dashboard/registrations',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrations' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /partner/bank-transfers')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Orders awaiting their bank transfer' })).not.toBeInTheDocument();
  });
});
