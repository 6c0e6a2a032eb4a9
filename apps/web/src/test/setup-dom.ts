import { cleanup, configure, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, expect, vi } from 'vitest';

/*
 * jsdom lacks a few browser APIs that Radix and our shell touch. Imported by every web test
 * (through render.tsx) so the tests run the real components, not stand-ins.
 */
// Screens load their code on first use; the first import of a chunk under vitest can take seconds,
// and over 5 s on two cores busy with other work. A passing wait ends as soon as it can.
configure({ asyncUtilTimeout: 15_000 });
// As long as the server project's: a first screen can wait 15 s for its chunk and still have steps to take.
vi.setConfig({ testTimeout: 30_000 });

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
