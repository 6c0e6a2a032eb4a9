import { type DehydratedQueries, FIRST_SCREEN_DATA_ID } from '@party/shared/catalog/first-screen';
import { hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * Puts the first screen's data the server wrote into the page (the home page's featured products,
 * the /products page of the address, the product of /product/{slug}) into the query cache, under
 * the keys the pages ask for, so they render without fetching it again.
 */
export function hydrateFirstScreen(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return;
  let state: DehydratedQueries;
  try {
    state = JSON.parse(text) as DehydratedQueries;
  } catch {
    return;
  }
  // Fresh as of this page load, whatever the server's clock says compared with this device's.
  const now = Date.now();
  for (const query of state.queries ?? []) {
    query.dehydratedAt = now;
    query.state.dataUpdatedAt = now;
  }
  hydrate(client, state);
}
