// /partner/my-account: the same tabs as /partner/settings, under the account menu's name.
import { SettingsPage } from './settings-page';

export default function MyAccountPage() {
  return <SettingsPage title="My Account" />;
}
