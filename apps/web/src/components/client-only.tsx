import { type ReactNode, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Children drawn in the browser only: absent from the server's HTML and from the hydrating render
 * (so both agree), drawn right after. For browser-only widgets that are not content: toasts, the
 * social-proof popup.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
