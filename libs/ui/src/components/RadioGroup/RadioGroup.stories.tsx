import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout/Layout';
import { RadioGroup } from './RadioGroup';

const methods = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'sms', label: 'SMS', hint: 'Standard rates apply' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { legend: 'Preferred contact method', options: methods, defaultValue: 'email' },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
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
  ),
};
