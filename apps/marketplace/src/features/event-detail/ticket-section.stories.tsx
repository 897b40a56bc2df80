import type { Meta, StoryObj } from '@storybook/react-vite';
import { testEventDetail } from '@pavilion/domain/testing';
import { TicketSection } from './ticket-section';

const event = testEventDetail();
const [standard, vip] = event.ticketTypes;

const meta = {
  title: 'Product/Ticket types with their cancellation terms',
  component: TicketSection,
  // Continue to Purchase navigates: a router (decorators.ts).
  parameters: { providers: { route: `/events/${event.id}` } },
  args: { event, role: 'visitor' },
} satisfies Meta<typeof TicketSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A ticket type with its cancellation policy (Flexible) and one sold out without a policy. */
export const Default: Story = {};

export const SignedInAttendee: Story = { args: { role: 'attendee' } };

export const NoTickets: Story = { args: { event: testEventDetail({ ticketTypes: [] }) } };

export const NotOnSale: Story = {
  args: { event: testEventDetail({ ticketTypes: [{ ...standard!, onSale: false }, vip!] }) },
};

export const LongText: Story = {
  args: {
    event: testEventDetail({
      ticketTypes: [
        {
          ...standard!,
          name: 'Full conference pass with workshops, the gala dinner and the site visits',
          description:
            'Every keynote and breakout session on all three days, the hands-on workshops (places are limited), the gala dinner at the Guildhall and the coach to the site visits on the last day.',
          price: 12499.99,
          cancellationPolicy: {
            id: 7,
            name: 'Flexible until sixty days before, half back until thirty days before, nothing afterwards',
            periods: [
              { percentageRefund: 100, startDaysBeforeEvent: 365, endDaysBeforeEvent: 60 },
              { percentageRefund: 50, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 },
            ],
          },
        },
        vip!,
      ],
    }),
  },
};

export const Narrow: Story = { parameters: { narrow: true }, args: LongText.args };
