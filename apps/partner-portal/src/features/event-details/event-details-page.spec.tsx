/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TPartnerEventDetail } from '@pavilion/domain';
import { testEventDetail } from '@pavilion/features-event/testing';
import { renderPartnerPage } from '../../testing/render-page';
import { EventDetailsPage } from './event-details-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

function partnerEvent(): TPartnerEventDetail {
  const base = testEventDetail();
  const [standard] = base.ticketTypes;
  return {
    ...base,
    ticketTypes: [{ ...standard!, quantity: 100, sold: 10, held: 2, available: 88, offered: true }],
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
    hasPendingChanges: false,
    isPublic: false,
  };
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
    expect(screen.getByRole('link', { name: 'Edit FinTech Summit' })).toHaveAttribute(
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

  it('says when the event cannot be found, without offering to ask again', async () => {
    mockApi({ 'GET /partner/events/10': answer({ error: 'Event not found', code: 'NOT_FOUND' }, 404) });
    renderPartnerPage([{ path: '/event-details/:id', element: <EventDetailsPage /> }], '/event-details/10');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading event details');
    expect(alert).toHaveTextContent('Event not found');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
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
    const user = userEvent.setup();
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
});
