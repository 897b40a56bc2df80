/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { formatEventDateTime } from '@pavilion/features-event';
import { paged, renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, PAID_DETAILS, testOrder } from '../../testing/checkout';
import RegistrationsAndEventsPage from './registrations-and-events-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const DUE = '2030-06-08T10:00:00.000Z';
const INVOICE_ID = '7f1e2d3c-4b5a-4c6d-8e9f-0a1b2c3d4e5f';

function renderWith(order: ReturnType<typeof testOrder>) {
  const api = mockApi({
    'GET /session': answer(sessionOf('attendee')),
    'GET /tickets/': answer(paged([])),
    'GET /orders/': answer(paged([order])),
    [`GET /orders/${ORDER_ID}/bank-transfer`]: answer({
      available: false,
      lastChoiceAt: null,
      dueAtIfChosen: null,
      instructions: {
        orderId: ORDER_ID,
        reference: 'PV-7KQ2-M9XD',
        dueAt: DUE,
        accountName: 'Pavilion Events Ltd',
        iban: 'GB33BUKB20201555555555',
        bic: 'BUKBGB22',
        bankName: null,
        amount: 484,
        currency: 'GBP',
        invoiceId: INVOICE_ID,
      },
    }),
  });
  renderRoutes(
    [{ path: '/user/registrations-and-events', element: <RegistrationsAndEventsPage /> }],
    '/user/registrations-and-events',
  );
  return api;
}

describe('an order awaiting its bank transfer, in Registrations and Events', () => {
  it('says it awaits the transfer and shows how to pay it, with the invoice', async () => {
    renderWith(testOrder({ status: 'awaiting_payment', holdExpiresAt: DUE }));
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(within(order).getByText('Awaiting bank transfer')).toBeInTheDocument();
    const how = await within(order).findByRole('region', { name: 'How to pay by bank transfer' });
    expect(within(how).getByText('PV-7KQ2-M9XD')).toBeInTheDocument();
    expect(within(how).getByText('GB33BUKB20201555555555')).toBeInTheDocument();
    expect(within(how).getByText(formatEventDateTime(DUE, 'Europe/London'))).toBeInTheDocument();
    // No bank named: no empty line for it.
    expect(within(how).queryByText('Bank')).not.toBeInTheDocument();
    expect(within(how).getByRole('link', { name: 'Download the invoice (PDF)' })).toHaveAttribute(
      'href',
      `/api/orders/${ORDER_ID}/invoices/${INVOICE_ID}/pdf`,
    );
    // Nothing to pay by card any more.
    expect(within(order).queryByRole('link', { name: 'Complete payment' })).not.toBeInTheDocument();
  });

  it('asks nothing about a transfer for a paid order', async () => {
    const api = renderWith(testOrder({ status: 'paid', paymentDetails: PAID_DETAILS }));
    await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(screen.queryByRole('region', { name: 'How to pay by bank transfer' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET /orders/${ORDER_ID}/bank-transfer`)).toEqual([]);
  });
});

describe('an order awaiting its bank transfer, in German', () => {
  inLanguage('de');

  it('says how to pay in German', async () => {
    renderWith(testOrder({ status: 'awaiting_payment', holdExpiresAt: DUE }));
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(await within(order).findByRole('region', { name: 'So zahlen Sie per Banküberweisung' })).toBeInTheDocument();
    expect(within(order).getByText('Zahlungsreferenz')).toBeInTheDocument();
  });
});
