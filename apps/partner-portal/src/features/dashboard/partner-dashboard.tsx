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

export const PARTNER_MENU: DashboardMenuItem[] = [
  { label: 'Summary', to: '/dashboard', end: true },
  { label: 'Events', to: '/dashboard/events' },
  { label: 'Registrations', to: '/dashboard/registrations' },
  { label: 'Damage Claims', to: '/dashboard/damage-claims' },
  { label: 'Communications', to: '/dashboard/communications' },
  { label: 'Finances', to: '/dashboard/finances' },
  { label: 'Documents', to: '/dashboard/documents' },
  { label: 'Users', to: '/dashboard/users' },
  { label: 'Cancellation Policies', to: '/dashboard/cancellation-policies' },
  { label: 'Insights', to: '/dashboard/insights' },
  { label: 'Help Centre', to: '/dashboard/help-centre' },
];

export function PartnerDashboard() {
  return (
    <DashboardLayout title="Partner dashboard" menu={PARTNER_MENU}>
      <Outlet />
    </DashboardLayout>
  );
}

export function DashboardSummary() {
  useDocumentTitle('Partner dashboard');
  const profile = useGetPartnerProfileQuery();
  const { session } = useSession();
  return (
    <PageFrame>
      <QueryView result={profile} loadingLabel="Loading your dashboard" errorTitle="Your dashboard could not be loaded">
        {(p) => (
          <Stack gap={6}>
            <div>
              <h1 className="pv-page-title">Welcome back, {session?.firstName}</h1>
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
