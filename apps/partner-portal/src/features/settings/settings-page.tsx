// /partner/settings and /partner/my-account: tabs Company Profile, Bank Accounts, Security and
// Agreements; the tab lives in the URL (?tab=bank-accounts).
import { useSearchParams } from 'react-router';
import { useGetPartnerProfileQuery } from '@pavilion/api-client';
import { SecuritySection, SettingsForm } from '@pavilion/features-account';
import { Stack, Tabs } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import type { SettingsTab } from '../../config/paths';
import { AgreementsTab } from './agreements-tab';
import { BankAccountsTab } from './bank-accounts-tab';
import { CompanyProfileTab } from './company-profile-tab';
import '../../components/partner.css';

const TABS: Array<{ id: SettingsTab; label: string }> = [
  { id: 'company-profile', label: 'Company Profile' },
  { id: 'bank-accounts', label: 'Bank Accounts' },
  { id: 'security', label: 'Security' },
  { id: 'agreements', label: 'Agreements' },
];

export function SettingsPage({ title = 'Settings' }: { title?: string }) {
  useDocumentTitle(title);
  const profile = useGetPartnerProfileQuery();
  const [params, setParams] = useSearchParams();
  const selected = Math.max(
    0,
    TABS.findIndex((t) => t.id === params.get('tab')),
  );
  return (
    <PageFrame>
      <h1 className="pv-page-title">{title}</h1>
      <QueryView result={profile} loadingLabel="Loading your account" errorTitle="Your account could not be loaded">
        {(p) => (
          <Tabs
            label="Account sections"
            selectedIndex={selected}
            onChange={(index) => setParams({ tab: TABS[index].id }, { replace: true })}
            tabs={[
              { ...TABS[0], content: <CompanyProfileTab partner={p} /> },
              { ...TABS[1], content: <BankAccountsTab owner={p.role === 'owner'} /> },
              {
                ...TABS[2],
                content: (
                  <Stack gap={10}>
                    <SecuritySection />
                    <SettingsForm />
                  </Stack>
                ),
              },
              { ...TABS[3], content: <AgreementsTab /> },
            ]}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}

export default SettingsPage;
