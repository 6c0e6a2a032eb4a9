import { type SecurityCheck, type SecurityReport, securityScore } from '@party/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface SessionCookieFlags {
  httpOnly?: boolean;
  sameSite?: string | boolean;
  secure?: boolean;
}

export interface SecurityCheckDeps {
  app: FastifyInstance;
  publicUrl: string;
  /** The session cookie's attributes as the auth library will set them. */
  sessionCookie: () => Promise<SessionCookieFlags>;
}

const header = (res: LightMyRequestResponse, name: string) => {
  const value = res.headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
};

/**
 * Asks this very server for its home page and health check (app.inject, no network) and checks what
 * a browser would receive: the required "HSTS one year, frame denial, and similar", the session cookie
 * flags and, when the public address is https, that plain http is redirected.
 */
export async function runSecurityChecks({
  app,
  publicUrl,
  sessionCookie,
}: SecurityCheckDeps): Promise<SecurityReport> {
  const isHttps = new URL(publicUrl).protocol === 'https:';
  const [page, api, cookie] = await Promise.all([
    app.inject({ method: 'GET', url: '/' }),
    app.inject({ method: 'GET', url: '/api/health' }),
    sessionCookie(),
  ]);
  const both = (check: (res: LightMyRequestResponse) => boolean) => check(page) && check(api);

  const hstsMaxAge = Number(/max-age=(\d+)/.exec(header(page, 'strict-transport-security'))?.[1] ?? 0);
  const csp = header(page, 'content-security-policy');
  const frameOptions = header(page, 'x-frame-options').toUpperCase();
  const referrer = header(page, 'referrer-policy');
  const sameSite = String(cookie.sameSite ?? '').toLowerCase();

  const checks: SecurityCheck[] = [
    {
      id: 'hsts',
      name: 'Strict-Transport-Security (one year)',
      passed: both(
        (r) => Number(/max-age=(\d+)/.exec(header(r, 'strict-transport-security'))?.[1] ?? 0) >= 31_536_000,
      ),
      detail: hstsMaxAge ? `max-age=${hstsMaxAge} seconds` : 'Header missing',
    },
    {
      id: 'csp',
      name: "Content-Security-Policy with frame-ancestors 'none'",
      passed: both((r) => /frame-ancestors 'none'/.test(header(r, 'content-security-policy'))),
      detail: csp ? csp : 'Header missing',
    },
    {
      id: 'frame-options',
      name: 'X-Frame-Options',
      passed: both((r) => ['DENY', 'SAMEORIGIN'].includes(header(r, 'x-frame-options').toUpperCase())),
      detail: frameOptions || 'Header missing',
    },
    {
      id: 'nosniff',
      name: 'X-Content-Type-Options: nosniff',
      passed: both((r) => header(r, 'x-content-type-options') === 'nosniff'),
      detail: header(page, 'x-content-type-options') || 'Header missing',
    },
    {
      id: 'referrer-policy',
      name: 'Referrer-Policy',
      passed: both(
        (r) => header(r, 'referrer-policy') !== '' && !/unsafe-url/.test(header(r, 'referrer-policy')),
      ),
      detail: referrer || 'Header missing',
    },
    {
      id: 'powered-by',
      name: 'No X-Powered-By header',
      passed: both((r) => header(r, 'x-powered-by') === ''),
      detail: header(page, 'x-powered-by') ? `Reveals ${header(page, 'x-powered-by')}` : 'Not sent',
    },
    {
      id: 'session-cookie',
      name: `Session cookie HttpOnly, SameSite=Lax${isHttps ? ', Secure' : ''}`,
      passed: cookie.httpOnly === true && sameSite === 'lax' && (!isHttps || cookie.secure === true),
      detail: [
        cookie.httpOnly ? 'HttpOnly' : 'not HttpOnly',
        `SameSite=${sameSite || 'unset'}`,
        cookie.secure ? 'Secure' : isHttps ? 'not Secure' : 'Secure not required on http',
      ].join(', '),
    },
    await httpsCheck(app, isHttps, publicUrl),
  ];
  return { checks, score: securityScore(checks), checkedAt: new Date().toISOString() };
}

async function httpsCheck(app: FastifyInstance, isHttps: boolean, publicUrl: string): Promise<SecurityCheck> {
  const name = 'HTTPS with http redirected';
  if (!isHttps)
    return {
      id: 'https',
      name,
      passed: false,
      detail: `The public address ${publicUrl} is not https: traffic is not encrypted. Set PUBLIC_URL to an https address in production.`,
    };
  const res = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
  const location = header(res, 'location');
  const passed = res.statusCode === 301 && location.startsWith('https://');
  return {
    id: 'https',
    name,
    passed,
    detail: passed ? `http answers 301 to ${location}` : `http answered ${res.statusCode}`,
  };
}
