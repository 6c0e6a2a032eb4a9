import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { BuildingScreen } from '@/components/building-screen';

const DashboardPage = lazy(() => import('./dashboard-page'));
const MailboxPage = lazy(() => import('./mailbox-page'));
const FaqManagementPage = lazy(() => import('@/features/faqs/faq-management-page'));
const CreditRequestsPage = lazy(() => import('./credit-requests-page'));
const OnboardingPage = lazy(() => import('./onboarding-page'));
const SystemSettingsPage = lazy(() => import('@/features/settings/system-settings-page'));

const screens: [path: string, title: string][] = [
  ['users', 'User Management'],
  ['roles', 'Role Management'],
  ['files', 'File Management'],
  ['files-advanced', 'Advanced Files'],
  ['notifications', 'Notifications'],
  ['bulk', 'Bulk Operations'],
  ['bulk-enhanced', 'Enhanced Bulk'],
  ['reports', 'Reports'],
  ['partners', 'Partner Administration'],
  ['partners/users', 'Partner Role Management'],
  ['partners/orders', 'Admin Order Management'],
  ['vendors', 'Vendor Administration'],
  ['vendors/users', 'Vendor Role Management'],
  ['vendors/products', 'Vendor Products'],
  ['associates', 'Associate Administration'],
  ['associates/users', 'Associate Role Management'],
  ['associates/accounts', 'Associate Accounts'],
];

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
  ...screens.map(([path, title]): RouteObject => ({ path, element: <BuildingScreen title={title} /> })),
];
