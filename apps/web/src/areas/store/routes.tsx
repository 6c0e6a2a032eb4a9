import type { RouteObject } from 'react-router';
import { BuildingScreen } from '@/components/building-screen';
import HomePage from './home-page';

function building(title: string) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BuildingScreen title={title} />
    </div>
  );
}

const cities = ['sydney', 'melbourne', 'brisbane', 'perth', 'adelaide'] as const;

/** Spec 1 section 2: the public pages. The home page is part of the first download; the rest load on demand. */
export const storeRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'products', element: building('Products') },
  { path: 'product/:slug', element: building('Product') },
  { path: 'faq', element: building('Frequently Asked Questions') },
  { path: 'delivery', element: building('Delivery Information') },
  { path: 'guides', element: building('Party Planning Guides') },
  { path: 'guides/birthday-party-planning', element: building('Birthday Party Planning') },
  { path: 'guides/balloon-decorations', element: building('Balloon Decorations') },
  { path: 'guides/party-budget-tips', element: building('Party Budget Tips') },
  ...cities.map(
    (city): RouteObject => ({
      path: `locations/${city}`,
      element: building(`Party Supplies in ${city.charAt(0).toUpperCase()}${city.slice(1)}`),
    }),
  ),
  { path: 'security-dashboard', element: building('Security Dashboard') },
  { path: 'seo-dashboard', element: building('SEO Dashboard') },
];
