/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type MockAnswer, type MockHandler } from '@pavilion/api-client/testing';
import { renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, testProfile } from '../../testing/checkout';
import { testDetail } from '../../testing/events';
import { attendeeCheckout } from '../../app/guards';
import TicketPurchaseDetailsPage from './ticket-purchase-details-page';

function renderDetails(path = '/events/5/ticket-purchase-details?tickets=11:2') {
  return renderRoutes(
    [
      // The router's guard of this step (visitors to the auth step, other roles to the notice).
      {
        element: attendeeCheckout,
        children: [{ path: '/events/:id/ticket-purchase-details', element: <TicketPurchaseDetailsPage /> }],
      },
      { path: '/notice/need-attendee-login', element: <h1>Attendee account needed</h1> },
      { path: '/events/:id/ticket-purchase-auth', element: <h1>Checkout login</h1> },
      { path: '/events/:id/ticket-purchase-checkout/:orderId', element: <h1>Payment</h1> },
    ],
    path,
  );
}

function mockCheckout(routes: Record<string, MockHandler | MockAnswer> = {}) {
  return mockApi({
    'GET /session': answer(sessionOf('attendee')),
    'GET /events/5': answer(testDetail()),
    'GET /users/': answer(testProfile()),
    ...routes,
  });
}

const attendee = (number: number) => screen.getByRole('group', { name: new RegExp(`^Ticket ${number}: `) });

async function fillSecondAttendee(user: ReturnType<typeof userEvent.setup>) {
  const second = attendee(2);
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
}

/** Ticks the customer terms' box, unticked at first. */
const acceptTerms = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('checkbox', { name: /^I have read and agree to the customer terms of service/ }));

/** Opens the step, fills in the second ticket's attendee and confirms; the server answers POST /orders/ with `order`. */
async function confirmOrder(order: MockAnswer) {
  const user = userEvent.setup({ delay: null });
  mockCheckout({ 'POST /orders/': order });
  const rendered = renderDetails();
  await screen.findByRole('group', { name: /^Ticket 1/ });
  await fillSecondAttendee(user);
  await acceptTerms(user);
  await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
  return rendered;
}

// Typing through user-event is slow in jsdom, more so on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => window.sessionStorage.clear());

