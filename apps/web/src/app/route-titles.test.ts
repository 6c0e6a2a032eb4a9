import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTitle } from '@/lib/route-title';
import { metaForLocation } from '@/lib/seo';
import { portalRoutes } from './portal-routes';
import { NOT_FOUND_ROUTE_ID, routes } from './routes';

interface Page {
  path: string;
  id: string | undefined;
  /** The matched routes' handles, root first, as useMatches gives them. */
  matches: { handle?: unknown }[];
}

/** Every page of a route table (a route without children), with the path and handles that lead to it. */
function pagesOf(table: RouteObject[], base = '', above: { handle?: unknown }[] = []): Page[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? base : `${base}/${route.path}`.replace(/\/+/g, '/');
    const matches = [...above, { handle: route.handle }];
    if (route.children) return pagesOf(route.children, path, matches);
    return [{ path: path || '/', id: route.id, matches }];
  });
}

const publicPages = pagesOf(routes);
const signedInPages = pagesOf(portalRoutes);

describe('page titles (WCAG 2.4.2)', () => {
  it('names a portal page, its portal and the site', () => {
    const orders = signedInPages.find((page) => page.path === '/vendor/orders');
    expect(orders && routeTitle(orders.matches)).toBe('Purchase Orders · Vendor · Party Central');
  });

  it.each(signedInPages.map((page) => [page.path, page] as const))('%s has a title of its own', (_, page) => {
    expect(routeTitle(page.matches)).toMatch(/^[^·]+ · ([^·]+ · )?Party Central$/);
  });

  it.each(publicPages.map((page) => [page.path, page] as const))(
    '%s has a title: its route names one, or its SEO head does',
    (_, page) => {
      const sample = page.path.replace(/:[^/]+/g, 'sample');
      const titled =
        routeTitle(page.matches) !== null ||
        metaForLocation(sample, '') !== null ||
        // The server writes the not-found head (pageNotFoundMeta) for any address no page answers.
        page.id === NOT_FOUND_ROUTE_ID;
      expect(titled).toBe(true);
    },
  );

  it('gives every signed-in page a title different from the pages beside it', () => {
    const titles = signedInPages
      .filter((page) => !page.path.startsWith('/partner/product/')) // a redirect to /partner/shop/:id
      .map((page) => routeTitle(page.matches));
    expect(new Set(titles).size).toBe(titles.length);
  });
});
