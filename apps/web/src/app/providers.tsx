import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ClientOnly } from '@/components/client-only';
import { startCsrfSchedule } from '@/lib/csrf';
import { hydrateFirstScreen } from '@/lib/first-screen';
import { createQueryClient } from '@/lib/query-client';

// Toasts follow an action, never the first paint: their code loads after start. Sonner replays a
// toast raised before the Toaster subscribed, so none is lost while it loads.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Only one toast is visible at a time. */
export const VISIBLE_TOASTS = 1;

/** The app's providers; the server passes the query client it filled with the page's first screen. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => {
    if (client) return client;
    const browserClient = createQueryClient();
    hydrateFirstScreen(browserClient);
    return browserClient;
  });
  useEffect(() => startCsrfSchedule(), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ClientOnly>
        <Suspense fallback={null}>
          <Toaster visibleToasts={VISIBLE_TOASTS} richColors closeButton position="top-right" />
        </Suspense>
      </ClientOnly>
    </QueryClientProvider>
  );
}
