// The admin console's frame for signed-in administrators: the side menu (the dashboard's tabs Summary,
// Events, Partners, People, Registrations, Payouts, Bank statements, Invoices, Sponsorships, Damage claims,
// Settings, and the audit log, the background jobs and account) beside the page.
import { Outlet } from 'react-router';
import { DashboardLayout, type DashboardMenuItem } from '@pavilion/features-shell';
import { DASHBOARD_TEXT } from './messages';

/** The side menu, in the current language. */
export const adminMenu = (): DashboardMenuItem[] => [
  { label: DASHBOARD_TEXT.menuSummary, to: '/dashboard', end: true },
  { label: DASHBOARD_TEXT.menuEvents, to: '/dashboard/events' },
  { label: DASHBOARD_TEXT.menuPartners, to: '/dashboard/partners' },
  { label: DASHBOARD_TEXT.menuPeople, to: '/dashboard/people' },
  { label: DASHBOARD_TEXT.menuRegistrations, to: '/dashboard/registrations' },
  { label: DASHBOARD_TEXT.menuPayouts, to: '/dashboard/payouts' },
  { label: DASHBOARD_TEXT.menuBankStatements, to: '/dashboard/bank-statements' },
  { label: DASHBOARD_TEXT.menuInvoices, to: '/dashboard/invoices' },
  { label: DASHBOARD_TEXT.menuSponsorships, to: '/dashboard/sponsorships' },
  { label: DASHBOARD_TEXT.menuReviews, to: '/dashboard/reviews' },
  { label: DASHBOARD_TEXT.menuDamageClaims, to: '/dashboard/damage-claims' },
  { label: DASHBOARD_TEXT.menuSettings, to: '/dashboard/settings' },
  { label: DASHBOARD_TEXT.menuAuditLog, to: '/audit-log' },
  { label: DASHBOARD_TEXT.menuJobs, to: '/jobs' },
  { label: DASHBOARD_TEXT.menuMyAccount, to: '/my-account' },
];

export function AdminDashboard() {
  return (
    <DashboardLayout title={DASHBOARD_TEXT.administration} menu={adminMenu()}>
      <Outlet />
    </DashboardLayout>
  );
}
