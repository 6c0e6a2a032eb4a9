type Analytics = typeof import('./analytics');

/**
 * The one way to reach analytics.ts: it loads as its own file after start (main.tsx), never with a
 * page's JS; this small door is part of the entry, so pages calling it add no file of their own.
 * Analytics never breaks the page: a failure is a console warning only (spec 1 section 8).
 */
export function sendAnalytics(send: (analytics: Analytics) => void): void {
  import('./analytics')
    .then(send)
    .catch((error: unknown) => console.warn('Analytics could not be loaded', error));
}
