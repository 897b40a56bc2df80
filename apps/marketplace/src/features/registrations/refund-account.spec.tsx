/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TOrderRefund } from '@pavilion/domain';
import { paged, renderRoutes, sessionOf } from '@pavilion/features-page-kit/testing';
import { ORDER_ID, testOrder } from '../../testing/checkout';
import RegistrationsAndEventsPage from './registrations-and-events-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const refund = (over: Partial<TOrderRefund> = {}): TOrderRefund => ({
  id: '0b4f0d8e-2f55-4c1e-8d1e-5a1f3c9e0a11',
  amount: 484,
  currency: 'GBP',
  status: 'awaiting_account',
  requestedBy: 'attendee',
  reason: null,
  createdAt: '2030-06-01T09:00:00.000Z',
  refundedAt: null,
  nextAttemptAt: null,
  payBack: 'transfer',
  account: null,
  ...over,
});

function renderWith(order: ReturnType<typeof testOrder>, routes = {}) {
  const api = mockApi({
    'GET /session': answer(sessionOf('attendee')),
    'GET /tickets/': answer(paged([])),
    'GET /orders/': answer(paged([order])),
    ...routes,
  });
  renderRoutes(
    [{ path: '/user/registrations-and-events', element: <RegistrationsAndEventsPage /> }],
    '/user/registrations-and-events',
  );
  return api;
}

describe("a refund paid back by bank transfer, on the order's card", () => {
  it('says it goes back by transfer, checks the IBAN in the browser, and sends the account', async () => {
    const user = userEvent.setup({ delay: null });
    const waiting = testOrder({ status: 'cancelled', refunds: [refund()] });
    const api = renderWith(waiting, {
      [`PUT /orders/${ORDER_ID}/refund-account`]: answer(
        testOrder({
          status: 'cancelled',
          refunds: [
            refund({ status: 'to_pay_back', account: { holder: 'Ada Lovelace', iban: '**** 3000', bic: null } }),
          ],
        }),
      ),
    });
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    const section = within(order).getByRole('region', { name: 'Your refund by bank transfer' });
    expect(section).toHaveTextContent(/by bank transfer, not to a card/);
    expect(within(order).getByText(/waiting for your bank account/)).toBeInTheDocument();
    const form = within(section).getByRole('form', { name: 'Bank account for the refund' });
    await user.type(within(form).getByLabelText(/^Account holder/), 'Ada Lovelace');
    await user.type(within(form).getByLabelText(/^IBAN/), 'DE89 3704 0044 0532 0130 01');
    await user.click(within(form).getByRole('button', { name: 'Save the account' }));
    expect(await within(form).findByText(/^Invalid IBAN format/)).toBeInTheDocument();
    expect(api.callsTo(`PUT /orders/${ORDER_ID}/refund-account`)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^IBAN/));
    await user.type(within(form).getByLabelText(/^IBAN/), 'de89 3704 0044 0532 0130 00');
    await user.click(within(form).getByRole('button', { name: 'Save the account' }));
    await waitFor(() => expect(api.callsTo(`PUT /orders/${ORDER_ID}/refund-account`)).toHaveLength(1));
    expect(api.callsTo(`PUT /orders/${ORDER_ID}/refund-account`)[0]?.body).toEqual({
      accountHolder: 'Ada Lovelace',
      iban: 'DE89370400440532013000',
      bic: null,
    });
  });

  it('shows the account given, masked, with when the money comes, and no card', async () => {
    renderWith(
      testOrder({
        status: 'cancelled',
        refunds: [refund({ status: 'to_pay_back', account: { holder: 'Ada Lovelace', iban: '**** 3000', bic: null } })],
      }),
    );
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    const section = within(order).getByRole('region', { name: 'Your refund by bank transfer' });
    expect(section).toHaveTextContent('to Ada Lovelace, account **** 3000');
    expect(section).toHaveTextContent(/within 3 working days/);
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Change the account' })).toBeInTheDocument();
    expect(within(order).getByText(/to be paid back by bank transfer/)).toBeInTheDocument();
  });

  it('says nothing of an account for a refund to the card', async () => {
    renderWith(
      testOrder({
        status: 'cancelled',
        refunds: [refund({ status: 'refunded', payBack: 'card', refundedAt: '2030-06-02T09:00:00.000Z' })],
      }),
    );
    const order = await screen.findByRole('listitem', { name: 'FinTech Summit' });
    expect(within(order).queryByRole('region', { name: 'Your refund by bank transfer' })).not.toBeInTheDocument();
  });
});
