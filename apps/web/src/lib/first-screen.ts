import { type DehydratedQueries, FIRST_SCREEN_DATA_ID } from '@party/shared/catalog/first-screen';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Puts the first screen's data the server wrote into the page (the home page's featured products,
 * the /products page of the address, the product of /product/{slug}, /faq's FAQs of the address)
 * into the query cache, under the keys the pages ask for, so they render without fetching it again.
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
  seedFirstScreen(client, state, Date.now());
}

/**
 * The first screen's queries as answered at `now`: the server renders the page from the very state
 * the browser then hydrates, so both draw the same screen. A refusal (an unknown product's 404)
 * becomes the ApiError a fetch would have raised, and is not asked again on mount.
 */
export function seedFirstScreen(client: QueryClient, state: DehydratedQueries, now: number): void {
  const queries = state.queries.map(({ state: answer, ...query }) => {
    if (!answer.error) return { ...query, dehydratedAt: now, state: { ...answer, dataUpdatedAt: now } };
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    const { status, code, message } = answer.error;
    const error = new ApiError(status, code, message);
    return { ...query, dehydratedAt: now, state: { ...answer, error, errorUpdatedAt: now } };
  });
  hydrate(client, { mutations: [], queries } as DehydratedState);
}
