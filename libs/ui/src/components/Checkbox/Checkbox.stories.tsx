import preview from '../../../.storybook/preview';
import { Stack } from '../Layout/Layout';
import { Checkbox } from './Checkbox';

const meta = preview.meta({
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I have read and agree' },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <Stack gap={4}>
    <Checkbox label="Free cancellation" />
    <Checkbox label="Auto publish" defaultChecked hint="New events go live once approved" />
    <Checkbox label="I have read and agree" required error="You must agree to continue" />
    <Checkbox label="Contract signed" defaultChecked disabled />
  </Stack>
));
