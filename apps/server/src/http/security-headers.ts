import type { FastifyInstance } from 'fastify';

const appDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/**
 * The headers Helmet 8 sends with our options: HSTS one year with subdomains, the CSP above,
 * X-Frame-Options DENY, nosniff, strict-origin-when-cross-origin, and its defaults for the rest.
 * Written once: @fastify/helmet rebuilt Helmet (options check, CSP string) on every request.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': Object.entries(appDirectives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * The security headers on every response, refusals and not-found answers included. Swagger UI at
 * /api/docs (@fastify/swagger-ui 6) loads only its own files and renders without a CSP violation in
 * Chromium, so it needs no looser policy.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
