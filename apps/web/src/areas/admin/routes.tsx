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
const PartnerUsersPage = lazy(() => import('./partners/partner-users-page'));
const AdminCompanyPage = lazy(() => import('./partners/company-page'));
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

/** The admin area's screens below /admin (docs/product/admin-area.md). */
export const adminRoutes: RouteObject[] = [
  { index: true, handle: { title: 'Dashboard' }, element: <DashboardPage /> },
  // The dev mailbox admins read in the app (linked from the dashboard, not a sidebar entry).
  { path: 'mailbox', handle: { title: 'Mailbox' }, element: <MailboxPage /> },
  // docs/product/admin-area.md: the admin area's FAQ management is the same screen as /associate/faq.
  { path: 'faq', handle: { title: 'FAQ Management' }, element: <FaqManagementPage /> },
  { path: 'onboarding', handle: { title: 'Onboarding Review' }, element: <OnboardingPage /> },
  {
    path: 'partners/credit-requests',
    handle: { title: 'Credit Limit Requests' },
    element: <CreditRequestsPage />,
  },
  // System Settings and each portal's System Configuration edit the same six settings
  // (docs/product/admin-area.md).
  ...(
    [
      ['settings', 'System Settings'],
      ['partners/settings', 'Partner System Configuration'],
      ['vendors/settings', 'Vendor System Configuration'],
      ['associates/settings', 'Associate System Configuration'],
    ] as const
  ).map(
    ([path, title]): RouteObject => ({
      path,
      handle: { title },
      element: <SystemSettingsPage title={title} />,
    }),
  ),
  { path: 'users', handle: { title: 'User Management' }, element: <UsersPage /> },
  // 'Role Management (per portal)' (docs/product/admin-area.md): one screen, filtered to the portal.
  { path: 'roles', handle: { title: 'Role Management' }, element: <RoleManagementPage portal="admin" /> },
  // Partner administration → Users: role management and the partners' companies
  // (docs/product/company-accounts.md, "What staff see").
  { path: 'partners/users', handle: { title: 'Partner Role Management' }, element: <PartnerUsersPage /> },
  { path: 'partners/companies/:id', handle: { title: 'Company' }, element: <AdminCompanyPage /> },
  {
    path: 'vendors/users',
    handle: { title: 'Vendor Role Management' },
    element: <RoleManagementPage portal="vendor" />,
  },
  {
    path: 'associates/users',
    handle: { title: 'Associate Role Management' },
    element: <RoleManagementPage portal="associate" />,
  },
  // The audit log screen (docs/product/admin-area.md), linked from the dashboard.
  { path: 'audit', handle: { title: 'Audit Log' }, element: <AuditLogPage /> },
  { path: 'partners', handle: { title: 'Partner Administration' }, element: <PartnerAdministrationPage /> },
  { path: 'partners/orders', handle: { title: 'Admin Order Management' }, element: <AdminOrdersPage /> },
  { path: 'vendors', handle: { title: 'Vendor Administration' }, element: <VendorAdministrationPage /> },
  {
    path: 'associates',
    handle: { title: 'Associate Administration' },
    element: <AssociateAdministrationPage />,
  },
  { path: 'vendors/products', handle: { title: 'Vendor Products' }, element: <AdminVendorProductsPage /> },
  {
    path: 'associates/accounts',
    handle: { title: 'Associate Accounts' },
    element: <AssociateAccountsPage />,
  },
  { path: 'bulk', handle: { title: 'Bulk Operations' }, element: <BulkPage /> },
  { path: 'bulk-enhanced', handle: { title: 'Enhanced Bulk' }, element: <BulkEnhancedPage /> },
  { path: 'notifications', handle: { title: 'Notifications' }, element: <NotificationsPage /> },
  { path: 'files', handle: { title: 'File Management' }, element: <FilesPage /> },
  { path: 'files-advanced', handle: { title: 'Advanced Files' }, element: <FilesAdvancedPage /> },
  { path: 'reports', handle: { title: 'Reports' }, element: <ReportsPage /> },
];
