import preview from '../../../.storybook/preview';
import { Stack } from '../Layout/Layout';
import { RadioGroup } from './RadioGroup';

const methods = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'sms', label: 'SMS', hint: 'Standard rates apply' },
];

const meta = preview.meta({
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { legend: 'Preferred contact method', options: methods, defaultValue: 'email' },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <Stack gap={6}>
    <RadioGroup
      legend="Attendance type"
      direction="row"
      options={[
        { value: '1', label: 'In-Person' },
        { value: '2', label: 'Virtual' },
        { value: '3', label: 'Hybrid' },
      ]}
      required
    />
    <RadioGroup
      legend="Event size metric"
      options={[
        { value: 'sqm', label: 'sqm' },
        { value: 'sqft', label: 'sqft' },
      ]}
      hint="Default sqm"
      defaultValue="sqm"
    />
    <RadioGroup legend="Contact method" options={methods} error="Please choose a contact method" />
    <RadioGroup legend="Disabled" options={methods} defaultValue="phone" disabled />
  </Stack>
));
