import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_WINDOW_MS, csrfToken, isValidCsrfToken } from '../../src/http/csrf.ts';
import { signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const application = { role: 'vendor', companyName: 'Confetti Co' };

describe('CSRF protection of signed-in writes', () => {
  it('requires authentication before it looks at the token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/me/onboarding', payload: application });
    expect(res.statusCode).toBe(401);
  });

  it('issues a token for the session, valid for the next 30 to 60 minutes', async () => {
    const { cookie } = await signInAs(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/csrf', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = res.json();
    expect(token).toMatch(/^[\w-]{20,}$/);
    const minutesLeft = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(30);
    expect(minutesLeft).toBeLessThanOrEqual(60);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/csrf' });
    expect(anonymous.json().token).not.toBe(token);
  });

  it('refuses a cookie-authenticated write without the token, or with another session’s', async () => {
    const me = await signInAs(ctx);
    const other = await signInAs(ctx);
    const without = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/onboarding',
      headers: { cookie: me.cookie },
      payload: application,
    });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({
      error: {
        code: 'CSRF_FAILED',
        message: 'Your security token has expired. Refresh the page and try again.',
      },
    });
    const borrowed = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/onboarding',
      headers: { cookie: me.cookie, 'x-csrf-token': other.headers['x-csrf-token'] },
      payload: application,
    });
    expect(borrowed.statusCode).toBe(403);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/onboarding',
      headers: { cookie: me.cookie },
    });
    expect(mine.json()).toEqual({ application: null });
  });

  it('accepts the write with the session’s token', async () => {
    const { headers } = await signInAs(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/onboarding',
      headers,
      payload: application,
    });
    expect(res.statusCode).toBe(201);
  });

  it('honours the previous 30-minute window and no older one', () => {
    const secret = 'x'.repeat(40);
    const now = Date.now();
    const window = Math.floor(now / CSRF_WINDOW_MS);
    expect(isValidCsrfToken(secret, 'session-1', csrfToken(secret, 'session-1', window), now)).toBe(true);
    expect(isValidCsrfToken(secret, 'session-1', csrfToken(secret, 'session-1', window - 1), now)).toBe(true);
    expect(isValidCsrfToken(secret, 'session-1', csrfToken(secret, 'session-1', window - 2), now)).toBe(
      false,
    );
    expect(isValidCsrfToken(secret, 'session-2', csrfToken(secret, 'session-1', window), now)).toBe(false);
    expect(isValidCsrfToken(secret, 'session-1', 'short', now)).toBe(false);
  });
});
