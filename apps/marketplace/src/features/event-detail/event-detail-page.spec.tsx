/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { REFUND_MESSAGES } from '@pavilion/domain';
import { renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { LONG_DESCRIPTION, testDetail } from '../../testing/events';
import EventDetailPage from './event-detail-page';

function renderDetail(path = '/events/5') {
  return renderRoutes(
    [
      { path: '/events/:id', element: <EventDetailPage /> },
      { path: '/events/:id/ticket-purchase-auth', element: <h1>Checkout login</h1> },
      { path: '/events/:id/ticket-purchase-details', element: <h1>Attendee details</h1> },
    ],
    path,
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('EventDetailPage', () => {
  it('shows every section of the event', async () => {
    mockApi({ 'GET /events/5': answer(testDetail()), 'GET /session': answer(sessionOf('visitor')) });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'FinTech Summit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'FinTech Summit photos' })).toBeInTheDocument();
    for (const title of [
      'Event information',
      'Industry and audience',
      'Attendee and exhibitor information',
      'Agenda highlights',
      'Optional extras',
      'Documents',
      'Tickets',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Meridian Events')).toBeInTheDocument();
    expect(screen.getByText('Hybrid')).toBeInTheDocument();
    // Agenda in time order.
    const agenda = within(screen.getByRole('region', { name: 'Agenda highlights' }));
    expect(agenda.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Opening keynote',
      'Closing panel',
    ]);
    // An extra priced 0 is Free; the others show their price.
    const extras = within(screen.getByRole('region', { name: 'Optional extras' }));
    expect(extras.getByText('Free')).toBeInTheDocument();
    expect(extras.getByText('£85.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Agenda: Programme/ })).toHaveAttribute('href', '/api/files/a');
  });

  it('says so when there are no agenda items, documents or tickets', async () => {
    mockApi({
      'GET /events/5': answer(testDetail({ agendaItems: [], documents: [], ticketTypes: [] })),
      'GET /session': answer(sessionOf('visitor')),
    });
    renderDetail();
    expect(await screen.findByText('No agenda items scheduled')).toBeInTheDocument();
    expect(screen.getByText('No documents available')).toBeInTheDocument();
    expect(screen.getByText('No tickets available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Purchase' })).not.toBeInTheDocument();
  });

  it('truncates the description at 150 characters with read more', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /events/5': answer(testDetail()), 'GET /session': answer(sessionOf('visitor')) });
    renderDetail();
    const readMore = await screen.findByRole('button', { name: 'Read more' });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(LONG_DESCRIPTION)).not.toBeInTheDocument();
    expect(screen.getByText(`${LONG_DESCRIPTION.slice(0, 150).trimEnd()}...`)).toBeInTheDocument();
    await user.click(readMore);
    expect(screen.getByText(LONG_DESCRIPTION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('clamps quantities to 0-100000, removes a line at 0 and totals the order', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /events/5': answer(testDetail()), 'GET /session': answer(sessionOf('visitor')) });
    renderDetail();
    const standard = await screen.findByRole('spinbutton', { name: 'Quantity of Standard' });
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('No tickets selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Purchase' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase Quantity of Standard' }));
    await user.click(screen.getByRole('button', { name: 'Increase Quantity of Standard' }));
    await user.click(screen.getByRole('button', { name: 'Increase Quantity of VIP' }));
    expect(summary.getByText('2 × Standard')).toBeInTheDocument();
    expect(summary.getByText('£399.00')).toBeInTheDocument();
    expect(summary.getByText('Total (3 tickets)').nextElementSibling).toHaveTextContent('£898.00');

    await user.clear(standard);
    await user.type(standard, '250000');
    expect(standard).toHaveValue('100000');
    expect(summary.getByText('100000 × Standard')).toBeInTheDocument();
    expect(summary.getByText('£19,950,000.00')).toBeInTheDocument();

    await user.clear(standard);
    await user.type(standard, '0');
    expect(summary.queryByText(/× Standard/)).not.toBeInTheDocument();
    expect(summary.getByText('Total (1 ticket)').nextElementSibling).toHaveTextContent('£499.00');

    // A sold-out type cannot be chosen.
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Exhibitor pass' })).toBeDisabled();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });

  it("says 'Only N left' when few tickets are left, and no more can be chosen", async () => {
    const user = userEvent.setup({ delay: null });
    const detail = testDetail();
    detail.ticketTypes[1] = { ...detail.ticketTypes[1]!, remaining: 3 };
    mockApi({ 'GET /events/5': answer(detail), 'GET /session': answer(sessionOf('visitor')) });
    renderDetail();
    const vip = await screen.findByRole('spinbutton', { name: 'Quantity of VIP' });
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    await user.clear(vip);
    await user.type(vip, '8');
    expect(vip).toHaveValue('3');
    // Plenty left: no count is shown for the other types.
    expect(screen.getAllByText(/Only \d+ left/)).toHaveLength(1);
  });

  it("says beside a ticket type's cancellation policy that tickets bought now keep it", async () => {
    const detail = testDetail();
    detail.ticketTypes[1] = {
      ...detail.ticketTypes[1]!,
      cancellationPolicyId: 7,
      cancellationPolicy: {
        id: 7,
        name: 'Flexible',
        periods: [{ percentageRefund: 75, startDaysBeforeEvent: 365, endDaysBeforeEvent: 0 }],
      },
    };
    mockApi({ 'GET /events/5': answer(detail), 'GET /session': answer(sessionOf('visitor')) });
    renderDetail();
    const vip = (await screen.findByRole('heading', { level: 3, name: 'VIP' })).closest('li')!;
    // The policy's periods in words, not only its name.
    expect(
      within(vip).getByText('Cancellation (Flexible): 75% back from 365 days before until the day of the event.'),
    ).toBeInTheDocument();
    expect(within(vip).getByText(REFUND_MESSAGES.policyKept)).toBeInTheDocument();
    // A type without a policy refunds nothing, and says so; it promises nothing to keep.
    expect(screen.getAllByText(REFUND_MESSAGES.policyKept)).toHaveLength(1);
    const standard = screen.getByRole('heading', { level: 3, name: 'Standard' }).closest('li')!;
    expect(within(standard).getByText('Cancellation: No refund if you cancel.')).toBeInTheDocument();
  });

  it('sends a visitor to the auth step with the choice in the URL and sessionStorage', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /events/5': answer(testDetail()), 'GET /session': answer(sessionOf('visitor')) });
    const { router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Increase Quantity of VIP' }));
    await user.click(screen.getByRole('button', { name: 'Increase Quantity of Standard' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Purchase' }));
    expect(await screen.findByRole('heading', { name: 'Checkout login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/5/ticket-purchase-auth');
    expect(router.state.location.search).toBe('?tickets=11:1,12:1');
    expect(JSON.parse(window.sessionStorage.getItem('pavilion.selection.5') ?? 'null')).toEqual({ 11: 1, 12: 1 });
  });

  it('sends a signed-in attendee to the details step, and finds the choice again on return', async () => {
    const user = userEvent.setup({ delay: null });
    window.sessionStorage.setItem('pavilion.selection.5', JSON.stringify({ 12: 3, 13: 2 }));
    mockApi({ 'GET /events/5': answer(testDetail()), 'GET /session': answer(sessionOf('attendee')) });
    const { router } = renderDetail();
    // 13 is sold out, so only the VIP tickets come back.
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of VIP' })).toHaveValue('3');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Exhibitor pass' })).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Continue to Purchase' }));
    expect(await screen.findByRole('heading', { name: 'Attendee details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/5/ticket-purchase-details');
    expect(router.state.location.search).toBe('?tickets=12:3');
  });

  it('does not offer tickets to a partner', async () => {
    mockApi({ 'GET /events/5': answer(testDetail()), 'GET /session': answer(sessionOf('partner')) });
    renderDetail();
    expect(await screen.findByText(/Tickets are bought from an attendee account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Purchase' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('says an event cancelled by its organiser is cancelled, with the reason, and sells nothing', async () => {
    mockApi({
      'GET /events/5': answer(
        testDetail({
          cancelled: true,
          cancelledAt: '2026-11-20T10:00:00.000Z',
          cancellationReason: 'The venue closed for repairs',
        }),
      ),
      'GET /session': answer(sessionOf('visitor')),
    });
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This event was cancelled by its organiser');
    expect(alert).toHaveTextContent('The venue closed for repairs');
    expect(within(alert).getByRole('link', { name: 'Registrations & events' })).toHaveAttribute(
      'href',
      '/user/registrations-and-events',
    );
    expect(screen.queryByRole('button', { name: 'Continue to Purchase' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('shows the failure with its status', async () => {
    mockApi({
      'GET /events/5': answer({ error: 'Event not found', code: 'NOT_FOUND' }, 404),
      'GET /session': answer(sessionOf('visitor')),
    });
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading event details');
    expect(alert).toHaveTextContent('Error 404: Not Found');
  });

  it('treats an id that is not a number as not found without calling the API', async () => {
    const api = mockApi({ 'GET /session': answer(sessionOf('visitor')) });
    renderDetail('/events/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error 404: Not Found');
    expect(api.calls.filter((call) => call.path.startsWith('/events'))).toEqual([]);
  });

  it('lets an attendee join the waiting list of a sold-out ticket type, and a visitor sign in first', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /events/5': answer(testDetail()),
      'GET /session': answer(sessionOf('attendee')),
      'POST /waiting-lists': answer(
        {
          id: 9,
          status: 'waiting',
          eventId: 5,
          eventName: 'Future of Logistics Summit',
          eventStartAt: '2030-09-01T08:00:00.000Z',
          eventTimeZone: 'Europe/London',
          ticketTypeId: 13,
          ticketTypeName: 'Exhibitor pass',
          quantity: 2,
          place: 3,
          joinedAt: '2030-01-01T08:00:00.000Z',
          offerExpiresAt: null,
        },
        201,
      ),
    });
    renderDetail();
    const wanted = await screen.findByRole('spinbutton', { name: 'Tickets of Exhibitor pass to wait for' });
    // Only the sold-out type has a list to join.
    expect(screen.getAllByRole('button', { name: 'Join the waiting list' })).toHaveLength(1);
    await user.clear(wanted);
    await user.type(wanted, '2');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are number 3 in line for Exhibitor pass. We will email you when seats come back.',
    );
    expect(api.callsTo('POST /waiting-lists')[0]?.body).toEqual({ ticketTypeId: 13, quantity: 2 });
  });

  it('asks a visitor to sign in before joining a waiting list, and shows none for a closed list', async () => {
    const detail = testDetail();
    mockApi({ 'GET /events/5': answer(detail), 'GET /session': answer(sessionOf('visitor')) });
    const { unmount } = renderDetail();
    expect(
      await screen.findByRole('link', { name: 'Sign in to join the waiting list for Exhibitor pass' }),
    ).toHaveAttribute('href', '/login?next=%2Fevents%2F5');
    unmount();
    detail.ticketTypes = detail.ticketTypes.map((t) => ({ ...t, waitingListOpen: false }));
    mockApi({ 'GET /events/5': answer(detail), 'GET /session': answer(sessionOf('attendee')) });
    renderDetail();
    await screen.findByRole('spinbutton', { name: 'Quantity of VIP' });
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument();
  });
});
