// Kept free of zod: every page's first download sends this header (docs/ARCHITECTURE.md, what a visitor
// downloads first); the token's response schema is in contract.ts.

/** The header every signed-in write to /api/* echoes the CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';
/** How often the browser fetches a new token: the token is refused after its `expiresAt`. */
export const CSRF_REFRESH_MS = 30 * 60 * 1000;
