/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { PARTNER_MESSAGES, type TPartnerEventDetail } from '@pavilion/domain';
import { paged, renderPartnerPage, TEST_OPTIONS } from '@pavilion/features-page-kit/testing';
import { AddEventPage, EditEventPage } from './event-form-pages';
import { STANDARD, testPartnerEvent, withStock } from '../../testing/partner-event';

// The options the form reads: an event type to choose, and the extras' types.
const OPTIONS = {
  ...TEST_OPTIONS,
  eventTypes: [{ id: 2, name: 'Conference' }],
  subEventTypes: [
    { id: 4, name: 'Dinner' },
    { id: 5, name: 'Tour' },
  ],
};

const POLICIES = paged([
  {
    id: 7,
    name: 'Flexible',
    description: null,
    active: true,
    cancellationPolicyPeriods: [{ percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 }],
    ticketTypeCount: 1,
    periodsLocked: false,
    createdAt: '2025-05-01T10:00:00.000Z',
  },
]);

/** The event as GET /api/partner/events/{id} answers it: Standard has 10 sold and 2 held of 100. */
function partnerEvent(): TPartnerEventDetail {
  return testPartnerEvent({ ticketTypes: [withStock(STANDARD, 100, 10, 2)] });
}

const common = {
  'GET /options/': answer(OPTIONS),
  'GET /partner/cancellation-policies/': answer(POLICIES),
};

function renderAdd() {
  return renderPartnerPage([{ path: '/add-event', element: <AddEventPage /> }], '/add-event');
}

function renderEdit() {
  return renderPartnerPage(
    [
      { path: '/event-details/:id/edit', element: <EditEventPage /> },
      { path: '/event-details/:id', element: <p>Event page</p> },
    ],
    '/event-details/10/edit',
  );
}

