// The admin console's frame for signed-in administrators: the side menu (the dashboard's tabs Summary,
// Events, Partners, People, Registrations, Payouts, Sponsorships, Damage claims, Settings, and the audit log and account)
// beside the page.
import { Outlet } from 'react-router';
import { DashboardLayout, type DashboardMenuItem } from '@pavilion/features-shell';

export const ADMIN_MENU: DashboardMenuItem[] = [
  { label: 'Summary', to: '/dashboard', end: true },
  { label: 'Events', to: '/dashboard/events' },
  { label: 'Partners', to: '/dashboard/partners' },
  { label: 'People', to: '/dashboard/people' },
  { label: 'Registrations', to: '/dashboard/registrations' },
  { label: 'Payouts', to: '/dashboard/payouts' },
  { label: 'Sponsorships', to: '/dashboard/sponsorships' },
  { label: 'Reviews', to: '/dashboard/reviews' },
  { label: 'Damage claims', to: '/dashboard/damage-claims' },
  { label: 'Settings', to: '/dashboard/settings' },
  { label: 'Audit log', to: '/audit-log' },
  { label: 'My account', to: '/my-account' },
];

export function AdminDashboard() {
  return (
    <DashboardLayout title="Administration" menu={ADMIN_MENU}>
      <Outlet />
    </DashboardLayout>
  );
}
