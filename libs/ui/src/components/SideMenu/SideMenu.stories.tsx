import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../Badge/Badge';
import { SideMenu } from './SideMenu';

const sections = [
  'Summary',
  'Events',
  'Registrations',
  'Communications',
  'Finances',
  'Documents',
  'Users',
  'Cancellation Policies',
  'Insights',
  'Help Centre',
];

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  args: {
    label: 'Dashboard',
    items: sections.map((label, index) => ({ id: label, label, href: `#${label}`, active: index === 1 })),
  },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div style={{ width: '16rem' }}>
      <SideMenu {...args} />
    </div>
  ),
};

function ButtonMenu() {
  const [active, setActive] = useState('Summary');
  return (
    <div style={{ width: '16rem' }}>
      <SideMenu
        label="Admin dashboard"
        items={['Summary', 'Events', 'Partners', 'Registrations', 'Settings'].map((label) => ({
          id: label,
          label,
          active: label === active,
          onSelect: () => setActive(label),
          badge: label === 'Partners' ? <Badge tone="warning">3</Badge> : undefined,
        }))}
      />
    </div>
  );
}

/** Items without href are buttons; pass renderLink to use a router Link for href items. */
export const Catalog: Story = { render: () => <ButtonMenu /> };
