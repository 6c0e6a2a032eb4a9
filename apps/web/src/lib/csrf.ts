import { CSRF_REFRESH_MS } from '@party/shared';

/*
 * The anti-CSRF token (fetched 50 ms after start, renewed every 30 minutes).
 * Kept in memory only; the api-client attaches it to every write. The server binds it to the
 * session, so sign-in and sign-out fetch a new one.
 */

export const CSRF_FIRST_FETCH_MS = 50;

let token: string | null = null;
let inFlight: Promise<string | null> | null = null;

export function refreshCsrfToken(): Promise<string | null> {
  inFlight ??= fetch('/api/csrf', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return null;
      const body = (await response.json()) as { token?: unknown };
      token = typeof body.token === 'string' ? body.token : null;
      return token;
    })
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The current token, fetching one first when a write happens before the scheduled fetch. */
export async function getCsrfToken(): Promise<string | null> {
  return token ?? (await refreshCsrfToken());
}

/** Starts the schedule; returns a stop function (used by tests and hot reload). */
export function startCsrfSchedule(): () => void {
  const first = setTimeout(() => void refreshCsrfToken(), CSRF_FIRST_FETCH_MS);
  const every = setInterval(() => void refreshCsrfToken(), CSRF_REFRESH_MS);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
