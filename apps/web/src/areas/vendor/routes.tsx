import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DashboardPage = lazy(() => import('./dashboard-page'));
const PurchaseOrdersPage = lazy(() => import('./orders/purchase-orders-page'));
const ShipmentsPage = lazy(() => import('./shipments/shipments-page'));
const PaymentsPage = lazy(() => import('./payments/payments-page'));
const ProductsPage = lazy(() => import('./products/products-page'));
const DocumentsPage = lazy(() => import('./documents-page'));
const SettingsPage = lazy(() => import('./settings/settings-page'));

/** Spec 2 section 2.2, below /vendor. */
export const vendorRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'orders', element: <PurchaseOrdersPage /> },
  { path: 'products', element: <ProductsPage /> },
  { path: 'shipments', element: <ShipmentsPage /> },
  { path: 'payments', element: <PaymentsPage /> },
  { path: 'documents', element: <DocumentsPage /> },
  { path: 'settings', element: <SettingsPage /> },
];
