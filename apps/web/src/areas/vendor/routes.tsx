import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { BuildingScreen } from '@/components/building-screen';

const DashboardPage = lazy(() => import('./dashboard-page'));
const DocumentsPage = lazy(() => import('./documents-page'));

/** Spec 2 section 2.2, below /vendor. */
export const vendorRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'orders', element: <BuildingScreen title="Purchase Orders" /> },
  { path: 'products', element: <BuildingScreen title="Product Catalog" /> },
  { path: 'shipments', element: <BuildingScreen title="Shipments" /> },
  { path: 'payments', element: <BuildingScreen title="Payments" /> },
  { path: 'documents', element: <DocumentsPage /> },
  { path: 'settings', element: <BuildingScreen title="Settings" /> },
];
