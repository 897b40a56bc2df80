import preview from '../../../.storybook/preview';
import { Spinner } from './Spinner';

const meta = preview.meta({
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading events' },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <div style={{ display: 'flex', gap: '2rem', alignItems: 'center' }}>
    <Spinner size="sm" label="Small" />
    <Spinner size="md" label="Medium" />
    <Spinner size="lg" label="Large" />
    <Spinner showLabel label="Loading orders..." />
  </div>
));
