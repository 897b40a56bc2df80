import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleManagedDetail, testEventDetail } from '@pavilion/domain/testing';
import { TicketTypesOverview } from './ticket-types-overview';

const meta = {
  title: 'Product/Ticket types overview (partner and admin)',
  component: TicketTypesOverview,
  // The policy's name links to its page: a router (decorators.ts).
  parameters: { providers: {} },
  args: { ticketTypes: testEventDetail().ticketTypes, timeZone: 'Europe/London' },
} satisfies Meta<typeof TicketTypesOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The organiser's view: stock columns, and each policy opening its page. */
export const WithStock: Story = {
  args: {
    ticketTypes: sampleManagedDetail.ticketTypes,
    policyHref: (id) => `/partner/cancellation-policy-details/${id}`,
  },
};

export const Empty: Story = { args: { ticketTypes: [] } };

export const Narrow: Story = { parameters: { narrow: true }, args: WithStock.args };
