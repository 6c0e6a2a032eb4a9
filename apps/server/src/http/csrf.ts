import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { access, csrfTokenResponseSchema } from '@party/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

/** The security token lifetime (docs/product/storefront-and-sign-in.md): a new one every 30 minutes, the previous one still honoured. */
export const CSRF_WINDOW_MS = 30 * 60 * 1000;
export const CSRF_HEADER = 'x-csrf-token';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const csrfFailedMessage = 'Your security token has expired. Refresh the page and try again.';

export function csrfToken(secret: string, sessionId: string | null, window: number): string {
  return createHmac('sha256', secret)
    .update(`csrf:${sessionId ?? 'anonymous'}:${window}`)
    .digest('base64url');
}

export function isValidCsrfToken(secret: string, sessionId: string | null, token: string, now = Date.now()) {
  const given = Buffer.from(token);
  const window = Math.floor(now / CSRF_WINDOW_MS);
  return [window, window - 1].some((w) => {
    const expected = Buffer.from(csrfToken(secret, sessionId, w));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/**
 * Anti-CSRF token bound to the session: GET /api/csrf issues it, and every cookie-authenticated
 * write to /api/* must echo it in X-CSRF-Token. /api/auth/* is left to better-auth, which checks
 * the Origin header itself; POST /api/analytics (beacons) is exempt. Register after the access hook: it needs request.sessionId.
 */
export function registerCsrf(app: FastifyInstance, config: Config) {
  // A callback hook, not an async one: every request passes here, and nearly all need no check.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!unsafeMethods.has(request.method) || !request.sessionId) return done();
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return done();
    // Analytics beacons cannot carry a header, and an event changes nothing for the signed-in user.
    if (request.url === '/api/analytics' || request.url.startsWith('/api/analytics?')) return done();
    const token = request.headers[CSRF_HEADER];
    if (typeof token !== 'string' || !isValidCsrfToken(config.AUTH_SECRET, request.sessionId, token))
      return done(new AppError('CSRF_FAILED', csrfFailedMessage));
    done();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/csrf',
    {
      config: { access: access.public, background: true },
      schema: {
        summary: 'Get the CSRF token for signed-in writes',
        response: { 200: csrfTokenResponseSchema },
      },
    },
    async (request, reply) => {
      const now = Date.now();
      const window = Math.floor(now / CSRF_WINDOW_MS);
      reply.header('cache-control', 'no-store');
      return {
        token: csrfToken(config.AUTH_SECRET, request.sessionId, window),
        // Accepted through the next window too, so a token fetched just before a boundary still works.
        expiresAt: new Date((window + 2) * CSRF_WINDOW_MS).toISOString(),
      };
    },
  );
}
