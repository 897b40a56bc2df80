/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { renderRoutes, sessionOf, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, PAID_DETAILS, testOrder, testProfile } from '../../testing/checkout';
import { testDetail } from '../../testing/events';
import TicketPurchaseCheckoutPage from './ticket-purchase-checkout-page';
import TicketPurchaseConfirmationPage from './ticket-purchase-confirmation-page';

// The build flag (import.meta.env, which Jest cannot read): as in a development build.
jest.mock('./checkout-config', () => ({ showTestCards: true }));
// The API's address (import.meta.env): the app's own origin.
jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));
jest.setTimeout(30_000);

describe('the checkout in German', () => {
  inLanguage('de');

  it('names the payment step, its countdown, its form and the order in German', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /users/': answer(testProfile()),
      'GET /options/countries/': answer(TEST_OPTIONS.countries),
      [`GET /orders/${ORDER_ID}/`]: answer(
        testOrder({ holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString() }),
      ),
    });
    renderRoutes(
      [{ path: '/events/:id/ticket-purchase-checkout/:orderId', element: <TicketPurchaseCheckoutPage /> }],
      `/events/5/ticket-purchase-checkout/${ORDER_ID}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Zahlung' })).toBeInTheDocument();
    const timer = await screen.findByRole('timer', { name: 'Verbleibende Zeit zum Bezahlen' });
    expect(timer.closest('p')).toHaveTextContent(/^Ihre Tickets sind noch 1[45]:\d\d für Sie reserviert\./);
    const recap = screen.getByRole('complementary', { name: 'Ihre Bestellung' });
    expect(within(recap).getByText(/, mit Gala dinner/)).toBeInTheDocument();
    expect(within(recap).getByText('Gesamtbetrag')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Kartennummer' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ablaufdatum' })).toHaveAttribute('placeholder', 'MM/JJ');
    expect(screen.getByRole('combobox', { name: 'Land' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jetzt bezahlen' })).toBeInTheDocument();
    expect(screen.getByText('Testkarten für das simulierte Zahlungsgateway')).toBeInTheDocument();
    expect(screen.getByText('wird abgelehnt')).toBeInTheDocument();
  });

  it('thanks the buyer in German, counting the tickets', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      [`GET /orders/${ORDER_ID}/`]: answer(testOrder({ status: 'paid', paymentDetails: PAID_DETAILS })),
      'GET /events/5': answer(testDetail()),
    });
    renderRoutes(
      [{ path: '/events/:id/ticket-purchase-confirmation/:orderId', element: <TicketPurchaseConfirmationPage /> }],
      `/events/5/ticket-purchase-confirmation/${ORDER_ID}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihren Einkauf!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ist bestätigt: 2 Tickets, .+ bezahlt\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ticketversand' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmeldungen und Veranstaltungen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ihre Tickets ansehen' })).toBeInTheDocument();
  });
});
