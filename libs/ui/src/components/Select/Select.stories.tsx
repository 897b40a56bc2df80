import preview from '../../../.storybook/preview';
import { Stack } from '../Layout/Layout';
import { Select } from './Select';

const currencies = ['USD', 'EUR', 'GBP'].map((code) => ({ value: code, label: code }));
const countries = [
  { value: 1, label: 'United Kingdom' },
  { value: 2, label: 'France' },
  { value: 3, label: 'Germany' },
];

const meta = preview.meta({
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Currency', options: currencies, defaultValue: 'USD' },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <Stack gap={5} style={{ maxWidth: '24rem' }}>
    <Select label="Country" placeholder="Select a country" options={countries} required />
    <Select label="Country" placeholder="Select a country" options={countries} error="Please select your country" />
    <Select
      label="Events per page"
      options={[10, 25, 50, 100].map((n) => ({ value: n, label: String(n) }))}
      hint="Default 10"
    />
    <Select label="Sort by">
      <option value="date">Date</option>
      <option value="size">Size</option>
      <option value="price">Price</option>
    </Select>
    <Select label="Timezone" options={[{ value: 'UTC', label: 'UTC' }]} disabled />
  </Stack>
));
