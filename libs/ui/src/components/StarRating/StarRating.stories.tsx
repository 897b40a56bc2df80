import preview from '../../../.storybook/preview';
import { Stack } from '../Layout/Layout';
import { StarRating } from './StarRating';

const meta = preview.meta({
  title: 'Display/StarRating',
  component: StarRating,
  args: { value: 3.5 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <Stack gap={3}>
    {[0, 0.5, 1, 2.5, 3.5, 4.26, 5].map((value) => (
      <StarRating key={value} value={value} showValue />
    ))}
    <StarRating value={4} size="sm" />
    <StarRating value={4} size="lg" />
  </Stack>
));
