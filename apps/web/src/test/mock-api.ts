import type { Principal } from '@party/shared';
import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | undefined;
type Handler = (request: MockRequest) => Reply | Promise<Reply>;

/**
 * A stand-in for the server at the fetch boundary: each test declares the answers it needs
 * ("GET /api/me": ...) and reads back the requests the page made. Unlisted calls answer 404 in
 * the API's error shape, so a page that calls something unexpected shows it.
 */
type FetchImpl = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

// better-auth's client keeps the fetch it saw when it was created, so the stub installed here
// never changes; each test swaps only the answers behind it.
let activeFetch: FetchImpl = async () => Response.json({}, { status: 404 });
vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => activeFetch(input, init));

/**
 * A stand-in for the server at the fetch boundary: each test declares the answers it needs
 * ("GET /api/me": ...) and reads back the requests the page made. Unlisted calls answer 404 in
 * the API's error shape, so a page that calls something unexpected shows it.
 */
export function mockApi(handlers: Record<string, Handler | Reply>) {
  const requests: MockRequest[] = [];
  activeFetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    const raw = init.body ?? null;
    const body = typeof raw === 'string' && raw ? JSON.parse(raw) : raw;
    const request: MockRequest = { method, path: url.pathname, search: url.searchParams, headers, body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (!reply) {
      return Response.json(
        { error: { code: 'NOT_FOUND', message: `Not found: ${method} ${url.pathname}` } },
        { status: 404 },
      );
    }
    const status = reply.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return Response.json(reply.body ?? {}, { status });
  };
  return {
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

export function makePrincipal(overrides: Partial<Principal> = {}): Principal {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    email: 'pat@example.com.au',
    name: 'Pat Partner',
    role: 'partner',
    isAdmin: false,
    associateRole: null,
    onboardingStatus: null,
    emailVerified: true,
    twoFactorEnabled: false,
    companyId: null,
    companyRole: null,
    // A test's admin is a super admin, as the demo admin is, unless it names its rank.
    adminRank: overrides.isAdmin ? 'super_admin' : null,
    ...overrides,
  };
}

/** The answers every signed-in screen asks for, for one principal. */
export function sessionHandlers(principal: Principal | null) {
  return {
    'GET /api/me': { body: { principal } },
    'GET /api/csrf': {
      body: { token: 'csrf-token-1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
    },
    'GET /api/notifications': { body: { items: [], unreadCount: 0 } },
  };
}
