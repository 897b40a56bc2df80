/** @jest-environment ../../../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, mockApi } from '@pavilion/api-client/testing';
import type { TBankTransferInstructions, TOrder } from '@pavilion/domain';
import { TEST_ORDER_ID as ID, TEST_PAYMENT_DETAILS, testOrder } from '@pavilion/domain/testing';
import { renderPartnerPage } from '@pavilion/features-page-kit/testing';
import { OrderDetailsPage } from './order-details-page';

jest.mock('../../config/env', () => ({ config: { apiUrl: '/api' } }));

const DUE = '2030-06-08T10:00:00.000Z';
const TRANSFER: TBankTransferInstructions = {
  orderId: ID,
  reference: 'PV-7KQ2-M9XD',
  dueAt: DUE,
  accountName: 'Pavilion Events Ltd',
  iban: 'GB33BUKB20201555555555',
  bic: 'BUKBGB22',
  bankName: null,
  amount: 484,
  currency: 'GBP',
  invoiceId: '7f1e2d3c-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
};

function renderOrder(first: Partial<TOrder>, markPaid = answer({ orderId: ID, status: 'paid' })) {
  let current = testOrder(first);
  const api = mockApi({
    [`GET /partner/orders/${ID}`]: () => answer(current),
    [`GET /partner/orders/${ID}/bank-transfer`]: answer(TRANSFER),
    [`POST /partner/orders/${ID}/mark-paid`]: () => {
      if ((markPaid.status ?? 200) === 200) current = testOrder({ status: 'paid' });
      return markPaid;
    },
  });
  renderPartnerPage([{ path: '/order-details/:id', element: <OrderDetailsPage /> }], `/order-details/${ID}`);
  return api;
}

describe("an order awaiting its bank transfer, on the partner's order page", () => {
  it('shows the reference and due day, and marks it paid once asked again', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderOrder({ status: 'awaiting_payment', holdExpiresAt: DUE });
    expect(await screen.findByText('awaiting bank transfer')).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Bank transfer' });
    expect(within(panel).getByText('PV-7KQ2-M9XD')).toBeInTheDocument();
    expect(within(panel).getByText('£484.00')).toBeInTheDocument();
    expect(within(panel).getByText('Jun 8, 2030, 11:00 BST')).toHaveAttribute('dateTime', DUE);

    await user.click(within(panel).getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order as paid?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Wire 4711');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /partner/orders/${ID}/mark-paid`).map((call) => call.body)).toEqual([
        { note: 'Wire 4711' },
      ]),
    );
    expect(await within(dialog).findByText(/tickets are on their way/)).toBeInTheDocument();
    // The order is read again: paid now, by transfer, its reference still there.
    expect(await screen.findByText('paid')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(panel).findByText('PV-7KQ2-M9XD')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
  });

  it("shows a refusal in the server's words", async () => {
    const user = userEvent.setup({ delay: null });
    renderOrder(
      { status: 'awaiting_payment', holdExpiresAt: DUE },
      answer({ error: 'This order is not awaiting a bank transfer', code: 'CONFLICT' }, 409),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was recorded');
    expect(alert).toHaveTextContent('This order is not awaiting a bank transfer');
  });

  it('shows nothing of a transfer for an order paid by card', async () => {
    const api = renderOrder({ status: 'paid', paymentDetails: TEST_PAYMENT_DETAILS });
    expect(await screen.findByText('paid')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bank transfer' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET /partner/orders/${ID}/bank-transfer`)).toEqual([]);
  });
});
