import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DashboardPage = lazy(() => import('./dashboard-page'));
const PurchaseOrdersPage = lazy(() => import('./orders/purchase-orders-page'));
const ShipmentsPage = lazy(() => import('./shipments/shipments-page'));
const PaymentsPage = lazy(() => import('./payments/payments-page'));
const ProductsPage = lazy(() => import('./products/products-page'));
const DocumentsPage = lazy(() => import('./documents-page'));
const SettingsPage = lazy(() => import('./settings/settings-page'));

/** docs/product/vendor-portal.md: below /vendor. */
export const vendorRoutes: RouteObject[] = [
  { index: true, handle: { title: 'Dashboard' }, element: <DashboardPage /> },
  { path: 'orders', handle: { title: 'Purchase Orders' }, element: <PurchaseOrdersPage /> },
  { path: 'products', handle: { title: 'Product Catalog' }, element: <ProductsPage /> },
  { path: 'shipments', handle: { title: 'Shipments' }, element: <ShipmentsPage /> },
  { path: 'payments', handle: { title: 'Payments' }, element: <PaymentsPage /> },
  { path: 'documents', handle: { title: 'Documents' }, element: <DocumentsPage /> },
  { path: 'settings', handle: { title: 'Settings' }, element: <SettingsPage /> },
];
