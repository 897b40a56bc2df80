import type { Meta, StoryObj } from '@storybook/react-vite';
import { testEventCard } from '@pavilion/domain/testing';
import { Badge } from '@pavilion/ui';
import { EventCard } from './event-card';

const meta = {
  title: 'Product/Event card',
  component: EventCard,
  // Its links are routes: a router and the product's links (decorators.ts).
  parameters: { providers: {} },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { event: testEventCard() },
} satisfies Meta<typeof EventCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The search's sponsored place: the badge, and "sponsored" in the card's accessible name. */
export const Sponsored: Story = { args: { event: testEventCard({ sponsored: true }) } };

export const InFavourites: Story = { args: { event: testEventCard({ isFavourited: true }) } };

/** The partner's and the administrator's lists: the vetting status above the title. */
export const WithVettingStatus: Story = {
  args: { badge: <Badge tone="warning">Waiting for review</Badge>, href: '/partner/event-details/10' },
};

/** Nothing optional: no picture, no reviews, no sectors, no tickets yet, no venue. */
export const Empty: Story = {
  args: {
    event: testEventCard({
      thumbnailImageUrl: null,
      rating: null,
      reviewCount: 0,
      sectors: [],
      minTicketPrice: null,
      venue: null,
      city: null,
      tagline: '',
    }),
  },
};

export const LongText: Story = {
  args: {
    event: testEventCard({
      name: 'International Conference on Sustainable Infrastructure Finance and Public-Private Partnerships 2030',
      tagline:
        'Three days of keynotes, workshops and site visits for the people who plan, fund and build the roads, grids and water systems of the next fifty years.',
      venue: { id: 5, name: 'Queen Elizabeth II Centre, Broad Sanctuary Conference Wing' },
      city: 'Westminster, London',
      sectors: [
        { id: 1, name: 'Finance' },
        { id: 2, name: 'Energy & Utilities' },
        { id: 3, name: 'Construction & Real Estate' },
        { id: 4, name: 'Government & Public Sector' },
      ],
      minTicketPrice: 12499.99,
    }),
  },
};

export const Narrow: Story = { parameters: { narrow: true }, args: LongText.args };
