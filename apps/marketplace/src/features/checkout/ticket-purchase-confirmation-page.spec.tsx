/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, PAID_DETAILS, testOrder } from '../../testing/checkout';
import { testDetail } from '../../testing/events';
import TicketPurchaseConfirmationPage from './ticket-purchase-confirmation-page';

// The API's address (import.meta.env): the app's own origin.
jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

function renderConfirmation() {
  return renderRoutes(
    [
      { path: '/events/:id/ticket-purchase-confirmation/:orderId', element: <TicketPurchaseConfirmationPage /> },
      { path: '/events/:id/ticket-purchase-checkout/:orderId', element: <h1>Payment page</h1> },
    ],
    `/events/5/ticket-purchase-confirmation/${ORDER_ID}`,
  );
}

describe('TicketPurchaseConfirmationPage', () => {
  it('thanks the buyer of a paid order with the three notices and the organiser’s address', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      [`GET /orders/${ORDER_ID}/`]: answer(testOrder({ status: 'paid', paymentDetails: PAID_DETAILS })),
      'GET /events/5': answer(testDetail()),
    });
    renderConfirmation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Purchase!' })).toHaveFocus();
    for (const notice of ['Receipt Coming Soon', 'Ticket Delivery', 'Stay Updated']) {
      expect(screen.getByRole('heading', { level: 2, name: notice })).toBeInTheDocument();
    }
    expect(screen.getByText('attendee@example.com')).toBeInTheDocument();
    expect(await screen.findByText('hello@meridian.example')).toBeInTheDocument();
    expect(screen.getByText(/2 tickets, £484.00 paid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@pavilion.example' })).toHaveAttribute(
      'href',
      'mailto:support@pavilion.example',
    );
    expect(screen.getByRole('link', { name: 'View your tickets' })).toHaveAttribute(
      'href',
      '/user/registrations-and-events',
    );
  });

  it('sends an unpaid order back to its payment page', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      [`GET /orders/${ORDER_ID}/`]: answer(testOrder({ status: 'pending' })),
    });
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeInTheDocument();
  });

  it('says why an expired order has no confirmation', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      [`GET /orders/${ORDER_ID}/`]: answer(testOrder({ status: 'expired' })),
    });
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'This order was not completed' })).toBeInTheDocument();
    expect(screen.getByText('Your reservation has expired. Please choose your tickets again.')).toBeInTheDocument();
    expect(screen.queryByText('Thank You for Your Purchase!')).not.toBeInTheDocument();
  });
});
