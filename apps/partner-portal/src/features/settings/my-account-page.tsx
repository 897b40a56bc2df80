// /partner/my-account: the same tabs as /partner/settings, under the account menu's name.
import { SettingsPage } from './settings-page';
import { SETTINGS_TEXT as T } from './messages';

export default function MyAccountPage() {
  return <SettingsPage title={T.myAccount} />;
}
