import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEST_PAYMENT_DETAILS, testDamageClaim, testOrder } from '@pavilion/domain/testing';
import { OrderCard } from './order-card';
import './registrations.css';

const PAYMENT = TEST_PAYMENT_DETAILS;
const PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='160' height='100'%3E%3Crect width='160' height='100' fill='%23c9ccd6'/%3E%3C/svg%3E";

/** The organiser's claim after the event, which the buyer disputed. */
const claim = testDamageClaim({
  event: { id: 5, name: 'FinTech Summit', endDateTime: '2030-09-02T16:00:00.000Z', timeZone: 'Europe/London' },
  state: 'disputed',
  amount: 60,
  currency: 'GBP',
  description: 'A borrowed presenter clicker was not returned to the speaker desk.',
  photos: [{ id: '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3', url: PHOTO }],
  filedAt: '2030-09-03T10:00:00.000Z',
  respondBy: '2030-09-17T10:00:00.000Z',
  answer: { agree: false, comment: 'I handed it back at the desk.', at: '2030-09-04T10:00:00.000Z' },
});

const paid = testOrder({ status: 'paid', paymentDetails: PAYMENT });

const meta = {
  title: 'Product/Order card (buyer)',
  component: OrderCard,
  // The card answers claims and cancels tickets through the API, and links: a store and a router.
  parameters: { providers: { route: '/user/registrations-and-events' } },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
  args: { order: paid },
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, with the card masked; the tickets may still be cancelled. */
export const Default: Story = {};

/** Waiting for payment: Complete payment. */
export const AwaitingPayment: Story = {
  args: { order: testOrder({ holdExpiresAt: '2099-01-01T00:00:00.000Z' }) },
};

/** The organiser cancelled the event: the reason, and the refund that followed. */
export const EventCancelled: Story = {
  args: {
    order: testOrder({
      status: 'cancelled',
      paymentDetails: PAYMENT,
      event: {
        ...paid.event,
        cancelledAt: '2030-08-20T09:00:00.000Z',
        cancellationReason: 'The venue closed for repairs after a flood.',
      },
      tickets: paid.tickets.map((t) => ({
        ...t,
        status: 'cancelled' as const,
        cancelledAt: '2030-08-20T09:00:00.000Z',
      })),
      refunds: [
        {
          id: '3e8f4051-6273-4d8e-9fa0-b1c2d3e4f506',
          amount: 484,
          currency: 'GBP',
          status: 'refunded',
          requestedBy: 'partner',
          reason: 'Event cancelled',
          createdAt: '2030-08-20T09:00:00.000Z',
          refundedAt: '2030-08-20T09:00:05.000Z',
          nextAttemptAt: null,
          payBack: 'card',
          account: null,
        },
      ],
    }),
  },
};

/** After the event: the organiser's damage claim the buyer disputed. */
export const WithDamageClaim: Story = { args: { order: testOrder({ ...paid, damageClaims: [claim] }) } };

/** Expired without payment and no tickets left: the least a card shows. */
export const Expired: Story = { args: { order: testOrder({ status: 'expired', tickets: [] }) } };

export const LongText: Story = {
  args: {
    order: testOrder({
      ...paid,
      event: {
        ...paid.event,
        name: 'International Conference on Sustainable Infrastructure Finance and Public-Private Partnerships 2030',
      },
      purchasingUserEmail: 'maximiliana.montgomery-featherstonehaugh@very-long-company-name.example.com',
      tickets: paid.tickets.map((t) => ({
        ...t,
        ticketType: { ...t.ticketType, name: 'Full conference pass with workshops and the gala dinner' },
      })),
      damageClaims: [claim],
    }),
  },
};

export const Narrow: Story = { parameters: { narrow: true }, args: LongText.args };
