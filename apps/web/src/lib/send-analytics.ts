type Analytics = typeof import('./analytics');

/**
 * Hands an event to analytics.ts from page code without putting that module into the page's own
 * JS: main.tsx loads it as its own file after start, and this waits for the same file. Analytics
 * never breaks the page: a failure is a console warning only (spec 1 section 8).
 */
export function sendAnalytics(send: (analytics: Analytics) => void): void {
  import('./analytics')
    .then(send)
    .catch((error: unknown) => console.warn('Analytics event could not be sent', error));
}
