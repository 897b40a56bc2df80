import preview from '../../../.storybook/preview';
import { Stack } from '../Layout/Layout';
import { TextArea } from './TextArea';

const meta = preview.meta({
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Description', rows: 4 },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <Stack gap={5} style={{ maxWidth: '32rem' }}>
    <TextArea label="Tagline" maxLength={95} showCount required hint="Shown on event cards" />
    <TextArea label="Description" maxLength={200} showCount defaultValue="A two-day summit for finance leaders." />
    <TextArea label="Other information" error="Other information is required" required />
    <TextArea label="Notes (internal)" disabled defaultValue="Only visible to admins" />
  </Stack>
));
