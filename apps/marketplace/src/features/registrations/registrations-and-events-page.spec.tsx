/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { testDamageClaim } from '@pavilion/domain/testing';
import { paged, renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, PAID_DETAILS, testOrder, testOwnedTicket } from '../../testing/checkout';
import RegistrationsAndEventsPage from './registrations-and-events-page';
import { apiAssetUrl } from './api-asset-url';

// The app's build configuration (import.meta.env, which Jest cannot read): the API on the same origin.
jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

function renderPage(path = '/user/registrations-and-events') {
  return renderRoutes([{ path: '/user/registrations-and-events', element: <RegistrationsAndEventsPage /> }], path);
}

describe('RegistrationsAndEventsPage', () => {
  it('shows each ticket as a card linking to its event, with its QR code and PDF', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(
        paged([
          testOwnedTicket(),
          testOwnedTicket({
            id: '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4',
            attendeeName: 'Charles Babbage',
            qrCodeUrl: '/api/tickets/1c6d/qr.svg',
            pdfUrl: '/api/tickets/1c6d/ticket.pdf',
          }),
        ]),
      ),
      'GET /orders/': answer(paged([])),
    });
    renderPage();
    const links = await screen.findAllByRole('link', { name: 'FinTech Summit' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/events/5');
    expect(screen.getByRole('img', { name: "QR code of Charles Babbage's ticket" })).toHaveAttribute(
      'src',
      '/api/tickets/1c6d/qr.svg',
    );
    const pdf = screen.getByRole('link', { name: 'Download PDF ticket for Charles Babbage, FinTech Summit' });
    expect(pdf).toHaveAttribute('href', '/api/tickets/1c6d/ticket.pdf');
    expect(pdf).toHaveAttribute('download');
    // 08:00 UTC on 1 September is 09:00 in London, where the event is held.
    expect(screen.getAllByText('Sep 1, 2030, 09:00 BST')).toHaveLength(2);
    expect(screen.getByText('No orders found')).toBeInTheDocument();
  });

  it('shows orders with the card masked and the CVV as stars', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': answer(paged([testOrder({ status: 'paid', paymentDetails: PAID_DETAILS })])),
    });
    renderPage();
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(within(order).getByText('Paid')).toBeInTheDocument();
    expect(within(order).getByText(ORDER_ID)).toBeInTheDocument();
    expect(within(order).getByText('**** **** **** 4242')).toBeInTheDocument();
    expect(within(order).getByText('***')).toBeInTheDocument();
    expect(within(order).getByText('£484.00')).toBeInTheDocument();
    expect(within(order).getByText('Sep 1, 2030, 09:00 BST')).toBeInTheDocument();
    expect(within(order).getByText(/Charles Babbage, Engineer, Difference Ltd/)).toBeInTheDocument();
    expect(order.textContent).not.toMatch(/\d{16}|\d{4} \d{4} \d{4} \d{4}/);
    expect(screen.getByText('You have no tickets yet')).toBeInTheDocument();
  });

  it("offers a paid order's event for the calendar: the file, Google Calendar and Outlook, filled in", async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': answer(
        paged([
          testOrder({ status: 'paid', paymentDetails: PAID_DETAILS }),
          testOrder({ id: '9b1f4c2e-0000-4000-8000-000000000001', status: 'expired' }),
        ]),
      ),
    });
    renderPage();
    const calendars = await screen.findAllByRole('navigation', { name: 'Add FinTech Summit to your calendar' });
    // Only the paid order offers it.
    expect(calendars).toHaveLength(1);
    const calendar = within(calendars[0]!);
    const file = calendar.getByRole('link', { name: 'Calendar file (.ics)' });
    expect(file).toHaveAttribute('href', `/api/orders/${ORDER_ID}/calendar.ics`);
    expect(file).toHaveAttribute('download');
    const google = new URL(calendar.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: 'FinTech Summit',
      dates: '20300901T080000Z/20300902T160000Z',
      location: 'ExCeL London, 1 Western Gateway, London E16 1XL',
    });
    expect(google.searchParams.get('details')).toContain('/events/5');
    const outlook = new URL(calendar.getByRole('link', { name: 'Outlook' }).getAttribute('href')!);
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({
      subject: 'FinTech Summit',
      startdt: '2030-09-01T08:00:00.000Z',
      enddt: '2030-09-02T16:00:00.000Z',
      location: 'ExCeL London, 1 Western Gateway, London E16 1XL',
    });
  });

  it('offers to finish paying a pending order that is still held', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': answer(paged([testOrder({ holdExpiresAt: new Date(Date.now() + 600_000).toISOString() })])),
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      `/events/5/ticket-purchase-checkout/${ORDER_ID}`,
    );
    expect(
      within(screen.getByRole('listitem', { name: 'FinTech Summit' })).getByText('Awaiting payment'),
    ).toBeInTheDocument();
  });

  it("cancels some tickets after showing the server's refund per ticket, then shows the refund's state", async () => {
    const order = testOrder({ status: 'paid', paymentDetails: PAID_DETAILS });
    const [ada, charles] = order.tickets;
    let cancelled = false;
    const api = mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': () =>
        answer(
          paged([
            cancelled
              ? {
                  ...order,
                  tickets: [{ ...ada, status: 'cancelled', cancelledAt: '2030-06-02T10:00:00.000Z' }, charles],
                  refunds: [
                    {
                      id: '2d7e3f40-5162-4c7d-8e9f-a0b1c2d3e4f5',
                      amount: 142.25,
                      currency: 'GBP',
                      status: 'refunded',
                      requestedBy: 'attendee',
                      reason: null,
                      createdAt: '2030-06-02T10:00:00.000Z',
                      refundedAt: '2030-06-02T10:00:01.000Z',
                      nextAttemptAt: null,
                    },
                  ],
                }
              : order,
          ]),
        ),
      [`GET /orders/${ORDER_ID}/cancellation-preview`]: answer({
        tickets: [
          { ticketId: ada.id, refundPercentage: 50, refundAmount: 142.25 },
          { ticketId: charles.id, refundPercentage: 50, refundAmount: 99.75 },
        ],
        refundTotal: 242,
        currency: 'GBP',
        cancellable: true,
        reason: null,
        daysBeforeEvent: 20,
      }),
      [`POST /orders/${ORDER_ID}/cancel`]: () => {
        cancelled = true;
        return answer(order);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    await user.click(within(card).getByRole('button', { name: 'Cancel tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel tickets' });
    // The dialog opens at once; its amounts come with the server's preview.
    expect(await within(dialog).findByText(/Refund:/)).toHaveTextContent('Refund: £242.00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Standard for Charles Babbage: 50% back, £99.75' }));
    expect(within(dialog).getByText(/Refund:/)).toHaveTextContent('Refund: £142.25');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 1 of 2 tickets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: `/orders/${ORDER_ID}/cancel`,
      body: { ticketIds: [ada.id] },
    });
    expect(await screen.findByText('£142.25: refunded on Jun 2, 2030')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'FinTech Summit' })).getByText('Cancelled')).toBeInTheDocument();
  });

  it('says on an order of an event its organiser cancelled that the organiser cancelled it, when and why', async () => {
    const order = testOrder({
      status: 'cancelled',
      event: {
        ...testOrder().event,
        cancelledAt: '2030-08-20T09:30:00.000Z',
        cancellationReason: 'The venue flooded and no other hall is free that week',
      },
    });
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': answer(paged([order])),
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    const notice = within(card).getByText('The organiser cancelled this event').closest('.pv-order__cancelled')!;
    expect(notice).toHaveTextContent('The organiser cancelled this event');
    expect(notice).toHaveTextContent(
      'Cancelled on Aug 20, 2030, 10:30 BST: The venue flooded and no other hall is free that week',
    );
    expect(notice).toHaveTextContent('Everything paid for this order is refunded');
  });

  it('says on an order of an event that changed significantly until when its tickets refund in full', async () => {
    const order = testOrder({
      status: 'paid',
      paymentDetails: PAID_DETAILS,
      changeOffer: { changes: ['date', 'venue'], expiresAt: '2030-08-20T09:30:00.000Z' },
    });
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': answer(
        paged([
          order,
          {
            ...testOrder({ status: 'paid', paymentDetails: PAID_DETAILS }),
            id: 'b5c1d2e3-f405-4a5b-8c6d-7e8f90a1b2c3',
          },
        ]),
      ),
    });
    renderPage();
    const [changed, unchanged] = await screen.findAllByRole('listitem', { name: 'FinTech Summit' });
    const notice = within(changed!).getByText('This event has changed').closest('.pv-order__cancelled')!;
    expect(notice).toHaveTextContent('The organiser changed the date and venue of this event.');
    expect(notice).toHaveTextContent(
      'you may cancel them with a full refund, whatever the cancellation policy says, until Aug 20, 2030, 10:30 BST',
    );
    expect(within(unchanged!).queryByText('This event has changed')).not.toBeInTheDocument();
  });

  it("cancels one ticket from its card, with only that ticket chosen, and from the receipt email's link", async () => {
    const order = testOrder({ status: 'paid', paymentDetails: PAID_DETAILS });
    const [ada, charles] = order.tickets;
    const preview = {
      tickets: [
        { ticketId: ada.id, refundPercentage: 100, refundAmount: 284.5 },
        { ticketId: charles.id, refundPercentage: 100, refundAmount: 199.5 },
      ],
      refundTotal: 484,
      currency: 'GBP',
      cancellable: true,
      reason: null,
      daysBeforeEvent: 40,
    };
    const api = mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([testOwnedTicket({ id: charles.id, attendeeName: 'Charles Babbage' })])),
      'GET /orders/': answer(paged([])),
      [`GET /orders/${ORDER_ID}/`]: answer(order),
      [`GET /orders/${ORDER_ID}/cancellation-preview`]: answer(preview),
      [`POST /orders/${ORDER_ID}/cancel`]: answer(order),
    });
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel this ticket of Charles Babbage, FinTech Summit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel tickets' });
    expect(await within(dialog).findByRole('checkbox', { name: /Charles Babbage/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Ada Lovelace/ })).not.toBeChecked();
    expect(within(dialog).getByText(/Refund:/)).toHaveTextContent('Refund: £199.50');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 1 of 2 tickets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST /orders/${ORDER_ID}/cancel`)[0]?.body).toEqual({ ticketIds: [charles.id] });
    unmount();

    // The receipt's link opens the same dialog for its order, every ticket chosen.
    renderPage(`/user/registrations-and-events?cancel=${ORDER_ID}`);
    const linked = await screen.findByRole('dialog', { name: 'Cancel tickets' });
    expect(await within(linked).findByRole('button', { name: 'Cancel the order' })).toBeInTheDocument();
    expect(within(linked).getByText(/Refund:/)).toHaveTextContent('Refund: £484.00');
  });

  it("shows the organiser's damage claim with its photo, and sends the buyer's answer", async () => {
    const claimId = '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4';
    const claim = testDamageClaim({
      id: claimId,
      orderId: ORDER_ID,
      event: { id: 5, name: 'FinTech Summit', endDateTime: '2030-09-02T17:00:00.000Z', timeZone: 'Europe/London' },
      amount: 120,
      currency: 'GBP',
      description: 'The projector at table 4 was knocked over and its lens cracked.',
      photos: [
        {
          id: '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
          url: '/api/damage-claim-photos/0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
        },
      ],
      filedAt: new Date(Date.now() - 86_400_000).toISOString(),
      respondBy: new Date(Date.now() + 13 * 86_400_000).toISOString(),
    });
    let current = testOrder({ status: 'paid', paymentDetails: PAID_DETAILS, damageClaims: [claim] });
    const api = mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': () => answer(paged([current])),
      [`POST /orders/${ORDER_ID}/damage-claims/${claimId}/response`]: (call) => {
        const agreed = {
          ...claim,
          state: 'charged' as const,
          answer: { agree: true, comment: 'Sorry!', at: new Date().toISOString() },
          chargeAmount: 120,
          chargedAt: '2030-09-05T10:00:00.000Z',
        };
        current = { ...current, damageClaims: [agreed] };
        expect(call.body).toEqual({ agree: true, comment: 'Sorry!' });
        return answer(agreed);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    const request = within(card).getByRole('article', { name: 'Damage claim of £120.00' });
    expect(within(request).getByText(/^Filed, waiting for the buyer/)).toBeInTheDocument();
    expect(within(request).getByText(claim.description)).toBeInTheDocument();
    expect(within(request).getByRole('img', { name: /Photo 1 of 1 of the damage/ })).toHaveAttribute(
      'src',
      claim.photos[0]!.url,
    );
    const form = within(request).getByRole('form', { name: 'Your answer to the damage claim of £120.00' });
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'Sorry!');
    await user.click(within(form).getByRole('button', { name: 'Agree and pay £120.00' }));
    expect(await within(card).findByText('Charged on Sep 5, 2030')).toBeInTheDocument();
    expect(within(card).getByText(/You agreed to pay on/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Agree and pay/ })).not.toBeInTheDocument();
    expect(api.callsTo(`POST /orders/${ORDER_ID}/damage-claims/${claimId}/response`)).toHaveLength(1);
  });

  it('without the card kept at checkout, says agreeing sends a payment link, and links a claim waiting for payment', async () => {
    const filed = testDamageClaim({
      orderId: ORDER_ID,
      amount: 120,
      currency: 'GBP',
      respondBy: new Date(Date.now() + 13 * 86_400_000).toISOString(),
    });
    const owed = testDamageClaim({
      id: '2d7e3f40-5162-4c7d-8e9f-a0b1c2d3e4f5',
      orderId: ORDER_ID,
      state: 'upheld',
      paidWith: 'payment_link',
      amount: 90,
      chargeAmount: 70,
      currency: 'GBP',
    });
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': answer(
        paged([
          testOrder({
            status: 'paid',
            paymentDetails: PAID_DETAILS,
            damageClaims: [filed, owed],
            damageConsentAt: null,
          }),
        ]),
      ),
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(
      within(card).getByText(
        /If you agree, you pay £120\.00 through a payment link: nothing is charged until you do\./,
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Pay £70.00' })).toHaveAttribute(
      'href',
      `/user/damage-payment/${ORDER_ID}/${owed.id}`,
    );
  });

  it('says when the lists cannot be loaded', async () => {
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer({ error: 'Server error', code: 'INTERNAL' }, 500),
      'GET /orders/': answer({ error: 'Server error', code: 'INTERNAL' }, 500),
    });
    renderPage();
    expect(await screen.findByText('We could not load your tickets')).toBeInTheDocument();
    expect(await screen.findByText('We could not load your orders')).toBeInTheDocument();
  });
});

describe('RegistrationsAndEventsPage lists', () => {
  /** A server of 45 orders: answers the page asked for, and records each query. */
  function orderServer() {
    return mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': ({ path }) => {
        const query = new URLSearchParams(path.split('?')[1] ?? '');
        const page = Number(query.get('page') ?? 1);
        const count = page === 3 ? 5 : 20;
        const items = Array.from({ length: count }, (_, index) =>
          testOrder({
            id: `00000000-0000-4000-8000-${String(page * 100 + index).padStart(12, '0')}`,
            event: { ...testOrder().event, name: `Event p${page} #${index + 1}` },
          }),
        );
        return answer(paged(items, { total: 45, page }));
      },
    });
  }

  it('pages the orders on the server, with the page in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const api = orderServer();
    const { router } = renderPage();
    await screen.findByRole('listitem', { name: 'Event p1 #1' });
    expect(api.callsTo('GET /orders/')).toHaveLength(1);
    expect(screen.getByText('Showing 1-20 of 45 orders')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('listitem', { name: 'Event p3 #1' })).toBeInTheDocument();
    expect(api.callsTo('GET /orders/?page=3')).toHaveLength(1);
    expect(router.state.location.search).toBe('?orders.page=3');
    expect(screen.getByText('Showing 41-45 of 45 orders')).toBeInTheDocument();
  });

  it('opens on the page and sort a shared link names', async () => {
    const api = orderServer();
    renderPage('/user/registrations-and-events?orders.page=2&orders.sort=total&orders.direction=desc');
    await screen.findByRole('listitem', { name: 'Event p2 #1' });
    // Newest first (desc) is the orders' default direction: it goes without saying.
    expect(api.callsTo('GET /orders/?page=2&sort=total')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Total, descending' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("sorts by the spec's rule and filters by status, each back on page 1", async () => {
    const user = userEvent.setup({ delay: null });
    const api = orderServer();
    const { router } = renderPage('/user/registrations-and-events?orders.page=2');
    await screen.findByRole('listitem', { name: 'Event p2 #1' });
    const sorts = screen.getByRole('group', { name: 'Sort orders by' });
    // Newest first is the default: clicking it flips to oldest first.
    await user.click(within(sorts).getByRole('button', { name: 'Date placed, descending' }));
    await screen.findByRole('button', { name: 'Date placed, ascending' });
    expect(api.calls.at(-1)?.path).toBe('/orders/?direction=asc');
    await user.click(within(sorts).getByRole('button', { name: 'Total' }));
    await screen.findByRole('button', { name: 'Total, ascending' });
    expect(api.calls.at(-1)?.path).toBe('/orders/?sort=total&direction=asc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/orders/?sort=total&direction=asc&status=paid'));
    expect(new URLSearchParams(router.state.location.search).get('orders.status')).toBe('paid');
    expect(new URLSearchParams(router.state.location.search).has('orders.page')).toBe(false);
  });

  it('filters the tickets to upcoming events, and offers all again when none match', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([testOwnedTicket()])),
      'GET /tickets/?when=upcoming': answer(paged([])),
      'GET /orders/': answer(paged([])),
    });
    const { router } = renderPage();
    await screen.findAllByRole('link', { name: 'FinTech Summit' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Upcoming events');
    expect(await screen.findByText('No tickets for upcoming events')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tickets.when=upcoming');
    await user.click(screen.getByRole('button', { name: 'Show all tickets' }));
    expect(await screen.findByRole('link', { name: 'FinTech Summit' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('GET /tickets/?when=upcoming')).toHaveLength(1);
  });
});

describe('RegistrationsAndEventsPage search', () => {
  it('searches the orders on the server once typing pauses, back on page 1, and clears it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': answer(paged([testOrder()], { total: 45 })),
      'GET /orders/?q=summit': answer(paged([])),
    });
    const { router } = renderPage('/user/registrations-and-events?orders.page=2');
    await screen.findByRole('listitem', { name: 'FinTech Summit' });
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'summit');
    await waitFor(() => expect(api.callsTo('GET /orders/?q=summit')).toHaveLength(1));
    expect(router.state.location.search).toBe('?orders.q=summit');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  });
});

