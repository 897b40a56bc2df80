// The partner dashboard: side menu and its sections. The summary shows where the application stands
// and the onboarding checklist; Documents and Users are the company's documents and team.
import { Outlet } from 'react-router';
import { useGetPartnerProfileQuery, useSession } from '@pavilion/api-client';
import { DashboardLayout, type DashboardMenuItem } from '@pavilion/features-shell';
import { Stack } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle } from '@pavilion/features-page-kit';
import { ApplicationStatus, OnboardingChecklist } from './onboarding';
import '../../components/partner.css';
import { PartnerFigures } from './partner-figures';
import { DASHBOARD_TEXT as T } from './messages';
import { partnerPaths } from '../../config/paths';

/** The dashboard's side menu, in the current language. */
export const partnerMenu = (): DashboardMenuItem[] => [
  { label: T.menuSummary, to: partnerPaths.dashboard, end: true },
  { label: T.menuEvents, to: partnerPaths.dashboardEvents },
  { label: T.menuRegistrations, to: partnerPaths.dashboardRegistrations },
  { label: T.menuDamageClaims, to: partnerPaths.dashboardDamageClaims },
  { label: T.menuCommunications, to: partnerPaths.dashboardCommunications },
  { label: T.menuFinances, to: partnerPaths.dashboardFinances },
  { label: T.menuInvoices, to: partnerPaths.dashboardInvoices },
  { label: T.menuDocuments, to: partnerPaths.dashboardDocuments },
  { label: T.menuUsers, to: partnerPaths.dashboardUsers },
  { label: T.menuCancellationPolicies, to: partnerPaths.dashboardCancellationPolicies },
  { label: T.menuInsights, to: partnerPaths.dashboardInsights },
  { label: T.menuHelpCentre, to: partnerPaths.dashboardHelpCentre },
];

export function PartnerDashboard() {
  return (
    <DashboardLayout title={T.title} menu={partnerMenu()}>
      <Outlet />
    </DashboardLayout>
  );
}

export function DashboardSummary() {
  useDocumentTitle(T.title);
  const profile = useGetPartnerProfileQuery();
  const { session } = useSession();
  return (
    <PageFrame>
      <QueryView result={profile} loadingLabel={T.loading} errorTitle={T.failed}>
        {(p) => (
          <Stack gap={6}>
            <div>
              <h1 className="pv-page-title">{T.welcome({ firstName: session?.firstName ?? '' })}</h1>
              <p className="pv-muted">{p.name}</p>
            </div>
            <ApplicationStatus profile={p} />
            {/* Until everything is set up the checklist comes first; then the figures lead. */}
            {!p.onboarding.complete && <OnboardingChecklist profile={p} />}
            <PartnerFigures />
            {p.onboarding.complete && <OnboardingChecklist profile={p} />}
          </Stack>
        )}
      </QueryView>
    </PageFrame>
  );
}
