/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi, type MockAnswer } from '@pavilion/api-client/testing';
import { testOrderTicket } from '@pavilion/domain/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { PAID_DETAILS, testOrder, testOwnedTicket } from '../../testing/checkout';
import RegistrationsAndEventsPage from './registrations-and-events-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));
jest.setTimeout(30_000);

const UNNAMED_ID = '7d1e2f30-4152-4c6d-8e9f-a0b1c2d3e4f5';
const TOKEN = 'fS1OcE5j3Tgwq0cDGbbp6NtvVuuHNDPFBFsX8Ccyx_A';

/** A paid order: Ada's ticket, named, and a second bought to be named later. */
const groupOrder = (overrides: Parameters<typeof testOrder>[0] = {}) =>
  testOrder({
    status: 'paid',
    paymentDetails: PAID_DETAILS,
    tickets: [
      testOrderTicket(),
      testOrderTicket({ id: UNNAMED_ID, attendee: null, assignPath: `/tickets/assign/${TOKEN}` }),
    ],
    ...overrides,
  });

function renderWith(
  order: ReturnType<typeof testOrder>,
  routes: Record<string, MockAnswer> = {},
  tickets = [testOwnedTicket()],
) {
  const api = mockApi({
    'GET /session': answer(sessionOf('attendee')),
    'GET /tickets/': answer(paged(tickets)),
    'GET /orders/': answer(paged([order])),
    ...routes,
  });
  renderRoutes(
    [{ path: '/user/registrations-and-events', element: <RegistrationsAndEventsPage /> }],
    '/user/registrations-and-events',
  );
  return api;
}

const NEW_ATTENDEE = {
  firstName: 'Grace',
  surname: 'Hopper',
  email: 'grace@example.com',
  company: 'Navy Labs',
  jobTitle: 'Rear Admiral',
};

async function fill(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, values = NEW_ATTENDEE) {
  for (const [label, value] of [
    [/^First name/, values.firstName],
    [/^Surname/, values.surname],
    [/^Email/, values.email],
    [/^Company/, values.company],
    [/^Job title/, values.jobTitle],
  ] as const) {
    const field = within(scope).getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  }
}

describe("a paid order's tickets to be named later", () => {
  it('shows each one as not named yet, with its link to copy and send', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWith(groupOrder());
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(within(order).getByText('Not named yet', { selector: '.pv-badge, .pv-badge *' })).toBeInTheDocument();
    const link = within(order).getByLabelText('Link for the colleague who will come to ticket 2');
    expect(link).toHaveValue(`${window.location.origin}/tickets/assign/${TOKEN}`);
    expect(link).toHaveAccessibleDescription(/they fill in their own details and get their ticket by email/);
    await user.click(within(order).getByRole('button', { name: 'Copy link of ticket 2' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/tickets/assign/${TOKEN}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    // The named ticket has no link; until the cutoff it can be given to someone else.
    expect(within(order).queryByLabelText('Link for the colleague who will come to ticket 1')).not.toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Change attendee of ticket 1' })).toBeInTheDocument();
    expect(within(order).getByText(/Attendees can be changed until/)).toBeInTheDocument();
  });

  it('lets the buyer name the attendee themselves, sending the checkout fields, and reads the order again', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderWith(groupOrder(), {
      [`PUT /tickets/${UNNAMED_ID}/attendee`]: answer({
        ticketId: UNNAMED_ID,
        orderId: groupOrder().id,
        change: 'named',
        attendee: NEW_ATTENDEE,
      }),
    });
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    await user.click(within(order).getByRole('button', { name: 'Name the attendee of ticket 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name the attendee' });
    expect(within(dialog).queryByText(/stops working at once/)).not.toBeInTheDocument();
    // The checkout's rules, in the browser first.
    await user.click(within(dialog).getByRole('button', { name: 'Save attendee' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(api.callsTo(`PUT /tickets/${UNNAMED_ID}/attendee`)).toHaveLength(0);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save attendee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`PUT /tickets/${UNNAMED_ID}/attendee`)[0]?.body).toEqual(NEW_ATTENDEE);
    expect(await screen.findByText('Grace Hopper gets the ticket by email at grace@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.path.startsWith('/orders/')).length).toBeGreaterThan(1));
  });

  it("changes a named attendee with a warning, and shows the server's refusal in words", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal =
      'The attendee can no longer be changed: the organiser allows changes until 24 hours before the start (Aug 31, 2030, 09:00 BST)';
    renderWith(groupOrder(), {
      [`PUT /tickets/${testOrderTicket().id}/attendee`]: answer({ error: refusal, code: 'CONFLICT' }, 409),
    });
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    await user.click(within(order).getByRole('button', { name: 'Change attendee of ticket 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the attendee' });
    expect(within(dialog).getByText(/The QR code sent for this ticket stops working at once/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue('Ada');
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save attendee' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });

  it('offers no change once the organiser’s cutoff has passed, and no link on an unpaid order', async () => {
    renderWith(groupOrder({ attendeeChangesUntil: '2020-01-01T00:00:00.000Z' }));
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(within(order).queryByRole('button', { name: /Change attendee/ })).not.toBeInTheDocument();
    expect(
      within(order).getByText('The organiser no longer takes changes of attendee for this event.'),
    ).toBeInTheDocument();
    // Naming a ticket without an attendee stays open until the event ends.
    expect(within(order).getByRole('button', { name: 'Name the attendee of ticket 2' })).toBeInTheDocument();
  });
});

describe('a ticket given to its holder', () => {
  it('can be given on until the cutoff, but only its buyer cancels it', async () => {
    const user = userEvent.setup({ delay: null });
    const held = testOwnedTicket({ role: 'holder' });
    renderWith(groupOrder(), {}, [held]);
    const card = await screen.findByRole('listitem', { name: /FinTech Summit/ });
    await screen.findByText(held.attendeeEmail);
    const tickets = screen.getAllByRole('listitem').filter((li) => li.classList.contains('pv-ticket-card'));
    const mine = tickets[0] ?? card;
    expect(within(mine).queryByRole('button', { name: /Cancel this ticket/ })).not.toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Change attendee of Ada Lovelace, FinTech Summit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the attendee' });
    expect(within(dialog).getByLabelText(/^Surname/)).toHaveValue('Lovelace');
  });
});

describe("a paid order's tickets to be named later, in German", () => {
  inLanguage('de');

  it('says it in German', async () => {
    renderWith(groupOrder());
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(within(order).getByLabelText('Link für den Kollegen, der mit Ticket 2 kommt')).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Link kopieren für Ticket 2' })).toBeInTheDocument();
  });
});
