/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { PAID_DETAILS, testOrder } from '../../testing/checkout';
import RegistrationsAndEventsPage from './registrations-and-events-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const COMPANY = {
  name: 'Mustermann Messebau GmbH',
  address: 'Messeplatz 1\n80339 München',
  countryCode: 'DE',
  vatNumber: 'DE129273398',
  reference: 'PO-4711',
  vatNumberCheck: 'valid' as const,
};

function renderWith(order: ReturnType<typeof testOrder>) {
  mockApi({
    'GET /session': answer(sessionOf('attendee')),
    'GET /tickets/': answer(paged([])),
    'GET /orders/': answer(paged([order])),
  });
  return renderRoutes(
    [{ path: '/user/registrations-and-events', element: <RegistrationsAndEventsPage /> }],
    '/user/registrations-and-events',
  );
}

describe("the company on the attendee's order card", () => {
  it('shows the company the order was bought for, its VAT number and reference', async () => {
    renderWith(testOrder({ status: 'paid', paymentDetails: PAID_DETAILS, company: COMPANY }));
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(within(order).getByRole('heading', { name: 'Bought for a company' })).toBeInTheDocument();
    expect(within(order).getByText('Mustermann Messebau GmbH')).toBeInTheDocument();
    expect(within(order).getByText('Messeplatz 1, 80339 München')).toBeInTheDocument();
    expect(within(order).getByText('Germany')).toBeInTheDocument();
    expect(within(order).getByText('DE129273398 (confirmed by the EU VIES service)')).toBeInTheDocument();
    expect(within(order).getByText('PO-4711')).toBeInTheDocument();
  });

  it('shows nothing of a company for an order bought for none', async () => {
    renderWith(testOrder({ status: 'paid', paymentDetails: PAID_DETAILS }));
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(within(order).queryByRole('heading', { name: 'Bought for a company' })).not.toBeInTheDocument();
  });
});

describe("the company on the attendee's order card, in German", () => {
  inLanguage('de');

  it('names the facts in German', async () => {
    renderWith(
      testOrder({
        status: 'paid',
        paymentDetails: PAID_DETAILS,
        company: { ...COMPANY, vatNumberCheck: 'unavailable' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Für ein Unternehmen gekauft' })).toBeInTheDocument();
    expect(screen.getByText('Deutschland')).toBeInTheDocument();
    expect(screen.getByText('DE129273398 (nicht geprüft: VIES hat nicht geantwortet)')).toBeInTheDocument();
  });
});
