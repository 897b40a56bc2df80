/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage, testOrderDocument } from '@pavilion/domain/testing';
import { paged, renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, PAID_DETAILS, testOrder } from '../../testing/checkout';
import RegistrationsAndEventsPage from './registrations-and-events-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const INVOICE = testOrderDocument();
const CREDIT_NOTE = testOrderDocument({
  id: '7d3c4b2a-1f0e-4d9c-8b7a-000000000002',
  kind: 'credit_note',
  number: 'P7-000013',
  issuedAt: '2030-09-03T10:00:00.000Z',
  total: 595,
});

function renderWith(order: ReturnType<typeof testOrder>, documents: unknown = answer([INVOICE, CREDIT_NOTE])) {
  const api = mockApi({
    'GET /session': answer(sessionOf('attendee')),
    'GET /tickets/': answer(paged([])),
    'GET /orders/': answer(paged([order])),
    [`GET /orders/${ORDER_ID}/invoices`]: documents as ReturnType<typeof answer>,
  });
  renderRoutes(
    [{ path: '/user/registrations-and-events', element: <RegistrationsAndEventsPage /> }],
    '/user/registrations-and-events',
  );
  return api;
}

describe("the invoices and credit notes on the attendee's order", () => {
  it('lists each document with its number, kind, day and amount, as a PDF to download', async () => {
    renderWith(testOrder({ status: 'paid', paymentDetails: PAID_DETAILS }));
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    const section = await within(order).findByRole('region', { name: 'Invoices and credit notes' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Invoice P7-000012 (PDF)', 'Credit note P7-000013 (PDF)']);
    expect(links[0]).toHaveAttribute('href', `/api/orders/${ORDER_ID}/invoices/${INVOICE.id}/pdf`);
    expect(links[1]).toHaveAttribute('href', `/api/orders/${ORDER_ID}/invoices/${CREDIT_NOTE.id}/pdf`);
    expect(links[0]).toHaveAttribute('download');
    expect(within(section).getByText('issued Sep 1, 2030, €1,190.00')).toBeInTheDocument();
    expect(within(section).getByText('issued Sep 3, 2030, €595.00')).toBeInTheDocument();
  });

  it('asks nothing for an order that never took money, and shows nothing for one without documents', async () => {
    const api = renderWith(testOrder({ status: 'expired' }));
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(within(order).queryByRole('region', { name: 'Invoices and credit notes' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET /orders/${ORDER_ID}/invoices`)).toHaveLength(0);
  });

  it('says so when the documents cannot be loaded', async () => {
    renderWith(
      testOrder({ status: 'paid', paymentDetails: PAID_DETAILS }),
      answer({ error: 'Something went wrong', code: 'INTERNAL' }, 500),
    );
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(await within(order).findByText(/invoices could not be loaded/)).toBeInTheDocument();
  });

  describe('in German', () => {
    inLanguage('de');

    it('names the documents and their amounts in German', async () => {
      renderWith(testOrder({ status: 'paid', paymentDetails: PAID_DETAILS }));
      const section = await screen.findByRole('region', { name: 'Rechnungen und Gutschriften' });
      expect(within(section).getByRole('link', { name: 'Gutschrift P7-000013 (PDF)' })).toBeInTheDocument();
      expect(within(section).getByText('ausgestellt am 01.09.2030, 1.190,00 €')).toBeInTheDocument();
    });
  });
});
