/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type MockAnswer, type MockHandler } from '@pavilion/api-client/testing';
import { PROMO_MESSAGES } from '@pavilion/domain';
import { renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, testProfile } from '../../../testing/checkout';
import { testDetail } from '../../../testing/events';
import { attendeeCheckout } from '../../../app/guards';
import TicketPurchaseDetailsPage from '../ticket-purchase-details-page';

// The promo code field as the buyer meets it: in the order summary of the attendee details step.
function renderDetails(routes: Record<string, MockHandler | MockAnswer> = {}) {
  const api = mockApi({
    'GET /session': answer(sessionOf('attendee')),
    'GET /events/5': answer(testDetail()),
    'GET /users/': answer(testProfile()),
    ...routes,
  });
  renderRoutes(
    [
      {
        element: attendeeCheckout,
        children: [{ path: '/events/:id/ticket-purchase-details', element: <TicketPurchaseDetailsPage /> }],
      },
      { path: '/events/:id/ticket-purchase-checkout/:orderId', element: <h1>Payment</h1> },
    ],
    // One Standard (£199.50) and one VIP (£499.00).
    '/events/5/ticket-purchase-details?tickets=11:1,12:1',
  );
  return api;
}

const EARLYBIRD = {
  code: 'EARLYBIRD',
  kind: 'percentage',
  value: 15,
  currency: 'GBP',
  ticketTypes: [{ ticketTypeId: 11, price: 199.5, discount: 29.93 }],
};

jest.setTimeout(30_000);
beforeEach(() => window.sessionStorage.clear());

describe('the promo code field', () => {
  it('applies a code: the server says what it takes off, and the summary shows the discount and the new total', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderDetails({ 'GET /events/5/promo-codes/EARLYBIRD': answer(EARLYBIRD) });
    await screen.findByRole('group', { name: /^Ticket 1/ });
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('£698.50');
    await user.type(within(summary).getByLabelText('Promo code'), 'earlybird');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByRole('status')).toHaveTextContent('Promo code EARLYBIRD applied: 15% off');
    expect(api.callsTo('GET /events/5/promo-codes/EARLYBIRD?ticketTypeIds=11%2C12')).toHaveLength(1);
    expect(within(summary).getByTestId('summary-discount')).toHaveTextContent('-£29.93');
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('£668.57');
  });

  it("shows the server's reason when a code is refused, and orders without it", async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderDetails({
      'GET /events/5/promo-codes/SPENT': answer(
        { error: PROMO_MESSAGES.usedUp({ code: 'SPENT' }), code: 'CONFLICT', reason: 'usedUp' },
        409,
      ),
    });
    await screen.findByRole('group', { name: /^Ticket 1/ });
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    const field = within(summary).getByLabelText('Promo code');
    await user.type(field, 'spent');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Promo code SPENT has been used up'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(summary).queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('£698.50');
    expect(api.callsTo('POST /orders/')).toHaveLength(0);
  });

  it('names the expected format without asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderDetails();
    await screen.findByRole('group', { name: /^Ticket 1/ });
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    await user.type(within(summary).getByLabelText('Promo code'), 'a!');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByText(PROMO_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.includes('promo-codes'))).toHaveLength(0);
  });

  it('sends the applied code with the order', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderDetails({
      'GET /events/5/promo-codes/EARLYBIRD': answer(EARLYBIRD),
      'POST /orders/': answer(
        {
          id: ORDER_ID,
          holdExpiresAt: '2030-06-01T10:15:00.000Z',
          total: 668.57,
          currency: 'GBP',
          promoCode: { code: 'EARLYBIRD', discount: 29.93 },
        },
        201,
      ),
    });
    await screen.findByRole('group', { name: /^Ticket 2/ });
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    await user.type(within(summary).getByLabelText('Promo code'), 'EARLYBIRD');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    await within(summary).findByRole('status');
    const second = screen.getByRole('group', { name: /^Ticket 2/ });
    for (const [label, value] of [
      [/^First name/, 'Charles'],
      [/^Surname/, 'Babbage'],
      [/^Email/, 'charles@example.com'],
      [/^Company/, 'Difference Ltd'],
      [/^Job title/, 'Engineer'],
    ] as const) {
      await user.click(within(second).getByLabelText(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(api.callsTo('POST /orders/')[0]?.body).toMatchObject({ eventId: 5, promoCode: 'EARLYBIRD' });
  });
});
