import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { startCsrfSchedule } from '@/lib/csrf';
import { hydrateFirstScreen } from '@/lib/first-screen';
import { createQueryClient } from '@/lib/query-client';

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
      <Toaster visibleToasts={VISIBLE_TOASTS} richColors closeButton position="top-right" />
    </QueryClientProvider>
  );
}
