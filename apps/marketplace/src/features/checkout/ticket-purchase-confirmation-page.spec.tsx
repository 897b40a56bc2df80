/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { testOrderTicket } from '@pavilion/domain/testing';
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

  it('says named attendees get their tickets now, and tickets named later when they are named', async () => {
    const named = testOrderTicket();
    const later = testOrderTicket({ id: '2d7e3f40-5162-4c7d-8e9f-a0b1c2d3e4f5', attendee: null });
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      [`GET /orders/${ORDER_ID}/`]: answer(
        testOrder({ status: 'paid', paymentDetails: PAID_DETAILS, tickets: [named, later] }),
      ),
      'GET /events/5': answer(testDetail()),
    });
    renderConfirmation();
    expect(await screen.findByText(/Each named attendee receives their ticket by email/)).toBeInTheDocument();
    expect(
      screen.getByText(
        '1 ticket is to be named later: each is emailed to its attendee within a few minutes of being named, through its link or from your order, until the event ends.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of naming later when every ticket is named', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      [`GET /orders/${ORDER_ID}/`]: answer(testOrder({ status: 'paid', paymentDetails: PAID_DETAILS })),
      'GET /events/5': answer(testDetail()),
    });
    renderConfirmation();
    expect(await screen.findByText(/Each named attendee receives their ticket by email/)).toBeInTheDocument();
    expect(screen.queryByText(/to be named later/)).not.toBeInTheDocument();
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
