import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

interface Report {
  checks: { id: string; name: string; passed: boolean; detail: string }[];
  score: number;
}

const checksOf = async (ctx: TestContext) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/store/security-checks' });
  expect(res.statusCode).toBe(200);
  return res.json() as Report;
};

describe('security checks of the live server', () => {
  describe('public address on http (development)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    });
    afterAll(() => ctx.close());

    it('needs no authentication', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/store/security-checks' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('passes the header and cookie checks and fails HTTPS, scoring the share passed', async () => {
      const report = await checksOf(ctx);
      const byId = Object.fromEntries(report.checks.map((c) => [c.id, c]));
      expect(Object.keys(byId).sort()).toEqual(
        [
          'csp',
          'frame-options',
          'hsts',
          'https',
          'nosniff',
          'powered-by',
          'referrer-policy',
          'session-cookie',
        ].sort(),
      );
      for (const id of [
        'csp',
        'frame-options',
        'hsts',
        'nosniff',
        'powered-by',
        'referrer-policy',
        'session-cookie',
      ])
        expect(byId[id]?.passed, id).toBe(true);
      expect(byId.hsts?.detail).toBe('max-age=31536000 seconds');
      expect(byId['session-cookie']?.detail).toBe('HttpOnly, SameSite=lax, Secure not required on http');
      expect(byId.https?.passed).toBe(false);
      expect(report.score).toBe(88); // 7 of 8
    });
  });

  describe('public address on https (production behind a proxy)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ PUBLIC_URL: 'https://partycentral.example.com.au' });
    });
    afterAll(() => ctx.close());

    it('needs no authentication', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/store/security-checks' })).statusCode).toBe(
        200,
      );
    });

    it('finds the secure cookie and the http redirect: 100%', async () => {
      const report = await checksOf(ctx);
      expect(report.checks.filter((c) => !c.passed)).toEqual([]);
      expect(report.checks.find((c) => c.id === 'https')?.detail).toBe(
        'http answers 301 to https://partycentral.example.com.au/',
      );
      expect(report.checks.find((c) => c.id === 'session-cookie')?.detail).toBe(
        'HttpOnly, SameSite=lax, Secure',
      );
      expect(report.score).toBe(100);
    });
  });
});
