import './setup-dom';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { patchRoutesOnNavigation, routes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';

/** The whole app's route table in memory at `path`, as a browser would open it. */
export function renderApp(path: string, options: { prepare?: (client: QueryClient) => void } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  options.prepare?.(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster visibleToasts={1} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
