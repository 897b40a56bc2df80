// /user/settings: general settings and the Security section (shared with the partner and admin apps).
import { SecuritySection, SettingsForm } from '@pavilion/features-account';
import { Container, Stack } from '@pavilion/ui';
import './account.css';

export default function SettingsPage() {
  return (
    <Container className="pv-account-page" size="narrow">
      <h1 className="pv-page-title">Settings</h1>
      <Stack gap={10}>
        <SettingsForm />
        <SecuritySection />
      </Stack>
    </Container>
  );
}
