// /user/settings: general settings and the Security section (shared with the partner and admin apps).
import { SecuritySection, SettingsForm } from '@pavilion/features-account';
import { Stack } from '@pavilion/ui';
import { ACCOUNT_TEXT } from './messages';
import { PersonalDataSection } from './personal-data-section';
import './account.css';
import { PageFrame } from '@pavilion/features-page-kit';

export default function SettingsPage() {
  return (
    <PageFrame size="narrow">
      <h1 className="pv-page-title">{ACCOUNT_TEXT.settings}</h1>
      <Stack gap={10}>
        <SettingsForm />
        <SecuritySection />
        <PersonalDataSection />
      </Stack>
    </PageFrame>
  );
}
