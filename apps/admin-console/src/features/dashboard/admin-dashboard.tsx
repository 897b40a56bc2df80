// The admin dashboard: side tabs and their sections.
import { Outlet } from 'react-router';
import { DashboardLayout, type DashboardMenuItem } from '@pavilion/features-shell';
import { EmptyState } from '@pavilion/ui';

export const ADMIN_MENU: DashboardMenuItem[] = [
  { label: 'Summary', to: '/dashboard', end: true },
  { label: 'Events', to: '/dashboard/events' },
  { label: 'Partners', to: '/dashboard/partners' },
  { label: 'Registrations', to: '/dashboard/registrations' },
  { label: 'Settings', to: '/dashboard/settings' },
];

export function AdminDashboard() {
  return (
    <DashboardLayout title="Administration" menu={ADMIN_MENU}>
      <Outlet />
    </DashboardLayout>
  );
}

export function AdminSummary() {
  return (
    <>
      <h1 className="pv-page-title">Admin dashboard</h1>
      <p>Vet partners and events, and look after the option lists, from the menu.</p>
    </>
  );
}

export function UnderDevelopment() {
  return <EmptyState title="This section is under development" titleAs="h2" />;
}
