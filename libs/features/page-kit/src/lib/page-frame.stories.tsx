import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { Badge, Button, Container, DescriptionList } from '@pavilion/ui';
import { PageFrame, PageSection } from './page-frame';

const meta = {
  title: 'Page kit/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    title: 'Order #1042',
    description: 'Placed by Ada Lovelace for Harbour Jazz Night.',
    back: { to: '/dashboard/registrations', label: 'Back to the registrations' },
  },
} satisfies Meta<typeof PageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const sections = (
  <>
    <PageSection title="Order" panel>
      <DescriptionList
        items={[
          { label: 'Buyer', value: 'Ada Lovelace (ada@example.com)' },
          { label: 'Paid', value: '€98.00 on Nov 2, 2026' },
        ]}
      />
    </PageSection>
    <PageSection title="Refunds" description="Refunds go back to the card the order was paid with.">
      <p>No refunds yet.</p>
    </PageSection>
  </>
);

export const Default: Story = { args: { children: sections } };

export const WithActions: Story = {
  args: {
    children: sections,
    actions: (
      <>
        <Button variant="secondary">Download receipt</Button>
        <Button variant="danger">Refund</Button>
      </>
    ),
    meta: <Badge tone="success">Paid</Badge>,
  },
};

export const LongText: Story = {
  args: {
    title:
      'Reviews of The Very Long Annual International Harbour Jazz, Blues and Soul Night at the Old Quay, second edition',
    description:
      'Mark this event as a new edition of an earlier event of yours: the reviews of earlier editions then show on its page and count in its rating, which buyers see beside its name in search.',
    actions: <Button variant="secondary">Edit event</Button>,
    children: sections,
  },
};

/** A phone's width: the actions wrap under the title, the inset stays. */
export const Narrow: Story = {
  ...WithActions,
  decorators: [
    (Story) => (
      <div style={{ width: 390, border: '1px dashed var(--pv-color-border)' }}>
        <Story />
      </div>
    ),
  ],
};

/** Inside the dashboards' layout (already inset), the frame adds no second inset nor padding. */
export const InsideDashboard: Story = {
  args: { children: sections, back: undefined },
  decorators: [
    (Story) => (
      <Container style={{ outline: '1px dashed var(--pv-color-border)' }}>
        <Story />
      </Container>
    ),
  ],
};
