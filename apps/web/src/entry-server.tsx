import type { DehydratedQueries } from '@party/shared/catalog/first-screen';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/error-screens';
import { AppProviders } from './app/providers';
import { routes, STOREFRONT_ROUTE_ID } from './app/routes';
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

// The routes have no loaders: the handler only matches the address.
const handler = createStaticHandler(routes);

/**
 * The markup for #root of the storefront page at `url` (path and query); null for other pages
 * (sign-in, portals), which the browser draws. Rejects when any part of the page failed to render.
 */
export async function renderPage(url: string, firstScreen: DehydratedQueries | null): Promise<string | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`The route table answered ${url} with a redirect`);
  if (!context.matches.some((match) => match.route.id === STOREFRONT_ROUTE_ID)) return null;
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
