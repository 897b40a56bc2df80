/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TAttendeeChange } from '@pavilion/domain';
import { inLanguage, testOrder, testOrderTicket } from '@pavilion/domain/testing';
import { paged, renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { OrderDetailsPage } from './order-details-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const ID = '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10';
const UNNAMED = '7d1e2f30-4152-4c6d-8e9f-a0b1c2d3e4f5';
const LIN = { firstName: 'Lin', surname: 'Wei', email: 'lin@example.com', company: 'Acme', jobTitle: 'Planner' };
const SAM = { firstName: 'Sam', surname: 'Okafor', email: 'sam@example.com', company: 'Acme', jobTitle: 'Buyer' };

const CHANGES: TAttendeeChange[] = [
  {
    id: 12,
    at: '2030-06-05T09:30:00.000Z',
    ticketId: UNNAMED,
    ticketTypeName: 'Standard',
    change: 'changed',
    by: 'holder',
    byName: 'Lin Wei',
    from: LIN,
    to: SAM,
  },
  {
    id: 11,
    at: '2030-06-02T14:00:00.000Z',
    ticketId: UNNAMED,
    ticketTypeName: 'Standard',
    change: 'named',
    by: 'link',
    byName: 'Lin Wei',
    from: null,
    to: LIN,
  },
];

function renderOrder(changes: TAttendeeChange[], unnamed = true) {
  const api = mockApi({
    [`GET /partner/orders/${ID}`]: answer(
      testOrder({
        id: ID,
        status: 'paid',
        tickets: [
          testOrderTicket(),
          testOrderTicket({ id: UNNAMED, attendee: unnamed ? null : testOrderTicket().attendee }),
        ],
      }),
    ),
    [`GET /partner/orders/${ID}/attendee-changes`]: answer(paged(changes)),
  });
  renderPartnerPage([{ path: '/order-details/:id', element: <OrderDetailsPage /> }], `/order-details/${ID}`);
  return api;
}

describe("the partner's order page: tickets named later and changes of attendee", () => {
  it('shows a ticket not named yet, and each change with who made it, before and after', async () => {
    renderOrder(CHANGES);
    const tickets = await screen.findByRole('table', { name: 'Tickets' });
    expect(within(tickets).getByText('Not named yet')).toBeInTheDocument();
    const changes = await screen.findByRole('table', { name: /^Tickets named after checkout and attendees changed/ });
    const rows = within(changes).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Changed');
    expect(rows[0]).toHaveTextContent('Standard (7D1E2F30)');
    expect(rows[0]).toHaveTextContent('Lin Wei (lin@example.com)');
    expect(rows[0]).toHaveTextContent('Sam Okafor (sam@example.com)');
    expect(rows[0]).toHaveTextContent('the attendee, Lin Wei');
    expect(rows[1]).toHaveTextContent('Named');
    expect(rows[1]).toHaveTextContent('Not named yet');
    expect(rows[1]).toHaveTextContent('Lin Wei, through the link');
  });

  it('shows no section for an order whose tickets never changed hands', async () => {
    const api = renderOrder([], false);
    await screen.findByRole('table', { name: 'Tickets' });
    await waitFor(() => expect(api.callsTo(`GET /partner/orders/${ID}/attendee-changes`)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Changes of attendee' })).not.toBeInTheDocument();
  });
});

describe('changes of attendee, in German', () => {
  inLanguage('de');

  it('names them in German', async () => {
    renderOrder(CHANGES);
    expect(await screen.findByRole('heading', { name: 'Teilnehmeränderungen' })).toBeInTheDocument();
    expect(await screen.findByText('den Teilnehmer, Lin Wei')).toBeInTheDocument();
  });
});
