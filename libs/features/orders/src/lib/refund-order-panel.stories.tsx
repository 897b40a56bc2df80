import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TOrder } from '@pavilion/domain';
import { testOrder, testOrderTicket } from '@pavilion/domain/testing';
import { RefundOrderPanel } from './refund-order-panel';

const ticket = (id: string, firstName: string, surname: string, status: 'valid' | 'cancelled' = 'valid') =>
  testOrderTicket({
    id,
    attendee: { person: { firstName, surname, email: 'ada@example.com', companyName: null, jobTitle: null } },
    status,
    cancelledAt: status === 'cancelled' ? '2030-08-02T10:00:00.000Z' : null,
  });

/** A paid order of the sample event (@pavilion/domain/testing): two tickets still valid, one cancelled and refunded. */
function order(overrides: Partial<TOrder> = {}): TOrder {
  return testOrder({
    status: 'paid',
    tickets: [
      ticket('0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3', 'Ada', 'Lovelace'),
      ticket('1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4', 'Charles', 'Babbage'),
      ticket('2d7e3f40-5162-4c7d-8e9f-a0b1c2d3e4f5', 'Mary', 'Somerville', 'cancelled'),
    ],
    total: 598.5,
    refunds: [
      {
        id: '3e8f4051-6273-4d8e-9fa0-b1c2d3e4f506',
        amount: 199.5,
        currency: 'GBP',
        status: 'refunded',
        requestedBy: 'attendee',
        reason: null,
        createdAt: '2030-08-02T10:00:00.000Z',
        refundedAt: '2030-08-02T10:00:05.000Z',
        nextAttemptAt: null,
        payBack: 'card',
        account: null,
      },
    ],
    ...overrides,
  });
}

const meta = {
  title: 'Product/Refund panel',
  component: RefundOrderPanel,
  args: { order: order(), actor: 'partner', onRefund: (): Promise<unknown> => Promise.resolve() },
} satisfies Meta<typeof RefundOrderPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A refund so far, two tickets that may still be cancelled. */
export const Default: Story = {};

/** Support refunds: the reason is kept in the audit log. */
export const BySupport: Story = { args: { actor: 'admin' } };

export const NoRefundYet: Story = {
  args: { order: order({ refunds: [], tickets: order().tickets.slice(0, 2) }) },
};

/** Never paid: nothing to refund. */
export const NotPaid: Story = { args: { order: order({ status: 'expired', refunds: [] }) } };

/**
 * The server refuses: its words above the form. The story sends the form itself (a reason typed,
 * Cancel and refund pressed) to show the answer.
 */
export const Refused: Story = {
  args: {
    onRefund: () =>
      Promise.reject({
        status: 409,
        data: { error: 'The tickets chosen are already cancelled', code: 'CONFLICT' },
      }),
  },
  play: async ({ canvasElement }) => {
    const reason = canvasElement.querySelector('textarea')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setValue.call(reason, 'The buyer asked by phone');
    reason.dispatchEvent(new Event('input', { bubbles: true }));
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  },
};

export const LongText: Story = {
  args: {
    order: order({
      refunds: [
        {
          ...order().refunds[0]!,
          requestedBy: 'partner',
          status: 'failed',
          refundedAt: null,
          nextAttemptAt: '2030-08-02T10:15:00.000Z',
          reason:
            'The keynote speaker cancelled on the morning of the event and the organiser offered every buyer of the full conference pass a refund of the keynote share of the ticket price, as promised in the programme.',
        },
      ],
    }),
  },
};

export const Narrow: Story = { parameters: { narrow: true }, args: LongText.args };
