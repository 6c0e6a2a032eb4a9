import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { startCsrfSchedule } from '@/lib/csrf';
import { hydrateFirstScreen } from '@/lib/first-screen';
import { createQueryClient } from '@/lib/query-client';

// Toasts follow an action, never the first paint: their code loads after start. Sonner replays a
// toast raised before the Toaster subscribed, so none is lost while it loads.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Spec 1 section 9: only one toast is visible at a time. */
export const VISIBLE_TOASTS = 1;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    hydrateFirstScreen(client);
    return client;
  });
  useEffect(() => startCsrfSchedule(), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster visibleToasts={VISIBLE_TOASTS} richColors closeButton position="top-right" />
      </Suspense>
    </QueryClientProvider>
  );
}
