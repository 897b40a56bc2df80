/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TOrder } from '@pavilion/domain';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { OrderDetailsPage } from './order-details-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const ID = '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10';
const TICKET = '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

function order(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: ID,
    eventId: 5,
    createdAt: '2030-06-01T10:00:00.000Z',
    status: 'paid',
    firstName: 'Ada',
    surname: 'Lovelace',
    purchasingUserEmail: 'ada@example.com',
    event: {
      id: 5,
      name: 'FinTech Summit',
      imageUrl: null,
      startDateTime: '2030-09-01T08:00:00.000Z',
      timeZone: 'UTC',
      cancelledAt: null,
      cancellationReason: null,
    },
    tickets: [
      {
        id: TICKET,
        ticketType: {
          id: 1,
          name: 'Standard',
          eventName: 'FinTech Summit',
          price: { amount: 250, currency: { code: 'USD' } },
        },
        attendee: {
          person: {
            firstName: 'Ada',
            surname: 'Lovelace',
            email: 'ada@example.com',
            companyName: null,
            jobTitle: null,
          },
        },
        subEvents: [],
        status: 'valid',
        cancelledAt: null,
      },
    ],
    paymentDetails: null,
    total: 250,
    currency: 'USD',
    holdExpiresAt: '2030-06-01T10:15:00.000Z',
    refunds: [],
    damageClaims: [],
    promoCode: { code: 'EARLYBIRD', discount: 44.1 },
    ...overrides,
  } as TOrder;
}

describe('OrderDetailsPage', () => {
  it('refunds the order through the server and shows the ticket cancelled and the refund', async () => {
    let current = order();
    const api = mockApi({
      [`GET /partner/orders/${ID}`]: () => answer(current),
      [`POST /partner/orders/${ID}/refund`]: () => {
        current = order({
          status: 'cancelled',
          tickets: [{ ...order().tickets[0]!, status: 'cancelled', cancelledAt: '2030-06-03T10:00:00.000Z' }],
          refunds: [
            {
              id: '2d7e3f40-5162-4c7d-8e9f-a0b1c2d3e4f5',
              amount: 250,
              currency: 'USD',
              status: 'refunded',
              requestedBy: 'partner',
              reason: 'Speaker cancelled',
              createdAt: '2030-06-03T10:00:00.000Z',
              refundedAt: '2030-06-03T10:00:01.000Z',
              nextAttemptAt: null,
              payBack: 'card',
              account: null,
            },
          ],
        });
        return answer(current);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPartnerPage([{ path: '/order-details/:id', element: <OrderDetailsPage /> }], `/order-details/${ID}`);
    expect(await screen.findByRole('heading', { name: `Order ${ID}` })).toBeInTheDocument();
    expect(screen.getByText('No refund yet.')).toBeInTheDocument();
    expect(screen.getByText('EARLYBIRD (−$44.10)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Speaker cancelled');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));

    const refunds = await screen.findByRole('table', { name: 'Refunds of this order' });
    expect(within(refunds).getByRole('row', { name: /the organiser/ })).toHaveTextContent('$250.00');
    expect(within(screen.getByRole('table', { name: 'Tickets' })).getByText('Cancelled')).toBeInTheDocument();
    expect(api.callsTo(`POST /partner/orders/${ID}/refund`)[0]?.body).toEqual({ reason: 'Speaker cancelled' });
  });

  it('shows the company the buyer bought for, with its VAT number, and no reference when none was given', async () => {
    mockApi({
      [`GET /partner/orders/${ID}`]: answer(
        order({
          company: {
            name: 'Brit Ltd',
            address: '10 Quay St, Belfast BT1 3AB',
            countryCode: 'GB',
            vatNumber: 'GB980780684',
            reference: null,
            vatNumberCheck: 'not_checked',
          },
        }),
      ),
    });
    renderPartnerPage([{ path: '/order-details/:id', element: <OrderDetailsPage /> }], `/order-details/${ID}`);
    const section = await screen.findByRole('region', { name: 'Bought for a company' });
    expect(section).toHaveTextContent('Brit Ltd');
    expect(section).toHaveTextContent('10 Quay St, Belfast BT1 3AB');
    expect(section).toHaveTextContent('United Kingdom');
    expect(section).toHaveTextContent('GB980780684');
    expect(section).not.toHaveTextContent('Purchase order');
  });
});
