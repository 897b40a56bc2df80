import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeartIcon } from '../../icons/icons';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      Text before, <VisuallyHidden {...args} /> text after (inspect the DOM).
    </p>
  ),
};

export const Catalog: Story = {
  render: () => (
    <button type="button">
      <HeartIcon />
      <VisuallyHidden>Add to favourites</VisuallyHidden>
    </button>
  ),
};
