import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/error-screens';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Head tags on client navigation, visitor analytics, and the offline-capable service worker, all set up at start-up.
// The server wrote the first page's head, so the head updates load as their own file after start.
const firstAddress = `${window.location.pathname}${window.location.search}`;
void import('./lib/seo').then(({ startRouteMeta }) => startRouteMeta(router, firstAddress));
// Analytics loads as its own file after start: it is not needed for the first paint.
void import('./lib/analytics').then(({ startAnalytics }) => startAnalytics(router));
// Registered 500 ms after load: its code is not needed for the first paint either.
void import('./lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());

// A screen's code that fails to load is either gone (a new release replaced its hashed file) or out
// of reach (the network dropped): a reload fetches the new release's page, or the service worker's
// offline page. Once per 10 s, so a file that is truly missing ends on the page error screen instead.
window.addEventListener('vite:preloadError', () => {
  const key = 'pc:reloaded-for-code';
  if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 10_000) return;
  sessionStorage.setItem(key, String(Date.now()));
  window.location.reload();
});

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>
);

// A storefront page arrives drawn by the server (apps/web/src/entry-server.tsx): the browser takes
// it over, in a transition so the work yields to the visitor's input. Other pages are drawn here.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
