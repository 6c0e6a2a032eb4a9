import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import HomePage from './home-page';

const ProductsPage = lazy(() => import('./products-page'));
const ProductPage = lazy(() => import('./product-page'));
const FaqPage = lazy(() => import('./faq-page'));
const DeliveryPage = lazy(() => import('./delivery-page'));
const GuidesPage = lazy(() => import('./guides-page'));
const GuidePage = lazy(() => import('./guide-page'));
const LocationPage = lazy(() => import('./location-page'));
const SecurityDashboardPage = lazy(() => import('./security-dashboard-page'));
const SeoDashboardPage = lazy(() => import('./seo-dashboard-page'));

const cities = ['sydney', 'melbourne', 'brisbane', 'perth', 'adelaide'] as const;
const guideSlugs = ['birthday-party-planning', 'balloon-decorations', 'party-budget-tips'] as const;

/**
 * docs/product/storefront-and-sign-in.md: the public pages. The home page is part of the first download; the
 * rest load on demand.
 */
export const storeRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'products', element: <ProductsPage /> },
  { path: 'product/:slug', element: <ProductPage /> },
  { path: 'faq', element: <FaqPage /> },
  { path: 'delivery', element: <DeliveryPage /> },
  { path: 'guides', element: <GuidesPage /> },
  ...guideSlugs.map((slug): RouteObject => ({ path: `guides/${slug}`, element: <GuidePage slug={slug} /> })),
  ...cities.map(
    (city): RouteObject => ({ path: `locations/${city}`, element: <LocationPage city={city} /> }),
  ),
  { path: 'security-dashboard', element: <SecurityDashboardPage /> },
  { path: 'seo-dashboard', element: <SeoDashboardPage /> },
];
