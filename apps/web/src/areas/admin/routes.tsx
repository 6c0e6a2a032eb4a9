import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DashboardPage = lazy(() => import('./dashboard-page'));
const MailboxPage = lazy(() => import('./mailbox-page'));
const BulkPage = lazy(() => import('./bulk-page'));
const BulkEnhancedPage = lazy(() => import('./bulk-enhanced-page'));
const NotificationsPage = lazy(() => import('./notifications-page'));
const FaqManagementPage = lazy(() => import('@/features/faqs/faq-management-page'));
const CreditRequestsPage = lazy(() => import('./credit-review-page'));
const OnboardingPage = lazy(() => import('./onboarding-page'));
const SystemSettingsPage = lazy(() => import('@/features/settings/system-settings-page'));
const UsersPage = lazy(() => import('./users-page'));
const RoleManagementPage = lazy(() => import('./role-management-page'));
const AuditLogPage = lazy(() => import('./audit-page'));
const PartnerAdministrationPage = lazy(() => import('./partners-page'));
const AdminOrdersPage = lazy(() => import('./orders-page'));
const VendorAdministrationPage = lazy(() => import('./vendors-page'));
const AssociateAdministrationPage = lazy(() => import('./associates-page'));
const FilesPage = lazy(() => import('@/features/files/files-page'));
const FilesAdvancedPage = lazy(() => import('@/features/files/files-advanced-page'));
const ReportsPage = lazy(() => import('./reports-page'));
const AdminVendorProductsPage = lazy(() => import('./vendors/vendor-products-page'));
const AssociateAccountsPage = lazy(() => import('./associates-accounts-page'));

/** Spec 3 section 2, below /admin. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  // PRODUCT.md: the dev mailbox admins read in the app (linked from the dashboard, not a spec sidebar entry).
  { path: 'mailbox', element: <MailboxPage /> },
  // Spec 3: the admin area's FAQ management is the same screen as /associate/faq.
  { path: 'faq', element: <FaqManagementPage /> },
  { path: 'onboarding', element: <OnboardingPage /> },
  { path: 'partners/credit-requests', element: <CreditRequestsPage /> },
  // Spec 3: System Settings and each portal's System Configuration edit the same six settings.
  ...(
    [
      ['settings', 'System Settings'],
      ['partners/settings', 'Partner System Configuration'],
      ['vendors/settings', 'Vendor System Configuration'],
      ['associates/settings', 'Associate System Configuration'],
    ] as const
  ).map(([path, title]): RouteObject => ({ path, element: <SystemSettingsPage title={title} /> })),
  { path: 'users', element: <UsersPage /> },
  // Spec 3 'Role Management (per portal)': one screen, filtered to the portal.
  { path: 'roles', element: <RoleManagementPage portal="admin" /> },
  { path: 'partners/users', element: <RoleManagementPage portal="partner" /> },
  { path: 'vendors/users', element: <RoleManagementPage portal="vendor" /> },
  { path: 'associates/users', element: <RoleManagementPage portal="associate" /> },
  // Spec 3 has no audit route: the audit log screen, linked from the dashboard.
  { path: 'audit', element: <AuditLogPage /> },
  { path: 'partners', element: <PartnerAdministrationPage /> },
  { path: 'partners/orders', element: <AdminOrdersPage /> },
  { path: 'vendors', element: <VendorAdministrationPage /> },
  { path: 'associates', element: <AssociateAdministrationPage /> },
  { path: 'vendors/products', element: <AdminVendorProductsPage /> },
  { path: 'associates/accounts', element: <AssociateAccountsPage /> },
  { path: 'bulk', element: <BulkPage /> },
  { path: 'bulk-enhanced', element: <BulkEnhancedPage /> },
  { path: 'notifications', element: <NotificationsPage /> },
  { path: 'files', element: <FilesPage /> },
  { path: 'files-advanced', element: <FilesAdvancedPage /> },
  { path: 'reports', element: <ReportsPage /> },
];
