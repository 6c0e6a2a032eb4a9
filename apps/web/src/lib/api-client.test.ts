import { afterEach, describe, expect, it, vi } from 'vitest';

type Call = { url: string; method: string; headers: Headers };

function stubServer(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call = { url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers) };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** A fresh copy of the client, so no CSRF token cached by an earlier test is reused. */
async function loadClient() {
  vi.resetModules();
  return import('./api-client');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api-client', () => {
  it('parses the one error shape into an ApiError with status, code, message and fields', async () => {
    stubServer((call) =>
      call.url === '/api/csrf'
        ? Response.json({ token: 't1', expiresAt: '' })
        : Response.json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Check the form',
                fields: { companyName: 'Required' },
              },
            },
            { status: 400 },
          ),
    );
    const { api, ApiError } = await loadClient();
    const failure = await api.post('/api/me/onboarding', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Check the form',
      fields: { companyName: 'Required' },
    });
  });

  it('sends the CSRF token on writes to our API, and neither on reads nor to /api/auth', async () => {
    const calls = stubServer((call) =>
      call.url === '/api/csrf'
        ? Response.json({ token: 'token-a', expiresAt: '' })
        : Response.json({ ok: true }),
    );
    const { api } = await loadClient();
    await api.get('/api/notifications');
    await api.post('/api/notifications/read-all');
    await api.post('/api/auth/sign-out');
    const header = (url: string) => calls.find((c) => c.url === url)?.headers.get('x-csrf-token');
    expect(header('/api/notifications')).toBeNull();
    expect(header('/api/notifications/read-all')).toBe('token-a');
    expect(header('/api/auth/sign-out')).toBeNull();
  });

  it('fetches a new token and tries once more when the server says the token expired', async () => {
    let issued = 0;
    const calls = stubServer((call) => {
      if (call.url === '/api/csrf') return Response.json({ token: `token-${++issued}`, expiresAt: '' });
      if (call.headers.get('x-csrf-token') === 'token-2') return new Response(null, { status: 204 });
      return Response.json({ error: { code: 'CSRF_FAILED', message: 'Expired' } }, { status: 403 });
    });
    const { api } = await loadClient();
    await expect(api.post('/api/notifications/read-all')).resolves.toBeUndefined();
    expect(calls.filter((c) => c.url === '/api/notifications/read-all')).toHaveLength(2);
  });

  it('turns a network failure into a readable ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { api } = await loadClient();
    await expect(api.get('/api/me')).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });
});
