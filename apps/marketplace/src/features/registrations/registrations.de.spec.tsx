/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { inLanguage } from '@pavilion/domain/testing';
import { paged, renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, PAID_DETAILS, testOrder } from '../../testing/checkout';
import RegistrationsAndEventsPage from './registrations-and-events-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));
jest.setTimeout(20_000);

describe('RegistrationsAndEventsPage in German', () => {
  inLanguage('de');

  it('shows the tickets, the orders and the cancel dialog in German', async () => {
    const order = testOrder({ status: 'paid', paymentDetails: PAID_DETAILS });
    const [first, second] = order.tickets;
    mockApi({
      'GET /session': answer(sessionOf('attendee')),
      'GET /tickets/': answer(paged([])),
      'GET /orders/': answer(paged([order])),
      [`GET /orders/${ORDER_ID}/cancellation-preview`]: answer({
        tickets: [
          { ticketId: first!.id, refundPercentage: 100, refundAmount: 10 },
          { ticketId: second!.id, refundPercentage: 50, refundAmount: 5 },
        ],
        refundTotal: 15,
        currency: 'GBP',
        cancellable: true,
        reason: null,
        daysBeforeEvent: 20,
      }),
    });
    renderRoutes(
      [{ path: '/user/registrations-and-events', element: <RegistrationsAndEventsPage /> }],
      '/user/registrations-and-events',
    );
    expect(await screen.findByRole('heading', { name: 'Anmeldungen und Veranstaltungen' })).toBeInTheDocument();
    expect(await screen.findByText('Sie haben noch keine Tickets')).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(within(card).getByText('Bezahlt')).toBeInTheDocument();
    expect(within(card).getByText('Zahlungsdaten')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(card).getByRole('button', { name: 'Tickets stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tickets stornieren' });
    expect(
      await within(dialog).findByText('20 Tage vor der Veranstaltung erstatten die Stornobedingungen:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Bestellung stornieren' })).toBeInTheDocument();
  });
});
