import preview from '../../../.storybook/preview';
import { Stack } from '../Layout/Layout';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'profile', label: 'Company Profile', content: <p>Company profile form.</p> },
  { id: 'bank', label: 'Bank Accounts', content: <p>Bank accounts list.</p> },
  { id: 'security', label: 'Security', content: <p>Change password.</p> },
  { id: 'agreements', label: 'Agreements', content: <p>Contract status.</p> },
];

const meta = preview.meta({
  title: 'Disclosure/Tabs',
  component: Tabs,
  args: { label: 'Settings sections', tabs },
});

export const Default = meta.story();

export const Catalog = meta.story(() => (
  <Stack gap={8}>
    <Tabs label="Settings sections" tabs={tabs} defaultIndex={1} />
    <Tabs
      label="Admin dashboard"
      orientation="vertical"
      tabs={[
        { id: 'summary', label: 'Summary', content: <p>Summary</p> },
        { id: 'events', label: 'Events', content: <p>Events</p> },
        { id: 'partners', label: 'Partners', content: <p>Partners</p> },
        { id: 'registrations', label: 'Registrations', content: <p>Registrations</p> },
        { id: 'settings', label: 'Settings', content: <p>Settings</p>, disabled: true },
      ]}
    />
  </Stack>
));