/** A form control by its label (required ones carry a '*'). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`));

describe('EventForm', () => {
  it("shows a field's rule once the partner leaves it, not before", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(common);
    renderAdd();
    const name = field('Event name');
    await user.click(name);
    expect(screen.queryByText('Event name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Event name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Tagline'), 'x'.repeat(96));
    expect(screen.queryByText('Must be at most 95 characters')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Must be at most 95 characters')).toBeInTheDocument();

    await user.type(field('Website'), 'not a website');
    await user.tab();
    expect(await screen.findByText('Please enter a valid website address')).toBeInTheDocument();
    // Fixed, the message goes as the partner types.
    await user.type(name, 'Harbour Forum');
    await waitFor(() => expect(screen.queryByText('Event name is required')).not.toBeInTheDocument());

    // A new agenda row says nothing until the partner leaves its name empty.
    await user.click(screen.getByRole('button', { name: 'Add agenda item' }));
    const agendaName = await screen.findByLabelText(/^Agenda item 1 name/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(agendaName);
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(agendaName, 'Keynote');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
  });

  it("puts the server's field errors on their fields and its message above the form", async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockApi({
      ...common,
      'POST /partner/events/': answer(
        {
          error: 'Please correct the highlighted fields',
          code: 'VALIDATION',
          fields: {
            name: 'You already have an event with this name',
            'ticketTypes.0.cancellationPolicyId': PARTNER_MESSAGES.policyInactive,
          },
        },
        400,
      ),
    });
    renderAdd();
    await user.type(field('Event name'), 'Harbour Forum');
    await screen.findByRole('option', { name: 'Conference' });
    await user.selectOptions(field('Event type'), 'Conference');
    await user.type(field('Tagline'), 'Ports and people');
    await user.type(field('Description'), 'A day of talks.');
    await user.type(field('Website'), 'harbour.example');
    await user.type(field('Other information'), 'Bring ID.');
    await user.type(field('Ticket type 1 name'), 'Standard');
    const policy = await screen.findByLabelText(/^Ticket type 1 cancellation policy/);
    // The choice says that a later change applies to later sales only.
    expect(policy).toHaveAccessibleDescription(PARTNER_MESSAGES.policyChangeAppliesLater);
    await user.selectOptions(policy, 'Flexible');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    await waitFor(() => expect(server.callsTo('POST /partner/events/')).toHaveLength(1));
    expect(await screen.findByText('You already have an event with this name')).toBeInTheDocument();
    expect(field('Event name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Event name')).toHaveFocus());
    expect(screen.getByText(PARTNER_MESSAGES.policyInactive)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ticket type 1 cancellation policy/)).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('The event could not be created'));
    expect(alert).toHaveTextContent('Please correct the highlighted fields');
  });
});

describe('AddEventPage: the steps before selling', () => {
  it('says what is still to do before an event can be submitted, and links each step the server names', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = PARTNER_MESSAGES.notReadyToSell({ missing: 'both' });
    const server = mockApi({
      ...common,
      'GET /partner/profile': answer({
        onboarding: {
          steps: [
            { key: 'address-verified', label: 'Company address verified', done: false, doneAt: null },
            {
              key: 'contract-signed',
              label: 'Partner contract signed',
              done: true,
              doneAt: '2026-01-01T00:00:00.000Z',
            },
          ],
        },
      }),
      'POST /partner/events/': answer(
        {
          error: refusal,
          code: 'CONFLICT',
          reason: 'not-ready-to-sell',
          missing: ['address-verified', 'contract-signed'],
        },
        409,
      ),
    });
    renderAdd();
    const notice = (await screen.findByText('Before your tickets can go on sale')).closest('[role]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Verify your company address' })).toHaveAttribute(
      'href',
      '/partner/address-verification',
    );
    expect(within(notice).queryByRole('link', { name: /partner agreement/ })).not.toBeInTheDocument();

    await user.type(field('Event name'), 'Harbour Forum');
    await screen.findByRole('option', { name: 'Conference' });
    await user.selectOptions(field('Event type'), 'Conference');
    await user.type(field('Tagline'), 'Ports and people');
    await user.type(field('Description'), 'A day of talks.');
    await user.type(field('Website'), 'harbour.example');
    await user.type(field('Other information'), 'Bring ID.');
    await user.type(field('Ticket type 1 name'), 'Standard');
    await user.selectOptions(await screen.findByLabelText(/^Ticket type 1 cancellation policy/), 'Flexible');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    await waitFor(() => expect(server.callsTo('POST /partner/events/')).toHaveLength(1));
    const alert = (await screen.findAllByRole('alert')).find((a) => a.textContent?.includes(refusal));
    expect(alert).toBeDefined();
    expect(within(alert!).getByRole('link', { name: 'Verify your company address' })).toHaveAttribute(
      'href',
      '/partner/address-verification',
    );
    expect(within(alert!).getByRole('link', { name: 'Read and sign the partner agreement' })).toHaveAttribute(
      'href',
      '/partner/contract-agreement',
    );
  });
});

describe('EditEventPage: ticket types and extras after creation', () => {
  it('shows the 409 with the numbers on the quantity when it goes below sold and held', async () => {
    const user = userEvent.setup({ delay: null });
    const conflict = PARTNER_MESSAGES.quantityBelowSold({ total: 12, sold: 10, held: 2 });
    const server = mockApi({
      ...common,
      'GET /partner/events/10': answer(partnerEvent()),
      'PATCH /partner/events/10/ticket-types/100': answer(
        { error: conflict, code: 'CONFLICT', fields: { quantity: conflict } },
        409,
      ),
    });
    renderEdit();
    const standard = await screen.findByRole('form', { name: 'Ticket type Standard' });
    expect(within(standard).getByText('10 sold, 2 reserved, 88 left of 100.')).toBeInTheDocument();
    // It has sales: it cannot be deleted, only taken off sale.
    expect(within(standard).queryByRole('button', { name: 'Delete Standard' })).not.toBeInTheDocument();
    expect(within(standard).getByText(PARTNER_MESSAGES.ticketTypeHasSales)).toBeInTheDocument();

    const quantity = within(standard).getByLabelText('Standard quantity');
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(within(standard).getByRole('button', { name: 'Save Standard' }));

    await waitFor(() => expect(server.callsTo('PATCH /partner/events/10/ticket-types/100')).toHaveLength(1));
    // Only what changed is sent.
    expect(server.callsTo('PATCH /partner/events/10/ticket-types/100')[0]!.body).toEqual({ quantity: 5 });
    const message = 'Quantity cannot be less than the 12 tickets already sold or reserved (10 sold, 2 reserved)';
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
    const alert = within(standard)
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes('Standard was not saved'));
    expect(alert).toHaveTextContent(message);
  });

  it('takes a ticket type off sale with its switch', async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockApi({
      ...common,
      'GET /partner/events/10': answer(partnerEvent()),
      'PATCH /partner/events/10/ticket-types/100': answer({ id: 100 }),
    });
    renderEdit();
    await user.click(await screen.findByRole('switch', { name: /Standard on sale/ }));
    await waitFor(() =>
      expect(server.callsTo('PATCH /partner/events/10/ticket-types/100').map((c) => c.body)).toEqual([
        { onSale: false },
      ]),
    );
  });

  it("adds, changes and deletes extras, with the event's time zone and the server's refusal on the form", async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockApi({
      ...common,
      'GET /partner/events/10': answer(partnerEvent()),
      'POST /partner/events/10/sub-events': answer({ id: 2 }, 201),
      'PATCH /partner/events/10/sub-events/1': answer({ id: 1 }),
      'DELETE /partner/events/10/sub-events/1': answer(
        { error: PARTNER_MESSAGES.subEventHasSales, code: 'CONFLICT' },
        409,
      ),
    });
    renderEdit();
    const gala = await screen.findByRole('form', { name: 'Extra Gala dinner' });
    // 19:00 UTC on Sep 1 is 20:00 in London.
    expect(within(gala).getByLabelText(/^Gala dinner starts/)).toHaveValue('2025-09-01T20:00');

    const price = within(gala).getByLabelText('Gala dinner price (GBP)');
    await user.clear(price);
    await user.type(price, '45.5');
    await user.click(within(gala).getByRole('button', { name: 'Save Gala dinner' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH /partner/events/10/sub-events/1').map((c) => c.body)).toEqual([{ price: 45.5 }]),
    );

    await user.click(within(gala).getByRole('button', { name: 'Delete Gala dinner' }));
    expect(await within(gala).findByRole('alert')).toHaveTextContent(PARTNER_MESSAGES.subEventHasSales);

    const add = screen.getByRole('form', { name: 'Add an extra event' });
    await user.click(within(add).getByRole('button', { name: 'Add extra event' }));
    expect(await within(add).findAllByText('Please fill in all required fields')).not.toHaveLength(0);
    expect(server.callsTo('POST /partner/events/10/sub-events')).toHaveLength(0);
    await user.type(within(add).getByLabelText(/^New extra name/), 'Harbour tour');
    await user.selectOptions(within(add).getByLabelText(/^New extra type/), 'Tour');
    const start = within(add).getByLabelText(/^New extra starts/);
    await user.clear(start);
    await user.type(start, '2025-09-02T08:30');
    await user.click(within(add).getByRole('button', { name: 'Add extra event' }));
    await waitFor(() => expect(server.callsTo('POST /partner/events/10/sub-events')).toHaveLength(1));
    expect(server.callsTo('POST /partner/events/10/sub-events')[0]!.body).toMatchObject({
      name: 'Harbour tour',
      subEventTypeId: 5,
      // 08:30 in London in September is 07:30 UTC.
      startDateTime: '2025-09-02T07:30:00.000Z',
      price: 0,
      currencyCode: 'GBP',
      // Places left blank: no limit.
      capacity: null,
      onSale: true,
    });
  });

  it("limits an extra's places and takes it off sale with its switch", async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockApi({
      ...common,
      'GET /partner/events/10': answer(partnerEvent()),
      'PATCH /partner/events/10/sub-events/1': answer({ id: 1 }),
    });
    renderEdit();
    const gala = await screen.findByRole('form', { name: 'Extra Gala dinner' });
    const places = within(gala).getByLabelText(/^Gala dinner places/);
    expect(places).toHaveValue(null);
    await user.type(places, '-3');
    await user.click(within(gala).getByRole('button', { name: 'Save Gala dinner' }));
    await waitFor(() => expect(places).toHaveAttribute('aria-invalid', 'true'));
    expect(server.callsTo('PATCH /partner/events/10/sub-events/1')).toHaveLength(0);
    await user.clear(places);
    await user.type(places, '120');
    await user.click(within(gala).getByRole('button', { name: 'Save Gala dinner' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH /partner/events/10/sub-events/1').map((c) => c.body)).toEqual([{ capacity: 120 }]),
    );
    await user.click(within(gala).getByRole('switch', { name: /Gala dinner on sale/ }));
    await waitFor(() =>
      expect(server.callsTo('PATCH /partner/events/10/sub-events/1').map((c) => c.body)).toEqual([
        { capacity: 120 },
        { onSale: false },
      ]),
    );
  });
});
