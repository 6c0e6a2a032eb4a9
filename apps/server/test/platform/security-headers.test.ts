import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const APP_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "connect-src 'self';font-src 'self' data:;frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'";

describe('security headers', () => {
  it('requires authentication', async () => {
    // Headers go on every answer, refusals included.
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toBe(APP_CSP);
  });

  it('sends HSTS, CSP, frame denial, nosniff and the referrer policy on API answers and 404s', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy'], url).toBe(APP_CSP);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('serves the API docs under the same policy (Swagger UI loads only its own files)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(APP_CSP);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('<script src="/api/docs/static/swagger-initializer.js"');
  });
});
