import preview from '../../../.storybook/preview';
import { placeholderImage } from '../../storybook/placeholders';
import { Stack } from '../Layout/Layout';
import { Carousel } from './Carousel';

const slides = () => [
  { src: placeholderImage('Main hall'), alt: 'The main hall set up for the keynote' },
  { src: placeholderImage('Exhibition', 1200, 400, 'accent'), alt: 'Exhibitor stands in the expo area' },
  { src: placeholderImage('Networking', 1200, 400, 'neutral'), alt: 'Attendees networking over coffee' },
];

const meta = preview.meta({
  title: 'Display/Carousel',
  component: Carousel,
  args: { label: 'Event photos', slides: [] },
});

/** Auto-plays every 5 s; hover, focus, the pause button or reduced motion stop it. */
export const Default = meta.story({ render: (args) => <Carousel {...args} slides={slides()} /> });

export const Catalog = meta.story(() => (
  <Stack gap={6}>
    <Carousel label="Fast carousel" slides={slides()} intervalMs={2000} />
    <Carousel label="Manual carousel" slides={slides()} autoPlay={false} aspectRatio="16 / 9" />
    <Carousel label="Controls below the slides" slides={slides()} controls="below" aspectRatio="8 / 3" />
    <Carousel label="Single image" slides={slides().slice(0, 1)} />
  </Stack>
));
