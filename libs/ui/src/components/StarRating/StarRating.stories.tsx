import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout/Layout';
import { StarRating } from './StarRating';

const meta = {
  title: 'Display/StarRating',
  component: StarRating,
  args: { value: 3.5 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <Stack gap={3}>
      {[0, 0.5, 1, 2.5, 3.5, 4.26, 5].map((value) => (
        <StarRating key={value} value={value} showValue />
      ))}
      <StarRating value={4} size="sm" />
      <StarRating value={4} size="lg" />
    </Stack>
  ),
};
