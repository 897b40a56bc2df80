// The admin console's frame for signed-in administrators: the side menu (the dashboard's tabs Summary,
// Events, Partners, People, Registrations, Payouts, Bank statements, Invoices, Sponsorships, Damage claims,
// Settings, and the audit log, the background jobs and account) beside the page.
import { Outlet } from 'react-router';
import { DashboardLayout, type DashboardMenuItem } from '@pavilion/features-shell';
import { DASHBOARD_TEXT } from './messages';
import { adminPaths } from '../../config/paths';

/** The side menu, in the current language. */
export const adminMenu = (): DashboardMenuItem[] => [
  { label: DASHBOARD_TEXT.menuSummary, to: adminPaths.dashboard, end: true },
  { label: DASHBOARD_TEXT.menuEvents, to: adminPaths.dashboardEvents },
  { label: DASHBOARD_TEXT.menuPartners, to: adminPaths.dashboardPartners },
  { label: DASHBOARD_TEXT.menuPeople, to: adminPaths.dashboardPeople },
  { label: DASHBOARD_TEXT.menuRegistrations, to: adminPaths.dashboardRegistrations },
  { label: DASHBOARD_TEXT.menuPayouts, to: adminPaths.dashboardPayouts },
  { label: DASHBOARD_TEXT.menuBankStatements, to: adminPaths.dashboardBankStatements },
  { label: DASHBOARD_TEXT.menuInvoices, to: adminPaths.dashboardInvoices },
  { label: DASHBOARD_TEXT.menuSponsorships, to: adminPaths.dashboardSponsorships },
  { label: DASHBOARD_TEXT.menuReviews, to: adminPaths.dashboardReviews },
  { label: DASHBOARD_TEXT.menuDamageClaims, to: adminPaths.dashboardDamageClaims },
  { label: DASHBOARD_TEXT.menuSettings, to: adminPaths.dashboardSettings },
  { label: DASHBOARD_TEXT.menuAuditLog, to: adminPaths.auditLog },
  { label: DASHBOARD_TEXT.menuJobs, to: adminPaths.jobs },
  { label: DASHBOARD_TEXT.menuMyAccount, to: adminPaths.myAccount },
];

export function AdminDashboard() {
  return (
    <DashboardLayout title={DASHBOARD_TEXT.administration} menu={adminMenu()}>
      <Outlet />
    </DashboardLayout>
  );
}
