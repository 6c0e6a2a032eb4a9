import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from '@fastify/type-provider-zod';
import { type AccessRule, errorBodySchema } from '@party/shared';
import { z } from 'zod';
import type { RouteEntry } from './access.ts';
import { AUTH_COOKIE_PREFIX } from './session-cookie.ts';

/** The URL group (the segment after /api) each tag stands for, and what a client finds there. */
const groups: Record<string, { tag: string; description: string }> = {
  store: { tag: 'store', description: 'The public storefront: catalogue, FAQs, quotes, site settings.' },
  partner: { tag: 'partner', description: "A partner's own cart, orders, credit, support and account data." },
  vendor: { tag: 'vendor', description: "A vendor's products, purchase orders, shipments and payments." },
  associate: { tag: 'associate', description: 'Staff work queues: support desk, sales, product, finance.' },
  admin: { tag: 'admin', description: 'Administration: onboarding, settings, notifications, mailbox.' },
  auth: { tag: 'auth', description: 'Sign-in and the CSRF token every signed-in write echoes.' },
  csrf: { tag: 'auth', description: '' },
  me: { tag: 'account', description: "The caller's own identity, profile, preferences and onboarding." },
  notifications: { tag: 'notifications', description: 'The notification bell and its live event stream.' },
  events: { tag: 'notifications', description: '' },
  analytics: { tag: 'analytics', description: 'Storefront visitor events.' },
  invitations: {
    tag: 'invitations',
    description: "A company's invitation link: read it, accept it, or create an account through it.",
  },
  health: {
    tag: 'system',
    description: 'Readiness of the server: 503 while its database cannot be reached.',
  },
};

function groupOf(url: string): string {
  return url.split('/')[2] ?? '';
}

/** The tag of a route: its URL group's (a new group is its own tag until it is described above). */
export function tagOf(url: string): string {
  return groups[groupOf(url)]?.tag ?? groupOf(url);
}

/** `GET /api/partner/orders/:id` → `getPartnerOrdersById`: unique because method and URL are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment));
  const camel = words
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
  return `${method.toLowerCase()}${camel}`;
}

const errorResponses = {
  BadRequest: 'The input failed validation: `error.message` names the field, `error.fields` lists each one.',
  Unauthenticated: 'No valid session: sign in first.',
  Forbidden: 'Signed in, but this role may not do this, or the X-CSRF-Token header is missing or stale.',
  NotFound: 'No such record, or it belongs to someone else.',
  RateLimited: 'Too many requests from this address; wait and try again.',
} as const;
type ErrorResponse = keyof typeof errorResponses;

/** The 4xx answers a route can give, read from its declaration. */
function errorResponsesOf(
  method: string,
  url: string,
  rule: AccessRule | undefined,
): Record<string, ErrorResponse> {
  const isPublic = rule?.kind === 'public';
  const isWrite = method !== 'GET';
  // Every route refuses a bad query string, path parameter or body (http/input-guard.ts at least).
  const out: Record<string, ErrorResponse> = { '400': 'BadRequest' };
  if (!isPublic) out['401'] = 'Unauthenticated';
  if (rule?.kind === 'restricted' || (isWrite && !isPublic)) out['403'] = 'Forbidden';
  if (url.includes(':')) out['404'] = 'NotFound';
  // Public writes (quote requests, analytics events) are counted per client address.
  if (isPublic && isWrite) out['429'] = 'RateLimited';
  return out;
}

function securityOf(method: string, rule: AccessRule | undefined): Record<string, string[]>[] {
  if (rule?.kind === 'public') return [];
  return [method === 'GET' ? { sessionCookie: [] } : { sessionCookie: [], csrfToken: [] }];
}

type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
} & Record<string, unknown>;

/**
 * Completes the generated document from the route table, so a route is described the moment it is
 * registered: operationId, tag, security and its 4xx answers come from its URL and access rule;
 * the summary is the one line each route declares in `schema.summary`.
 */
function completeDocument(doc: Document, routeTable: RouteEntry[]): Document {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(item)) {
      const route = routeTable.find((r) => r.method === method.toUpperCase() && r.url === url);
      operation.operationId = operationIdOf(method, url);
      operation.tags = [tagOf(url)];
      operation.security = securityOf(method.toUpperCase(), route?.access);
      const responses = { ...operation.responses };
      for (const [status, name] of Object.entries(errorResponsesOf(method.toUpperCase(), url, route?.access)))
        responses[status] ??= { $ref: `#/components/responses/${name}` };
      operation.responses = responses;
    }
  }
  const { $schema: _, ...errorBody } = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' });
  doc.components = {
    ...doc.components,
    schemas: { ...(doc.components?.schemas as object), ErrorBody: errorBody },
    responses: Object.fromEntries(
      Object.entries(errorResponses).map(([name, description]) => [
        name,
        {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      ]),
    ),
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: `${AUTH_COOKIE_PREFIX}.session_token`,
        description:
          'The session cookie set by POST /api/auth/sign-in/email (named `__Secure-party.session_token` over HTTPS).',
      },
      csrfToken: {
        type: 'apiKey',
        in: 'header',
        name: 'X-CSRF-Token',
        description: 'Every signed-in write echoes the token from GET /api/csrf (renewed every 30 minutes).',
      },
    },
  };
  const used = new Set(
    Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.values(item).flatMap((op) => op.tags as string[]),
    ),
  );
  doc.tags = Object.values(groups)
    .filter((g) => g.description && used.has(g.tag))
    .map((g) => ({ name: g.tag, description: g.description }));
  return doc;
}

/** @fastify/swagger's options: the zod contracts as JSON Schema, completed from the route table. */
export function openApiOptions(routeTable: () => RouteEntry[]): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Party Central API',
        version: '1.0.0',
        description:
          'The API behind the Party Central storefront and portals. Errors answer `{ "error": { "code", "message", "fields"? } }`.',
        license: { name: 'Proprietary' },
      },
      // Relative: the same server (and scheme) the document was read from, whatever PUBLIC_URL is.
      servers: [{ url: '/', description: 'The server this document was read from' }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      'openapiObject' in documents
        ? (completeDocument(
            documents.openapiObject as Document,
            routeTable(),
          ) as typeof documents.openapiObject)
        : documents.swaggerObject,
  };
}
