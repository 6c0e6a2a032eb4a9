import { type ReactNode, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server's render and while the browser takes a server-drawn page over (so both
 * agree), true from then on — and at once on pages the browser draws itself.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Children drawn in the browser only: absent from the server's HTML and from the hydrating render
 * (so both agree), drawn right after. For browser-only widgets that are not content: toasts, the
 * social-proof popup.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : null;
}
