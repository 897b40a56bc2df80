import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout/Layout';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I have read and agree' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <Stack gap={4}>
      <Checkbox label="Free cancellation" />
      <Checkbox label="Auto publish" defaultChecked hint="New events go live once approved" />
      <Checkbox label="I have read and agree" required error="You must agree to continue" />
      <Checkbox label="Contract signed" defaultChecked disabled />
    </Stack>
  ),
};
