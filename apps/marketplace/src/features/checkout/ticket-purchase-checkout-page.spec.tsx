/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type MockAnswer, type MockHandler } from '@pavilion/api-client/testing';
import type { TOrder } from '@pavilion/domain';
import { testEventDetail } from '@pavilion/domain/testing';
import { renderRoutes, TEST_OPTIONS, sessionOf } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, PAID_DETAILS, testOrder, testProfile } from '../../testing/checkout';
import TicketPurchaseCheckoutPage from './ticket-purchase-checkout-page';

// The build flag (import.meta.env, which Jest cannot read): as in a development build.
jest.mock('./checkout-config', () => ({ showTestCards: true }));

// Typing through user-event is slow in jsdom, more so on a busy machine.
jest.setTimeout(30_000);

const PAYMENT_PATH = `/events/5/ticket-purchase-checkout/${ORDER_ID}`;
const COMPLETE = `POST /orders/${ORDER_ID}/complete-order`;
const DECLINED = answer(
  {
    error: 'There was an error processing your payment. Please try again.',
    code: 'PAYMENT_FAILED',
    reason: 'declined',
  },
  402,
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function renderPayment() {
  return renderRoutes(
    [
      { path: '/events/:id/ticket-purchase-checkout/:orderId', element: <TicketPurchaseCheckoutPage /> },
      { path: '/events/:id/ticket-purchase-confirmation/:orderId', element: <h1>Thank you page</h1> },
    ],
    PAYMENT_PATH,
  );
}

const heldFor = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The order answers as pending until the payment succeeds. */
function mockPayment(
  completions: Array<MockHandler | MockAnswer>,
  order: Partial<TOrder> | (() => Partial<TOrder>) = {},
) {
  let paid = false;
  let attempt = 0;
  const api = mockApi({
    'GET /session': answer(sessionOf('attendee')),
    'GET /users/': answer(testProfile()),
    'GET /options/countries/': answer(TEST_OPTIONS.countries),
    [`GET /orders/${ORDER_ID}/`]: () =>
      answer(
        testOrder({
          holdExpiresAt: heldFor(15 * 60_000),
          ...(typeof order === 'function' ? order() : order),
          ...(paid ? { status: 'paid', paymentDetails: PAID_DETAILS } : {}),
        }),
      ),
    [COMPLETE]: async (call) => {
      const next = completions[Math.min(attempt, completions.length - 1)]!;
      attempt += 1;
      const result = typeof next === 'function' ? await next(call) : next;
      if (!(result instanceof Response) && (result.status ?? 200) === 200) paid = true;
      return result;
    },
  });
  const keysSent = () =>
    api.fetch.mock.calls
      .map(([input]) => input as Request)
      .filter((request) => request.url.endsWith('/complete-order'))
      .map((request) => request.headers.get('Idempotency-Key'));
  return { api, keysSent };
}

async function payWith(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  const card = await screen.findByRole('textbox', { name: 'Card number' });
  await user.clear(card);
  await user.type(card, cardNumber);
  const expiry = screen.getByRole('textbox', { name: 'Expiry date' });
  await user.clear(expiry);
  await user.type(expiry, '1230');
  const cvv = screen.getByRole('textbox', { name: 'CVV' });
  await user.clear(cvv);
  await user.type(cvv, '123');
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
}

describe('TicketPurchaseCheckoutPage', () => {
  it('shows the order, the time left and the form pre-filled with the billing address from the profile', async () => {
    mockPayment([answer({ status: 'paid', orderId: ORDER_ID })]);
    renderPayment();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(await screen.findByRole('timer', { name: 'Time left to pay' })).toHaveTextContent(/^1[45]:\d\d$/);
    const recap = screen.getByRole('complementary', { name: 'Your order' });
    expect(within(recap).getByText('£484.00')).toBeInTheDocument();
    expect(within(recap).getByText(/Charles Babbage/)).toBeInTheDocument();
    expect(within(recap).getByText(/with Gala dinner/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Cardholder name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Zip / postal code' })).toHaveValue('SW1Y 4JH');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('44');
    expect(screen.getByText('Test cards for the simulated payment gateway')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
  });

  it("says each ordered ticket type's cancellation terms in words before paying", async () => {
    const event = testEventDetail({ id: 5 });
    event.ticketTypes[0] = {
      ...event.ticketTypes[0]!,
      id: 11,
      name: 'Standard',
      cancellationPolicyId: 7,
      cancellationPolicy: {
        id: 7,
        name: 'Flexible',
        periods: [
          { percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 },
          { percentageRefund: 50, startDaysBeforeEvent: 29, endDaysBeforeEvent: 15 },
        ],
      },
    };
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /users/': answer(testProfile()),
      'GET /options/countries/': answer(TEST_OPTIONS.countries),
      [`GET /orders/${ORDER_ID}/`]: answer(testOrder({ holdExpiresAt: heldFor(15 * 60_000) })),
      'GET /events/5': answer(event),
    });
    renderPayment();
    const recap = await screen.findByRole('complementary', { name: 'Your order' });
    const terms = await within(recap).findByRole('list', { name: 'Cancellation terms' });
    // One line per ticket type ordered (two Standard tickets), the other ticket types not.
    expect(within(terms).getAllByRole('listitem')).toHaveLength(1);
    expect(within(terms).getByRole('listitem')).toHaveTextContent(
      'StandardCancellation (Flexible): 100% back from 60 until 30 days before the event, 50% until 15 days, then nothing.',
    );
  });

  it("says 'Country is required' for a profile country the list does not offer, and charges nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /users/': answer(testProfile({ country: 999 })),
      'GET /options/countries/': answer(TEST_OPTIONS.countries),
      [`GET /orders/${ORDER_ID}/`]: answer(testOrder({ holdExpiresAt: heldFor(15 * 60_000) })),
      [COMPLETE]: answer({ status: 'paid', orderId: ORDER_ID }),
    });
    renderPayment();
    const country = await screen.findByRole('combobox', { name: 'Country' });
    expect(country).toHaveDisplayValue('Select a country');
    await payWith(user, '4242424242424242');
    expect(await screen.findByText('Country is required')).toBeInTheDocument();
    expect(api.callsTo(COMPLETE)).toHaveLength(0);
  });

  it('pays with an Idempotency-Key, says so and goes on to the confirmation page', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, keysSent } = mockPayment([answer({ status: 'paid', orderId: ORDER_ID })]);
    const { router } = renderPayment();
    await payWith(user, '4242424242424242');
    expect(await screen.findByText('Payment processed successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Thank you page' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/events/5/ticket-purchase-confirmation/${ORDER_ID}`);
    expect(keysSent()).toHaveLength(1);
    expect(keysSent()[0]).toMatch(UUID);
    expect(api.callsTo(COMPLETE)[0]?.body).toEqual({
      cardNumber: '4242424242424242',
      expiryDate: '12/30',
      cvv: '123',
      cardholderName: 'Ada Lovelace',
      cardholderAddress: '12 St James Square',
      cardholderZip: 'SW1Y 4JH',
      country: 44,
      keepCardForDamage: false,
    });
  });

  it("asks for consent to keep the card when the event has a damage policy, and sends the buyer's choice", async () => {
    const user = userEvent.setup({ delay: null });
    const policy = { maxAmount: 500, currency: 'GBP' as const, text: 'Stands are inspected after the show.' };
    const api = mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /users/': answer(testProfile()),
      'GET /options/countries/': answer(TEST_OPTIONS.countries),
      [`GET /orders/${ORDER_ID}/`]: answer(testOrder({ holdExpiresAt: heldFor(15 * 60_000) })),
      'GET /events/5': answer(testEventDetail({ damagePolicy: policy })),
      [COMPLETE]: answer({ status: 'paid', orderId: ORDER_ID }),
    });
    renderPayment();
    const consent = await screen.findByRole('checkbox', {
      name: /^Keep my payment method for a possible damage payment of up to £500\.00/,
    });
    expect(consent).not.toBeChecked();
    expect(
      screen.getByText('Damage policy: up to £500.00 per order. Stands are inspected after the show.'),
    ).toBeVisible();
    await user.click(consent);
    await payWith(user, '4242424242424242');
    await waitFor(() => expect(api.callsTo(COMPLETE)).toHaveLength(1));
    expect(api.callsTo(COMPLETE)[0]?.body).toMatchObject({ keepCardForDamage: true });
  });

  it('keeps a declined order payable and pays again as a new attempt', async () => {
    const user = userEvent.setup({ delay: null });
    const { keysSent } = mockPayment([DECLINED, answer({ status: 'paid', orderId: ORDER_ID })]);
    renderPayment();
    await payWith(user, '4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error processing your payment. Please try again.',
    );
    expect(screen.getByRole('timer')).toBeInTheDocument();
    await payWith(user, '4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Thank you page' }, { timeout: 3000 })).toBeInTheDocument();
    const [first, second] = keysSent();
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it.each([
    'Too many payment attempts in a short time. Please wait a few minutes and try again.',
    'Too many declined card payments. For your security, payments are paused for up to an hour. Please try again later.',
  ])('shows a rate limit (429) in words and keeps the form: %s', async (message) => {
    const user = userEvent.setup({ delay: null });
    const { keysSent } = mockPayment([
      answer({ error: message, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 600 }, 429),
      answer({ status: 'paid', orderId: ORDER_ID }),
    ]);
    renderPayment();
    await payWith(user, '4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    // The refused attempt was never charged: the next Pay Now is a new attempt.
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('heading', { name: 'Thank you page' }, { timeout: 3000 })).toBeInTheDocument();
    const [first, second] = keysSent();
    expect(second).not.toBe(first);
  });

  it('retries an attempt whose outcome is unknown with the same key', async () => {
    const user = userEvent.setup({ delay: null });
    const { keysSent } = mockPayment([
      answer({ error: 'Bad gateway', code: 'UPSTREAM' }, 502),
      answer({ status: 'paid', orderId: ORDER_ID }),
    ]);
    renderPayment();
    await payWith(user, '4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent('you will not be charged twice');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('heading', { name: 'Thank you page' }, { timeout: 3000 })).toBeInTheDocument();
    const [first, second] = keysSent();
    expect(second).toBe(first);
  });

  it('says when the reservation expired while paying, with a way back to the event', async () => {
    const user = userEvent.setup({ delay: null });
    let expired = false;
    mockPayment(
      [
        () => {
          expired = true;
          return answer(
            { error: 'Your reservation has expired. Please choose your tickets again.', code: 'CONFLICT' },
            409,
          );
        },
      ],
      // Once the hold is gone the server reports the order as expired.
      () => (expired ? { status: 'expired' } : {}),
    );
    renderPayment();
    await payWith(user, '4242424242424242');
    expect(
      await screen.findByText('Your reservation has expired. Please choose your tickets again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to FinTech Summit' })).toHaveAttribute('href', '/events/5');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('asks to wait when a payment for the order is still in progress, keeping the attempt', async () => {
    const user = userEvent.setup({ delay: null });
    const { keysSent } = mockPayment([
      answer(
        { error: 'A payment for this order is already in progress. Please wait a moment.', code: 'CONFLICT' },
        409,
      ),
      answer({ status: 'paid', orderId: ORDER_ID }),
    ]);
    renderPayment();
    await payWith(user, '4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A payment for this order is already in progress. Please wait a moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('heading', { name: 'Thank you page' }, { timeout: 3000 })).toBeInTheDocument();
    const [first, second] = keysSent();
    expect(second).toBe(first);
  });

  it('closes the form when the countdown runs out', async () => {
    mockPayment([answer({ status: 'paid', orderId: ORDER_ID })], { holdExpiresAt: heldFor(1200) });
    renderPayment();
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    expect(
      await screen.findByText('Your reservation has expired. Please choose your tickets again.', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('This order can no longer be paid').closest('[tabindex="-1"]')).toHaveFocus(),
    );
  });

  it('explains an order that is no longer payable', async () => {
    mockPayment([], { status: 'expired' });
    renderPayment();
    expect(
      await screen.findByText('Your reservation has expired. Please choose your tickets again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('sends a paid order to its confirmation page', async () => {
    mockPayment([], { status: 'paid', paymentDetails: PAID_DETAILS });
    renderPayment();
    expect(await screen.findByRole('heading', { name: 'Thank you page' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      [`GET /orders/${ORDER_ID}/`]: answer({ error: 'Order not found', code: 'NOT_FOUND' }, 404),
    });
    renderPayment();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrations and Events' })).toHaveAttribute(
      'href',
      '/user/registrations-and-events',
    );
  });
});
