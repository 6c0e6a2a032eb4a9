import {
  type AccessRule,
  companyRoleDeniedMessage,
  decideAccess,
  type Principal,
  rankDeniedMessage,
} from '@party/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route. Every /api route must declare it; missing means deny. */
    access?: AccessRule;
    /**
     * Called by the app on a timer, not by the user (the CSRF renewal, the live stream): such a
     * request does not count as activity for the session's idle timeout (ADR 0003).
     */
    background?: boolean;
    /** A multipart/form-data route's text fields, as a zod contract: the bad-input test sends its cases as forms. */
    multipart?: unknown;
    /**
     * The longest string the route's body may hold, when its contract takes more than the input
     * guard's MAX_STRING_LENGTH (quick order's pasted lines); its contract sets the real limit.
     */
    maxStringLength?: number;
  }
  interface FastifyRequest {
    /** The signed-in caller, resolved once per request (null when anonymous). */
    principal: Principal | null;
    sessionId: string | null;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: AccessRule | undefined;
  /** One line for the API document (the route's `schema.summary`). */
  summary: string | undefined;
  /** The route's zod contracts, as declared: the bad-input test derives its cases from them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown; multipart?: unknown };
}

/**
 * The caller of a route whose access rule needs a session (anything but `access.public`): the
 * access hook has already answered 401 to anonymous calls, so this is the typed way to read it.
 */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return request.principal;
}

export type ResolveSession = (
  request: FastifyRequest,
) => Promise<{ principal: Principal; sessionId: string } | null>;

/**
 * Collects the route table (read by the access-matrix and bad-input tests and /api/docs) and checks each
 * request's caller against its route's declared rule before any handler runs. Default deny.
 */
export function registerAccessControl(
  app: FastifyInstance,
  resolveSession: ResolveSession,
  /** The company's name, for the refusal that names it (docs/product/company-accounts.md, "Roles"). */
  companyNameOf: (companyId: string) => Promise<string | null> = async () => null,
): RouteEntry[] {
  const routeTable: RouteEntry[] = [];
  app.decorateRequest('principal', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.url.startsWith('/api/docs'))
      return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const { body, querystring, params, summary } = route.schema ?? {};
      routeTable.push({
        method,
        url: route.url,
        access: route.config?.access,
        summary,
        schema: { body, querystring, params, multipart: route.config?.multipart },
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const rule = request.routeOptions.config?.access;
    if (!request.routeOptions.url) return; // unknown route: the not-found handler answers
    if (!rule) throw new AppError('FORBIDDEN', 'This route has no access declaration');
    const session = await resolveSession(request);
    request.principal = session?.principal ?? null;
    request.sessionId = session?.sessionId ?? null;
    const decision = decideAccess(rule, request.principal);
    if (decision.outcome === 'allow') return;
    if (decision.outcome === 'login') throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
    if (decision.outcome === 'onboarding')
      throw new AppError('FORBIDDEN', 'Your account has no role yet. Apply at /onboarding.');
    if (decision.reason === 'admin')
      throw new AppError('FORBIDDEN', 'You need administrator privileges to access this page.');
    if (decision.reason === 'rank')
      throw new AppError('FORBIDDEN', rankDeniedMessage(request.principal?.adminRank ?? null));
    if (decision.reason === 'company') {
      const { companyId, companyRole } = request.principal ?? { companyId: null, companyRole: null };
      const name = (companyId && (await companyNameOf(companyId))) || 'your company';
      throw new AppError('FORBIDDEN', companyRoleDeniedMessage(name, companyRole));
    }
    if (decision.reason === 'associate')
      throw new AppError(
        'FORBIDDEN',
        "You don't have the required associate permissions to access this feature.",
      );
    throw new AppError(
      'FORBIDDEN',
      `Your current role (${request.principal?.role ?? 'none'}) doesn't have access to this page.`,
    );
  });

  return routeTable;
}
