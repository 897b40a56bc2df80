import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../../storybook/placeholders';
import { Stack } from '../Layout/Layout';
import { Carousel } from './Carousel';

const slides = () => [
  { src: placeholderImage('Main hall'), alt: 'The main hall set up for the keynote' },
  { src: placeholderImage('Exhibition', 1200, 400, 'accent'), alt: 'Exhibitor stands in the expo area' },
  { src: placeholderImage('Networking', 1200, 400, 'neutral'), alt: 'Attendees networking over coffee' },
];

const meta = {
  title: 'Display/Carousel',
  component: Carousel,
  args: { label: 'Event photos', slides: [] },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Auto-plays every 5 s; hover, focus, the pause button or reduced motion stop it. */
export const Default: Story = { render: (args) => <Carousel {...args} slides={slides()} /> };

export const Catalog: Story = {
  render: () => (
    <Stack gap={6}>
      <Carousel label="Fast carousel" slides={slides()} intervalMs={2000} />
      <Carousel label="Manual carousel" slides={slides()} autoPlay={false} aspectRatio="16 / 9" />
      <Carousel label="Controls below the slides" slides={slides()} controls="below" aspectRatio="8 / 3" />
      <Carousel label="Single image" slides={slides().slice(0, 1)} />
    </Stack>
  ),
};
