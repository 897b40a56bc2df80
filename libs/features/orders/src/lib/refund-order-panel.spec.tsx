/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFUND_MESSAGES, type TOrder } from '@pavilion/domain';
import { RefundOrderPanel } from './refund-order-panel';

const ticket = (id: string, firstName: string, status: 'valid' | 'cancelled' = 'valid') => ({
  id,
  ticketType: {
    id: 11,
    name: 'Standard',
    eventName: 'FinTech Summit',
    price: { amount: 200, currency: { code: 'GBP' } },
  },
  attendee: { person: { firstName, surname: 'Lovelace', email: 'a@example.com', companyName: null, jobTitle: null } },
  subEvents: [],
  status,
  cancelledAt: status === 'cancelled' ? '2030-06-02T10:00:00.000Z' : null,
});

/** What RTK Query rejects with for a refused request. */
const refused = (status: number, body: unknown) => ({ status, data: body });

const A = '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const B = '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4';

function paidOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: '5f0c2a1e-8a53-4d7e-9a51-0d3c2f1b7a10',
    eventId: 5,
    createdAt: '2030-06-01T10:00:00.000Z',
    status: 'paid',
    firstName: 'Ada',
    surname: 'Lovelace',
    purchasingUserEmail: 'a@example.com',
    event: {
      id: 5,
      name: 'FinTech Summit',
      imageUrl: null,
      startDateTime: '2030-09-01T08:00:00.000Z',
      timeZone: 'UTC',
      cancelledAt: null,
      cancellationReason: null,
    },
    tickets: [ticket(A, 'Ada'), ticket(B, 'Byron', 'cancelled')],
    paymentDetails: null,
    total: 400,
    currency: 'GBP',
    holdExpiresAt: '2030-06-01T10:15:00.000Z',
    refunds: [
      {
        id: '2d7e3f40-5162-4c7d-8e9f-a0b1c2d3e4f5',
        amount: 100,
        currency: 'GBP',
        status: 'refunded',
        requestedBy: 'attendee',
        reason: null,
        createdAt: '2030-06-02T10:00:00.000Z',
        refundedAt: '2030-06-02T10:00:05.000Z',
        nextAttemptAt: null,
      },
    ],
    ...overrides,
  } as TOrder;
}

describe('RefundOrderPanel', () => {
  it('lists the refunds in words and sends the chosen tickets, the amount and the reason', async () => {
    const onRefund = jest.fn().mockResolvedValue({});
    const user = userEvent.setup({ delay: null });
    render(<RefundOrderPanel order={paidOrder()} actor="partner" onRefund={onRefund} />);
    const refunds = screen.getByRole('table', { name: 'Refunds of this order' });
    expect(within(refunds).getByRole('row', { name: /the buyer/ })).toHaveTextContent('£100.00');
    expect(within(refunds).getByRole('row', { name: /the buyer/ })).toHaveTextContent('refunded on Jun 2, 2030');
    // Only the ticket still valid can be chosen.
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Standard for Ada Lovelace' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (GBP)' }), '150.5');
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Speaker cancelled');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(onRefund).toHaveBeenCalledWith({ amount: 150.5, reason: 'Speaker cancelled', ticketIds: [A] });
    expect(await screen.findByRole('status')).toHaveTextContent('The refund was sent.');
  });

  it('checks the reason and the amount with the server schema before sending anything', async () => {
    const onRefund = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(<RefundOrderPanel order={paidOrder()} actor="admin" onRefund={onRefund} />);
    await user.type(screen.getByRole('textbox', { name: 'Amount (GBP)' }), 'ten');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(screen.getByText(REFUND_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(screen.getByText(REFUND_MESSAGES.amountInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reason \(kept in the audit log\)/ })).toBeInTheDocument();
    expect(onRefund).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its words, and offers nothing on an order never paid", async () => {
    const onRefund = jest
      .fn()
      .mockRejectedValue(refused(409, { error: 'The tickets chosen are already cancelled', code: 'CONFLICT' }));
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<RefundOrderPanel order={paidOrder()} actor="partner" onRefund={onRefund} />);
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was refunded');
    expect(alert).toHaveTextContent('The tickets chosen are already cancelled');
    expect(onRefund).toHaveBeenCalledWith({ reason: 'Goodwill' });
    unmount();

    render(
      <RefundOrderPanel order={paidOrder({ status: 'expired', refunds: [] })} actor="partner" onRefund={onRefund} />,
    );
    expect(screen.getByText('No refund yet.')).toBeInTheDocument();
    expect(screen.getByText('Only a paid order can be refunded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /refund/i })).not.toBeInTheDocument();
  });

  it('shows a refusal of the amount at the Amount field, which takes focus', async () => {
    const words = REFUND_MESSAGES.amountTooHigh({ max: '£300.00' });
    const onRefund = jest
      .fn()
      .mockRejectedValue(refused(409, { error: words, code: 'CONFLICT', fields: { amount: words } }));
    const user = userEvent.setup({ delay: null });
    render(<RefundOrderPanel order={paidOrder()} actor="admin" onRefund={onRefund} />);
    const amount = screen.getByRole('textbox', { name: 'Amount (GBP)' });
    await user.type(amount, '350');
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(onRefund).toHaveBeenCalledWith({ amount: 350, reason: 'Goodwill' });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(words));
    expect(amount).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Reason/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
