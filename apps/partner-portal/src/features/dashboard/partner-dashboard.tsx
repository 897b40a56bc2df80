// The partner dashboard: side menu and its sections.
import { Outlet } from 'react-router';
import { useSession } from '@pavilion/api-client';
import { DashboardLayout, type DashboardMenuItem } from '@pavilion/features-shell';
import { EmptyState } from '@pavilion/ui';
import { PartnerFigures } from './partner-figures';

export const PARTNER_MENU: DashboardMenuItem[] = [
  { label: 'Summary', to: '/dashboard', end: true },
  { label: 'Events', to: '/dashboard/events' },
  { label: 'Registrations', to: '/dashboard/registrations' },
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
  const { session } = useSession();
  return (
    <>
      <h1 className="pv-page-title">Welcome back, {session?.firstName}</h1>
      <PartnerFigures />
    </>
  );
}

export function UnderDevelopment() {
  return <EmptyState title="This section is under development" titleAs="h2" />;
}
