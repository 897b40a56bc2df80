import preview from '../../../.storybook/preview';
import type { ReactNode } from 'react';
import { PlusIcon } from '../../icons/icons';
import { Stack } from '../Layout/Layout';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

const meta = preview.meta({
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Search', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
});

export const Default = meta.story();

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'link'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" gap={3} align="center" wrap>
      {children}
    </Stack>
  );
}

export const Catalog = meta.story(() => (
  <Stack gap={6}>
    {variants.map((variant) => (
      <Stack key={variant} gap={2}>
        <strong>{variant}</strong>
        <Row>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {size} button
            </Button>
          ))}
          <Button variant={variant} iconStart={<PlusIcon size={16} />}>
            With icon
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
          <Button variant={variant} loading loadingLabel="Saving Event...">
            Save Updates
          </Button>
        </Row>
      </Stack>
    ))}
  </Stack>
));

export const Loading = meta.story({
  args: { loading: true, loadingLabel: 'Creating Event...', children: 'Create Event' },
});

export const AsLink = meta.story(() => (
  <Row>
    <Button as="a" href="#events">
      View All Events
    </Button>
    <Button as="a" href="#partner-welcome" variant="secondary">
      List your Event
    </Button>
    <Button as="a" href="#details" variant="link">
      View Details
    </Button>
  </Row>
));

export const FullWidth = meta.story({
  args: { fullWidth: true, children: 'Continue to Purchase' },
});
