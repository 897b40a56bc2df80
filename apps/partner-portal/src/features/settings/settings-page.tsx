// /partner/settings and /partner/my-account: tabs Company Profile, Bank Accounts, Security,
// Agreements, Developers (API keys) and the member's own Strikes and appeals; the tab lives in the URL (?tab=bank-accounts).
import { useSearchParams } from 'react-router';
import { useGetPartnerProfileQuery } from '@pavilion/api-client';
import { SecuritySection, SettingsForm } from '@pavilion/features-account';
import { Stack, Tabs } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import type { SettingsTab } from '../../config/paths';
import { AgreementsTab } from './agreements-tab';
import { BankAccountsTab } from './bank-accounts-tab';
import { CompanyProfileTab } from './company-profile-tab';
import { DevelopersTab } from './developers-tab';
import { DEVELOPERS_TEXT } from './developers.messages';
import { StrikesTab } from './strikes-tab';
import { STRIKES_TEXT } from './strikes.messages';
import '../../components/partner.css';
import { SETTINGS_TEXT as T } from './messages';

/** The tabs' names, read when shown. */
const tabs = (): Array<{ id: SettingsTab; label: string }> => [
  { id: 'company-profile', label: T.companyProfileTab },
  { id: 'bank-accounts', label: T.bankAccountsTab },
  { id: 'security', label: T.securityTab },
  { id: 'agreements', label: T.agreementsTab },
  { id: 'developers', label: DEVELOPERS_TEXT.tab },
  { id: 'strikes', label: STRIKES_TEXT.tab },
];

export function SettingsPage({ title: given }: { title?: string }) {
  const title = given ?? T.settings;
  const TABS = tabs();
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
      <QueryView result={profile} loadingLabel={T.accountLoading} errorTitle={T.accountFailed}>
        {(p) => (
          <Tabs
            label={T.accountSections}
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
              { ...TABS[4], content: <DevelopersTab owner={p.role === 'owner'} /> },
              { ...TABS[5], content: <StrikesTab /> },
            ]}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}

export default SettingsPage;
