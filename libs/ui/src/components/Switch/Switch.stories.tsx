import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { Stack } from '../Layout/Layout';
import { Switch } from './Switch';

const meta = preview.meta({
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Email notifications', defaultChecked: true },
});

export const Default = meta.story();

function SettingsList() {
  const [settings, setSettings] = useState({
    emailNotifications: true,
    registrationAlerts: true,
    marketingEmails: false,
    dailyDigest: true,
    instantAlerts: true,
  });
  const labels: Record<keyof typeof settings, string> = {
    emailNotifications: 'Email notifications',
    registrationAlerts: 'Registration alerts',
    marketingEmails: 'Marketing emails',
    dailyDigest: 'Daily digest',
    instantAlerts: 'Instant alerts',
  };
  return (
    <Stack gap={4} style={{ maxWidth: '28rem' }}>
      {(Object.keys(settings) as Array<keyof typeof settings>).map((key) => (
        <Switch
          key={key}
          label={labels[key]}
          checked={settings[key]}
          onChange={(checked) => setSettings((s) => ({ ...s, [key]: checked }))}
        />
      ))}
      <Switch
        label="Toggle first"
        togglePosition="start"
        defaultChecked={false}
        description="Toggle placed before the text"
      />
      <Switch label="Disabled" disabled defaultChecked />
    </Stack>
  );
}

export const Catalog = meta.story(() => <SettingsList />);
