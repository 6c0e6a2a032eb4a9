import { createBrowserRouter } from 'react-router';
import { patchRoutesOnNavigation, routes } from './routes';

// A page the server drew (the storefront, apps/web/src/entry-server.tsx) is in the static route
// table: the router starts ready, as the server rendered it (no route discovery, so no loading
// screen in place of the drawn page), and leaves the scroll where the visitor put it while the page
// loaded. We have no loaders, so there is no loader data to hand over.
const serverDrawn =
  typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null;

export const router = createBrowserRouter(routes, {
  patchRoutesOnNavigation,
  ...(serverDrawn ? { hydrationData: { loaderData: {} } } : {}),
});
