import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { BuildingScreen } from '@/components/building-screen';

const DashboardPage = lazy(() => import('./dashboard-page'));
const MailboxPage = lazy(() => import('./mailbox-page'));
const BulkPage = lazy(() => import('./bulk-page'));
const BulkEnhancedPage = lazy(() => import('./bulk-enhanced-page'));
const NotificationsPage = lazy(() => import('./notifications-page'));
const FaqManagementPage = lazy(() => import('@/features/faqs/faq-management-page'));

const screens: [path: string, title: string][] = [
  ['users', 'User Management'],
  ['roles', 'Role Management'],
  ['onboarding', 'Onboarding Review'],
  ['files', 'File Management'],
  ['files-advanced', 'Advanced Files'],
  ['reports', 'Reports'],
  ['settings', 'System Settings'],
  ['partners', 'Partner Administration'],
  ['partners/users', 'Partner Role Management'],
  ['partners/orders', 'Admin Order Management'],
  ['partners/credit-requests', 'Credit Limit Requests'],
  ['partners/settings', 'Partner System Configuration'],
  ['vendors', 'Vendor Administration'],
  ['vendors/users', 'Vendor Role Management'],
  ['vendors/products', 'Vendor Products'],
  ['vendors/settings', 'Vendor System Configuration'],
  ['associates', 'Associate Administration'],
  ['associates/users', 'Associate Role Management'],
  ['associates/accounts', 'Associate Accounts'],
  ['associates/settings', 'Associate System Configuration'],
];

/** Spec 3 section 2, below /admin. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  // PRODUCT.md: the dev mailbox admins read in the app (linked from the dashboard, not a spec sidebar entry).
  { path: 'mailbox', element: <MailboxPage /> },
  // Spec 3: the admin area's FAQ management is the same screen as /associate/faq.
  { path: 'faq', element: <FaqManagementPage /> },
  { path: 'bulk', element: <BulkPage /> },
  { path: 'bulk-enhanced', element: <BulkEnhancedPage /> },
  { path: 'notifications', element: <NotificationsPage /> },
  ...screens.map(([path, title]): RouteObject => ({ path, element: <BuildingScreen title={title} /> })),
];
