import type { DehydratedQueries } from '@party/shared/catalog/first-screen';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppErrorBoundary } from './app/error-screens';
import { portalRoutes } from './app/portal-routes';
import { AppProviders } from './app/providers';
import { NOT_FOUND_ROUTE_ID, ROOT_ROUTE_ID, routes, STOREFRONT_ROUTE_ID } from './app/routes';
import { seedFirstScreen } from './lib/first-screen';
import { createQueryClient } from './lib/query-client';

/*
 * The server's render of a public page (built by `vite build --ssr` into dist/server/, imported by
 * apps/server/src/http/web.ts): the same route table, providers and components as main.tsx, drawn
 * from the first-screen data the server also writes into the page, so the browser's hydrating
 * render draws the same screen and the page shows before any script runs.
 */

// A page whose code or data never settles is not worth holding the visitor for: the shell is sent instead.
const RENDER_TIMEOUT_MS = 2000;

/**
 * The whole route table, as the browser's router has it once it has discovered the signed-in areas
 * (patchRoutesOnNavigation adds them under the root route): a portal address is a page too.
 */
const appRoutes: RouteObject[] = routes.map((route) =>
  route.id === ROOT_ROUTE_ID && !route.index
    ? { ...route, children: [...(route.children ?? []), ...portalRoutes] }
    : route,
);

// The routes have no loaders: the handler only matches the address.
const handler = createStaticHandler(appRoutes);

const isNotFound = (matches: { route: { id?: string } }[] | null) =>
  !matches || matches.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;

/**
 * Whether the app has a page at `url` (path and query): false for the addresses the route table
 * leaves to its not-found route, which the server answers with 404.
 */
export function hasPage(url: string): boolean {
  return !isNotFound(matchRoutes(handler.dataRoutes, new URL(url, 'http://localhost').pathname));
}

/** Who may open a page: anyone, any signed-in user, or one portal's role. */
export type PageArea = 'public' | 'signedIn' | 'partner' | 'vendor' | 'associate' | 'admin';

/** Every address in `table` below `base` that names no parameter: one a link can be made to as it is. */
function staticPaths(table: RouteObject[], base: string): string[] {
  return table.flatMap((route) => {
    if (route.path?.includes(':') || route.path?.includes('*')) return [];
    const path = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
    if (route.index) return [path || '/'];
    if (route.children) return staticPaths(route.children, path);
    return route.element ? [path || '/'] : [];
  });
}

/**
 * The route table's pages without parameters, each with who may open it (the first part of a
 * signed-in address names its portal): what the browser tests' accessibility check visits.
 */
export function pagePaths(): { path: string; area: PageArea }[] {
  const publicPaths = staticPaths(routes, '').map((path) => ({ path, area: 'public' as const }));
  const portalPaths = staticPaths(portalRoutes, '').map((path) => {
    const first = path.split('/')[1];
    const area: PageArea =
      first === 'partner' || first === 'vendor' || first === 'associate' || first === 'admin'
        ? first
        : 'signedIn';
    return { path, area };
  });
  return [...new Map([...publicPaths, ...portalPaths].map((page) => [page.path, page])).values()];
}

/**
 * The markup for #root of the storefront page or the not-found page at `url` (path and query); null
 * for other pages (sign-in, portals), which the browser draws. Rejects when any part of the page
 * failed to render.
 */
export async function renderPage(url: string, firstScreen: DehydratedQueries | null): Promise<string | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`The route table answered ${url} with a redirect`);
  const drawn =
    context.matches.some((match) => match.route.id === STOREFRONT_ROUTE_ID) || isNotFound(context.matches);
  if (!drawn) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  if (firstScreen) seedFirstScreen(client, firstScreen, Date.now());

  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // One piece of HTML in place: React would otherwise move a large part of the page to the end
      // and put it back with an inline script, which the CSP (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Error boundaries do not run on the server: a failing part would leave a hole to fill in the browser.
      onError: (error) => void failures.push(error),
    },
  );
  const html = await new Response(prelude).text();
  client.clear();
  if (failures.length > 0) throw failures[0];
  return html;
}
