import preview from '../../../.storybook/preview';
import { HeartIcon } from '../../icons/icons';
import { VisuallyHidden } from './VisuallyHidden';

const meta = preview.meta({
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this' },
});

export const Default = meta.story({
  render: (args) => (
    <p>
      Text before, <VisuallyHidden {...args} /> text after (inspect the DOM).
    </p>
  ),
});

export const Catalog = meta.story(() => (
  <button type="button">
    <HeartIcon />
    <VisuallyHidden>Add to favourites</VisuallyHidden>
  </button>
));
