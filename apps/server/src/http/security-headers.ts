import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const appDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/**
 * Helmet on every response: HSTS one year with subdomains, the CSP above, X-Frame-Options DENY,
 * nosniff, strict-origin-when-cross-origin. Swagger UI at /api/docs (@fastify/swagger-ui 6) loads
 * only its own files and renders without a CSP violation in Chromium, so it needs no looser policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
