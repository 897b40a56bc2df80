import preview from '../../../.storybook/preview';
import { Stack } from '../Layout/Layout';
import { TextField } from './TextField';

const meta = preview.meta({
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'name@company.com' },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <Stack gap={5} style={{ maxWidth: '24rem' }}>
    <TextField label="First name" required />
    <TextField label="Email" type="email" hint="You will receive a confirmation email" />
    <TextField
      label="Email"
      type="email"
      defaultValue="not-an-email"
      error="Please enter a valid email address"
      required
    />
    <TextField label="Card number" inputMode="numeric" maxLength={19} placeholder="1234 5678 9012 3456" />
    <TextField label="Company" defaultValue="Pavilion Ltd" disabled />
    <TextField label="Registration number" defaultValue="GB-12345" readOnly />
    <TextField label="Search events" hideLabel placeholder="Search events (label hidden)" type="search" />
  </Stack>
));
