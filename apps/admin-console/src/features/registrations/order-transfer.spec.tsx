/** @jest-environment ../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TBankTransferInstructions } from '@pavilion/domain';
import { TEST_ORDER_ID as ID, testOrder } from '@pavilion/domain/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { OrderDetailsPage } from './order-details-page';

const TRANSFER: TBankTransferInstructions = {
  orderId: ID,
  reference: 'PV-7KQ2-M9XD',
  dueAt: '2030-06-08T10:00:00.000Z',
  accountName: 'Pavilion Events Ltd',
  iban: 'GB33BUKB20201555555555',
  bic: 'BUKBGB22',
  bankName: null,
  amount: 484,
  currency: 'GBP',
  invoiceId: '7f1e2d3c-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
};

describe("an order awaiting its bank transfer, on the console's receipt", () => {
  it('shows its reference and marks it paid with the day the money arrived', async () => {
    const user = userEvent.setup({ delay: null });
    let order = testOrder({ status: 'awaiting_payment', holdExpiresAt: TRANSFER.dueAt });
    const api = mockApi({
      [`GET /admin/orders/${ID}`]: () => answer(order),
      [`GET /admin/orders/${ID}/bank-transfer`]: answer(TRANSFER),
      [`POST /admin/orders/${ID}/mark-paid`]: () => {
        order = testOrder({ status: 'paid' });
        return answer({ orderId: ID, status: 'paid' });
      },
    });
    renderRoutes([{ path: '/order-details/:id', element: <OrderDetailsPage /> }], `/order-details/${ID}`);
    expect(await screen.findByText('awaiting bank transfer')).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Bank transfer' });
    expect(within(panel).getByText('PV-7KQ2-M9XD')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order as paid?' });
    await user.type(within(dialog).getByLabelText(/^Day the money arrived/), '2030-06-03');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /admin/orders/${ID}/mark-paid`).map((call) => call.body)).toEqual([
        { receivedOn: '2030-06-03', note: null },
      ]),
    );
    expect(await within(dialog).findByText(/tickets are on their way/)).toBeInTheDocument();
    expect(await screen.findByText('paid')).toBeInTheDocument();
  });

  it('shows nothing of a transfer for a pending order', async () => {
    const api = mockApi({ [`GET /admin/orders/${ID}`]: answer(testOrder()) });
    renderRoutes([{ path: '/order-details/:id', element: <OrderDetailsPage /> }], `/order-details/${ID}`);
    expect(await screen.findByText('pending')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bank transfer' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET /admin/orders/${ID}/bank-transfer`)).toEqual([]);
  });
});
