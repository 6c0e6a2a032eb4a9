import { cleanup, configure, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, expect, vi } from 'vitest';

/*
 * jsdom lacks a few browser APIs that Radix and our shell touch. Imported by every web test
 * (through render.tsx) so the tests run the real components, not stand-ins.
 */
// Screens load their code on first use; the first import of a chunk under vitest can take seconds,
// and a chart screen's (recharts and d3) over 15 s on two cores busy with other work. A passing wait
// ends as soon as it can, so the bound costs nothing when the screen is quick.
configure({ asyncUtilTimeout: 30_000 });
// Room for a first screen's 30 s wait for its chunk and the steps after it.
vi.setConfig({ testTimeout: 60_000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (!('ResizeObserver' in globalThis)) vi.stubGlobal('ResizeObserver', ResizeObserverStub);
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
Element.prototype.scrollIntoView ??= () => {};
// ScrollRestoration scrolls on every navigation; jsdom has no scrolling, so this is a no-op.
window.scrollTo = () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(async () => {
  // A dismissed toast is removed by a timer its component does not clear; left running past the
  // file's end it would touch a torn-down window. Dismiss and wait for the toasts to go first.
  if (document.querySelector('[data-sonner-toast]')) {
    toast.dismiss();
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  }
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what the sidebar stored between tests.
    document.cookie = `${cookie.split('=')[0]?.trim()}=; max-age=0; path=/`;
  });
  sessionStorage.clear();
});
