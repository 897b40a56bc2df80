/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TCheckInSummary, TPartnerEventDetail } from '@pavilion/domain';
import { testEventDetail } from '@pavilion/domain/testing';
import { COUNTS_POLL_MS } from '../../components/check-in-counts';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { EventDetailsPage } from './event-details-page';
import { STANDARD, testPartnerEvent, withStock } from '../../testing/partner-event';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

function partnerEvent(): TPartnerEventDetail {
  const base = testEventDetail();
  return testPartnerEvent({
    ticketTypes: [withStock(STANDARD, 100, 10, 2)],
    subEvents: base.subEvents.map((s) => ({ ...s, capacity: 40, held: 1, sold: 3, available: 36 })),
    vettingStatusUpdates: [{ ...base.vettingStatusUpdates[0]!, notes: null }],
    versions: [
      {
        id: 3,
        version: 1,
        status: 'REJECTED',
        submittedAt: '2025-05-01T10:00:00.000Z',
        updatedAt: '2025-05-01T10:00:00.000Z',
        decidedAt: '2025-05-02T10:00:00.000Z',
        comment: 'Please add a venue photo',
      },
    ],
  });
}

describe('EventDetailsPage', () => {
  it("shows the event as buyers read it, in its own time zone, with the organiser's figures and review", async () => {
    mockApi({ 'GET /partner/events/10': answer(partnerEvent()) });
    renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'FinTech Summit' })).toBeInTheDocument();
    // The shared view's sections, times in London's summer time.
    expect(screen.getByRole('heading', { level: 2, name: 'Event information' })).toBeInTheDocument();
    expect(screen.getByText('Sep 1, 2025, 09:00 BST')).toBeInTheDocument();
    expect(screen.getByText('Buyers cannot see this event yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit event: FinTech Summit' })).toHaveAttribute(
      'href',
      '/partner/event-details/10/edit',
    );
    expect(screen.getByRole('link', { name: 'Check-in' })).toHaveAttribute(
      'href',
      '/partner/event-details/10/check-in',
    );

    const types = screen.getByRole('table', { name: 'Ticket types of this event' });
    const standard = within(types).getByRole('row', { name: /Standard/ });
    expect(
      within(standard)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(-4),
    ).toEqual(['100', '10', '2', '88']);
    expect(within(standard).getByRole('link', { name: 'Flexible' })).toHaveAttribute(
      'href',
      '/partner/cancellation-policy-details/7',
    );

    const extras = screen.getByRole('table', { name: 'Places sold of each extra' });
    expect(within(extras).getByRole('row', { name: /Gala dinner/ })).toHaveTextContent('Sep 1, 2025, 20:00 BST');

    const versions = screen.getByRole('table', { name: 'Versions of this event' });
    expect(within(versions).getByRole('row', { name: /1/ })).toHaveTextContent('Please add a venue photo');
    expect(screen.getByRole('link', { name: 'Download attendees (CSV)' })).toHaveAttribute(
      'href',
      '/api/partner/events/10/attendees.csv',
    );
  });

  it('shows the live check-in counts of an event with tickets sold, overall and by ticket type, and asks again', async () => {
    const event = partnerEvent();
    const [standard] = event.ticketTypes;
    const withVip = {
      ...event,
      ticketTypes: [standard!, { ...standard!, id: 101, name: 'VIP', quantity: 20, sold: 4, held: 0, available: 16 }],
    };
    const counts = (standardIn: number, vipIn: number): TCheckInSummary => ({
      eventId: 10,
      checkedIn: standardIn + vipIn,
      sold: 14,
      ticketTypes: [
        { ticketTypeId: standard!.id, name: 'Standard', checkedIn: standardIn, sold: 10 },
        { ticketTypeId: 101, name: 'VIP', checkedIn: vipIn, sold: 4 },
      ],
    });
    let answers = 0;
    const api = mockApi({
      'GET /partner/events/10': answer(withVip),
      'GET /partner/events/10/check-ins/summary': () => answer(answers++ === 0 ? counts(6, 1) : counts(8, 3)),
    });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
      const panel = await screen.findByRole('region', { name: 'Check-in' });
      expect(within(panel).getByRole('heading', { level: 2, name: 'Check-in' })).toBeInTheDocument();
      expect(await within(panel).findByText(/of 14 checked in/)).toHaveTextContent('7 of 14 checked in');
      const table = within(panel).getByRole('table', { name: 'Checked in by ticket type' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Ticket type', 'Checked in', 'Sold']);
      const row = (name: string) =>
        within(table)
          .getByRole('row', { name: new RegExp(`^${name}`) })
          .textContent?.trim();
      expect(row('Standard')).toBe('Standard610');
      expect(row('VIP')).toBe('VIP14');
      expect(within(table).getByRole('rowheader', { name: 'VIP' })).toBeInTheDocument();

      // Asked again on the Check-in page's schedule: the counts follow the door.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(COUNTS_POLL_MS);
      });
      expect(await within(panel).findByText('11')).toBeInTheDocument();
      expect(within(panel).getByText(/of 14 checked in/)).toHaveTextContent('11 of 14 checked in');
      expect(row('Standard')).toBe('Standard810');
      expect(row('VIP')).toBe('VIP34');
      expect(api.callsTo('GET /partner/events/10/check-ins/summary').length).toBeGreaterThanOrEqual(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no check-in counts, and does not ask for them, while no ticket is sold', async () => {
    const event = partnerEvent();
    const api = mockApi({
      'GET /partner/events/10': answer({
        ...event,
        ticketTypes: event.ticketTypes.map((t) => ({ ...t, sold: 0, available: 98 })),
      }),
    });
    renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'FinTech Summit' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Check-in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Checked in by ticket type' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /partner/events/10/check-ins/summary')).toHaveLength(0);
  });

  it('says when the event cannot be found, without offering to ask again', async () => {
    mockApi({ 'GET /partner/events/10': answer({ error: 'Event not found', code: 'NOT_FOUND' }, 404) });
    renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading event details');
    expect(alert).toHaveTextContent('Event not found');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to submit a draft, says in words what is still to do, and says when it is submitted', async () => {
    let submits = 0;
    const draft = { ...partnerEvent(), currentStatus: 'DRAFT' as const };
    const api = mockApi({
      'GET /partner/events/10': () => answer(submits > 1 ? { ...draft, currentStatus: 'PENDING' } : draft),
      'POST /partner/events/10/submit': () =>
        ++submits === 1
          ? answer(
              {
                code: 'CONFLICT',
                error: 'Sign the partner agreement before you submit an event.',
                reason: 'not-ready-to-sell',
                missing: ['contract-signed'],
              },
              409,
            )
          : answer({ id: 10, versionId: 3, version: 1, versionStatus: 'PENDING' }),
    });
    const user = userEvent.setup({ delay: null });
    renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    expect(await screen.findByText('This event is a draft')).toBeInTheDocument();
    expect(screen.getByText('Only your team can see this draft.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Sign the partner agreement before you submit an event.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read and sign the partner agreement' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    expect(api.callsTo('POST /partner/events/10/submit')).toHaveLength(2);
    expect(await screen.findByText('Buyers cannot see this event yet.')).toBeInTheDocument();
    expect(screen.queryByText('This event is a draft')).not.toBeInTheDocument();
  });

  it('cancels an upcoming event with the reason buyers read, and says what it did', async () => {
    const upcoming = {
      ...partnerEvent(),
      startDateTime: '2099-05-01T09:00:00.000Z',
      endDateTime: '2099-05-02T17:00:00.000Z',
    };
    const api = mockApi({
      'GET /partner/events/10': answer(upcoming),
      'POST /partner/events/10/cancel': answer({
        eventId: 10,
        cancelledAt: '2026-11-23T10:00:00.000Z',
        reason: 'The venue closed for repairs',
        ordersCancelled: 3,
        ticketsCancelled: 5,
        refundTotal: 1250.5,
        currency: 'USD',
        refundsSent: 2,
        refundsPending: 1,
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    await user.click(await screen.findByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('dialog', { name: /Cancel .*\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the event and refund everyone' }));
    expect(await within(dialog).findByText('Please tell your buyers why the event is cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST /partner/events/10/cancel')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason, shown to your buyers/ }),
      'The venue closed for repairs',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the event and refund everyone' }));
    const done = await within(dialog).findByText(/3 orders \(5 tickets\) cancelled/);
    expect(done).toHaveTextContent('$1,250.50');
    expect(within(dialog).getByText(/1 refund was not taken by the payment provider at once/)).toBeInTheDocument();
    expect(api.callsTo('POST /partner/events/10/cancel')[0]?.body).toEqual({ reason: 'The venue closed for repairs' });
  });

  it('shows a cancelled event as cancelled, with its reason, and offers no second cancellation', async () => {
    mockApi({
      'GET /partner/events/10': answer({
        ...partnerEvent(),
        endDateTime: '2099-05-02T17:00:00.000Z',
        cancelled: true,
        cancelledAt: '2026-11-20T10:00:00.000Z',
        cancellationReason: 'The venue closed for repairs',
      }),
    });
    renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    const alert = await screen.findByText('You cancelled this event');
    expect(alert.closest('[role="alert"], .pv-alert') ?? alert.parentElement).toHaveTextContent(
      'The venue closed for repairs',
    );
    expect(screen.queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
  });

  it("shows each ticket type's waiting list and turns it off with the switch", async () => {
    const event = partnerEvent();
    event.ticketTypes = event.ticketTypes.map((t) => ({ ...t, waitingList: { open: true, waiting: 4, offered: 1 } }));
    const api = mockApi({
      'GET /partner/events/10': answer(event),
      'PUT /partner/events/10/ticket-types/100/waiting-list': answer({ open: false, waiting: 4, offered: 1 }),
    });
    renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    const lists = await screen.findByRole('table', { name: 'Waiting list of each ticket type' });
    const row = within(lists).getByRole('row', { name: /Standard/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 2),
    ).toEqual(['4', '1']);
    const toggle = within(row).getByRole('switch', { name: 'Waiting list of Standard' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT /partner/events/10/ticket-types/100/waiting-list')).toHaveLength(1));
    expect(api.callsTo('PUT /partner/events/10/ticket-types/100/waiting-list')[0]?.body).toEqual({ open: false });
  });
});