describe('apiAssetUrl', () => {
  it('keeps the path on the same origin and moves it to the API host otherwise', () => {
    expect(apiAssetUrl('/api/tickets/1/qr.svg', '/api')).toBe('/api/tickets/1/qr.svg');
    expect(apiAssetUrl('/api/tickets/1/qr.svg', 'https://api.pavilion.example/api')).toBe(
      'https://api.pavilion.example/api/tickets/1/qr.svg',
    );
    expect(apiAssetUrl('https://cdn.example/x.svg', 'https://api.pavilion.example/api')).toBe(
      'https://cdn.example/x.svg',
    );
  });

  it('lists the waiting lists: the place in line, an offer with its end and checkout link, and leaving', async () => {
    const user = userEvent.setup({ delay: null });
    const place = {
      eventId: 5,
      eventName: 'FinTech Summit',
      eventStartAt: '2030-09-01T08:00:00.000Z',
      eventTimeZone: 'Europe/London',
      joinedAt: '2030-01-01T08:00:00.000Z',
    };
    const api = mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': answer(paged([])),
      'GET /waiting-lists': answer({
        items: [
          {
            ...place,
            id: 7,
            status: 'offered',
            ticketTypeId: 13,
            ticketTypeName: 'Exhibitor pass',
            quantity: 2,
            place: null,
            offerExpiresAt: '2030-01-02T08:00:00.000Z',
          },
          {
            ...place,
            id: 8,
            status: 'waiting',
            ticketTypeId: 14,
            ticketTypeName: 'VIP',
            quantity: 1,
            place: 4,
            offerExpiresAt: null,
          },
        ],
        total: 12,
        page: 1,
        pageSize: 10,
      }),
      'DELETE /waiting-lists/8': answer(undefined, 204),
    });
    const { router } = renderPage();
    const section = await screen.findByRole('region', { name: 'Waiting lists' });
    const [offer, waiting] = within(section).getAllByRole('listitem');
    expect(offer).toHaveTextContent('2 tickets of Exhibitor pass');
    expect(offer).toHaveTextContent('Buy them before Jan 2, 2030, 08:00 GMT; after that they go to the next in line.');
    expect(within(offer!).getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      '/events/5/ticket-purchase-details?tickets=13:2&offer=7',
    );
    expect(waiting).toHaveTextContent('You are number 4 in line.');
    await user.click(within(waiting!).getByRole('button', { name: 'Leave the list' }));
    await waitFor(() => expect(api.callsTo('DELETE /waiting-lists/8')).toHaveLength(1));
    // The places come ten a page from the server: the next page is asked for.
    expect(api.callsTo('GET /waiting-lists').length).toBeGreaterThan(0);
    expect(section).toHaveTextContent('Showing 1-10 of 12 entries');
    const pages = within(section).getByRole('navigation', { name: 'Pages of your waiting lists' });
    await user.click(within(pages).getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(api.callsTo('GET /waiting-lists?page=2').length).toBeGreaterThan(0));
    // The page is in the URL, apart from the tickets' and the orders' own.
    expect(router.state.location.search).toBe('?waiting.page=2');
  });
});
