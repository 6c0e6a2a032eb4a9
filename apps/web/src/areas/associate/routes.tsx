import { type AccessRule, access, productManagementRoles } from '@party/shared';
import { creditReviewAccess } from '@party/shared/credit/review-access';
import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const AnalyticsPage = lazy(() => import('./analytics-page'));
const DashboardPage = lazy(() => import('./dashboard-page'));
const OrdersPage = lazy(() => import('./orders-page'));
const ProductsPage = lazy(() => import('./products/products-page'));
const PriceListsPage = lazy(() => import('./price-lists-page'));
const PriceListPage = lazy(() => import('./price-list-page'));
const QuotesPage = lazy(() => import('./quotes-page'));
const CampaignsPage = lazy(() => import('./campaigns-page'));
const PurchaseOrdersPage = lazy(() => import('./purchase-orders-page'));
const FaqManagementPage = lazy(() => import('@/features/faqs/faq-management-page'));
const CreditRequestsPage = lazy(() => import('./credit-review-page'));
const LeadsPage = lazy(() => import('./leads-page'));
const ProfilePage = lazy(() => import('./profile-page'));
const ReceivablesPage = lazy(() => import('./receivables-page'));
const SupportPage = lazy(() => import('./support-page'));
const WorkflowsPage = lazy(() => import('./workflows-page'));
const ReturnsPage = lazy(() => import('./returns-page'));

/** These need the product-management ability, product_management or finance (docs/product/associate-portal.md). */
export const productManagementRule = access.associate(...productManagementRoles);
/** Price lists: the product-management ability, or any admin (docs/product/wholesale-buying.md), as the API's rule. */
export const priceListRule = access.associateOrAdmin(...productManagementRoles);
/** Receivables: finance associates and admins (docs/product/receivables.md), as the API's rule. */
export const receivablesRule = access.associateOrAdmin('finance');

/**
 * The screens of docs/product/associate-portal.md below /associate, with Purchase Orders (staff raise
 * POs to vendors) and Credit Limit Requests (finance associates and admins review credit requests,
 * docs/product/approvals.md). `guard` wraps
 * the screens that need a sub-role in that rule; the app's AccessGuard is passed in so this list
 * stays free of app code.
 */
export function associateRoutes(guard: (rule: AccessRule, screen: ReactNode) => ReactNode): RouteObject[] {
  return [
    { index: true, handle: { title: 'Dashboard' }, element: <DashboardPage /> },
    { path: 'products', handle: { title: 'Products' }, element: <ProductsPage /> },
    {
      path: 'price-lists',
      handle: { title: 'Price Lists' },
      element: guard(priceListRule, <PriceListsPage />),
    },
    {
      path: 'price-lists/:id',
      handle: { title: 'Price List' },
      element: guard(priceListRule, <PriceListPage />),
    },
    { path: 'orders', handle: { title: 'Orders' }, element: <OrdersPage /> },
    // docs/product/returns.md: every associate decides and receives returns.
    { path: 'returns', handle: { title: 'Returns' }, element: <ReturnsPage /> },
    { path: 'purchase-orders', handle: { title: 'Purchase Orders' }, element: <PurchaseOrdersPage /> },
    { path: 'quotes', handle: { title: 'Quotes' }, element: <QuotesPage /> },
    { path: 'campaigns', handle: { title: 'Campaigns' }, element: <CampaignsPage /> },
    {
      path: 'analytics',
      handle: { title: 'Analytics' },
      element: guard(productManagementRule, <AnalyticsPage />),
    },
    { path: 'workflows', handle: { title: 'Workflows' }, element: <WorkflowsPage /> },
    { path: 'support', handle: { title: 'Support' }, element: <SupportPage /> },
    {
      path: 'faq',
      handle: { title: 'FAQ Management' },
      element: guard(productManagementRule, <FaqManagementPage />),
    },
    { path: 'leads', handle: { title: 'Leads' }, element: <LeadsPage /> },
    {
      path: 'credit-requests',
      handle: { title: 'Credit Limit Requests' },
      element: guard(creditReviewAccess, <CreditRequestsPage />),
    },
    {
      path: 'receivables',
      handle: { title: 'Receivables' },
      element: guard(receivablesRule, <ReceivablesPage />),
    },
    { path: 'profile', handle: { title: 'Profile' }, element: <ProfilePage /> },
  ];
}