describe('TicketPurchaseDetailsPage', () => {
  it('shows one attendee form per ticket, the first filled in from the profile', async () => {
    mockCheckout();
    renderDetails();
    expect(await screen.findByRole('group', { name: 'Ticket 1: Standard (£199.50)' })).toBeInTheDocument();
    const first = attendee(1);
    expect(within(first).getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(within(first).getByLabelText(/^Surname/)).toHaveValue('Lovelace');
    expect(within(first).getByLabelText(/^Email/)).toHaveValue('attendee@example.com');
    expect(within(first).getByLabelText(/^Company/)).toHaveValue('Analytical Engines');
    expect(within(first).getByLabelText(/^Job title/)).toHaveValue('Mathematician');
    expect(within(attendee(2)).getByLabelText(/^First name/)).toHaveValue('');
    expect(screen.queryByRole('group', { name: /^Ticket 3/ })).not.toBeInTheDocument();
  });

  it('offers an extra the organiser took off sale to nobody, and says so', async () => {
    const detail = testDetail();
    mockCheckout({
      'GET /events/5': answer({
        ...detail,
        subEvents: detail.subEvents.map((extra) =>
          extra.name === 'Gala dinner' ? { ...extra, onSale: false } : extra,
        ),
      }),
    });
    renderDetails();
    await screen.findByRole('group', { name: 'Ticket 1: Standard (£199.50)' });
    const gala = within(attendee(1)).getByRole('checkbox', { name: /^Gala dinner/ });
    expect(gala).toHaveAccessibleName(expect.stringContaining(', not on sale'));
    expect(gala).toBeDisabled();
    expect(within(attendee(1)).getByRole('checkbox', { name: /^Networking breakfast/ })).toBeEnabled();
  });

  it("adds chosen extras to the summary, a zero-priced one as 'Free'", async () => {
    const user = userEvent.setup({ delay: null });
    mockCheckout();
    renderDetails();
    await screen.findByRole('group', { name: /^Ticket 1/ });
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('£399.00');
    await user.click(within(attendee(1)).getByRole('checkbox', { name: /^Networking breakfast \(Free\)/ }));
    await user.click(within(attendee(1)).getByRole('checkbox', { name: /^Gala dinner \(£85.00\)/ }));
    await user.click(within(attendee(2)).getByRole('checkbox', { name: /^Gala dinner/ }));
    const extras = within(within(summary).getByRole('list', { name: 'Optional extras' })).getAllByRole('listitem');
    expect(extras.map((item) => item.textContent)).toEqual([
      'Networking breakfast1 × FreeFree',
      'Gala dinner2 × £85.00£170.00',
    ]);
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('£569.00');
  });

  it('checks required fields and the email format in the browser before creating anything', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockCheckout();
    renderDetails();
    await screen.findByRole('group', { name: /^Ticket 1/ });
    await user.type(within(attendee(2)).getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    const second = attendee(2);
    expect(await within(second).findByText('First name is required')).toBeInTheDocument();
    expect(within(second).getByText('Surname is required')).toBeInTheDocument();
    expect(within(second).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(second).getByText('Company is required')).toBeInTheDocument();
    expect(within(second).getByText('Job title is required')).toBeInTheDocument();
    await waitFor(() => expect(within(second).getByLabelText(/^First name/)).toHaveFocus());
    expect(api.callsTo('POST /orders/')).toHaveLength(0);
  });

  it('creates the order with one entry per ticket and goes on to payment', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockCheckout({
      'POST /orders/': answer(
        { id: ORDER_ID, holdExpiresAt: '2030-06-01T10:15:00.000Z', total: 484, currency: 'GBP' },
        201,
      ),
    });
    const { router } = renderDetails();
    await screen.findByRole('group', { name: /^Ticket 1/ });
    await user.click(within(attendee(1)).getByRole('checkbox', { name: /^Gala dinner/ }));
    await fillSecondAttendee(user);
    // Without the terms box ticked, nothing is created.
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(
      await screen.findByText('Please confirm that you have read and agree to the customer terms of service'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /orders/')).toHaveLength(0);
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/events/5/ticket-purchase-checkout/${ORDER_ID}`);
    expect(api.callsTo('POST /orders/')[0]?.body).toEqual({
      eventId: 5,
      tickets: [
        {
          ticketTypeId: 11,
          firstName: 'Ada',
          surname: 'Lovelace',
          email: 'attendee@example.com',
          company: 'Analytical Engines',
          jobTitle: 'Mathematician',
          nameLater: false,
          subEventIds: [2],
        },
        {
          ticketTypeId: 11,
          firstName: 'Charles',
          surname: 'Babbage',
          email: 'charles@example.com',
          company: 'Difference Ltd',
          jobTitle: 'Engineer',
          nameLater: false,
          subEventIds: [],
        },
      ],
      acceptTerms: true,
    });
  });

  it('lets the buyer name an attendee later, hiding the fields and giving back what was typed if unticked', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockCheckout({
      'POST /orders/': answer(
        { id: ORDER_ID, holdExpiresAt: '2030-06-01T10:15:00.000Z', total: 399, currency: 'GBP' },
        201,
      ),
    });
    renderDetails();
    await screen.findByRole('group', { name: /^Ticket 1/ });
    // The buyer's own row: named later, then named again with the profile's details back.
    const later = () => within(attendee(1)).getByRole('checkbox', { name: 'I’ll name this attendee later' });
    await user.click(later());
    expect(within(attendee(1)).queryByLabelText(/^First name/)).not.toBeInTheDocument();
    expect(within(attendee(1)).getByText(/After you pay, your order has a link for this ticket/)).toBeInTheDocument();
    await user.click(later());
    expect(within(attendee(1)).getByLabelText(/^First name/)).toHaveValue('Ada');
    // The second row is named later: nothing of an attendee is sent for it.
    await user.click(within(attendee(2)).getByRole('checkbox', { name: 'I’ll name this attendee later' }));
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(api.callsTo('POST /orders/')[0]?.body).toEqual({
      eventId: 5,
      tickets: [
        {
          ticketTypeId: 11,
          firstName: 'Ada',
          surname: 'Lovelace',
          email: 'attendee@example.com',
          company: 'Analytical Engines',
          jobTitle: 'Mathematician',
          nameLater: false,
          subEventIds: [],
        },
        { ticketTypeId: 11, nameLater: true, subEventIds: [] },
      ],
      acceptTerms: true,
    });
  });

  it("puts the server's refusal of a half-named ticket on its choice", async () => {
    const user = userEvent.setup({ delay: null });
    const message =
      'A ticket named later has no attendee details yet: leave its name, email, company and job title empty, or name the attendee now';
    mockCheckout({
      'POST /orders/': answer({ error: message, code: 'VALIDATION', fields: { 'tickets.1.nameLater': message } }, 400),
    });
    renderDetails();
    await screen.findByRole('group', { name: /^Ticket 1/ });
    await user.click(within(attendee(2)).getByRole('checkbox', { name: 'I’ll name this attendee later' }));
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await within(attendee(2)).findByText(message)).toBeInTheDocument();
  });

  it('shows a sold-out answer on the page and stays', async () => {
    const { router } = await confirmOrder(
      answer({ error: 'Only 1 ticket left for Standard', code: 'CONFLICT', ticketTypeId: 11, remaining: 1 }, 409),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only 1 ticket left for Standard');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(within(alert).getByRole('link', { name: 'Change your ticket selection' })).toHaveAttribute(
      'href',
      '/events/5',
    );
    expect(router.state.location.pathname).toBe('/events/5/ticket-purchase-details');
  });

  it.each([
    [
      409,
      'You can hold at most 50 tickets for this event at a time, and your unpaid orders already hold 48. Pay for them first, or choose at most 2.',
    ],
    [429, 'Too many orders in a short time. Please wait a few minutes and try again.'],
  ])('shows the %s answer (seat cap, rate limit) on the page and stays', async (status, message) => {
    const { router } = await confirmOrder(
      answer({ error: message, code: status === 409 ? 'CONFLICT' : 'TOO_MANY_REQUESTS' }, status),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/events/5/ticket-purchase-details');
  });

  it("puts the server's field messages on their fields", async () => {
    await confirmOrder(
      answer(
        {
          error: 'Please enter a valid email address',
          code: 'VALIDATION',
          fields: { 'tickets.1.email': 'Please enter a valid email address' },
        },
        400,
      ),
    );
    const email = within(attendee(2)).getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('shows a message about something the form has no field for on the page', async () => {
    await confirmOrder(
      answer(
        {
          error: 'This ticket type is not part of this event',
          code: 'VALIDATION',
          fields: { 'tickets.0.ticketTypeId': 'This ticket type is not part of this event' },
        },
        400,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket type is not part of this event');
  });

  it('sends a visitor to the auth step with the selection', async () => {
    mockApi({ 'GET /session': answer(sessionOf('visitor')) });
    const { router } = renderDetails();
    expect(await screen.findByRole('heading', { name: 'Checkout login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tickets=11:2');
  });

  it('sends a partner to the notice, which brings them back here', async () => {
    mockApi({ 'GET /session': answer(sessionOf('partner')) });
    const { router } = renderDetails();
    expect(await screen.findByRole('heading', { name: 'Attendee account needed' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/events/5/ticket-purchase-details?tickets=11:2',
    );
  });

  it("says 'Unable to load ticket information. Please try again later.' when the event cannot be loaded", async () => {
    mockCheckout({ 'GET /events/5': answer({ error: 'Server error', code: 'INTERNAL' }, 500) });
    renderDetails();
    const alerts = await screen.findAllByText('Unable to load ticket information. Please try again later.');
    expect(alerts).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
  });

  it("says 'No tickets selected' without a selection", async () => {
    mockCheckout();
    renderDetails('/events/5/ticket-purchase-details');
    expect(await screen.findAllByText('No tickets selected')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Choose tickets' })).toHaveAttribute('href', '/events/5');
  });
});
