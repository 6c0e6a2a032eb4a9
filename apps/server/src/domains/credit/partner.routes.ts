import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  creditOverviewSchema,
  creditRequestInputSchema,
  creditRequestListSchema,
  creditRequestSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { getCreditOverview } from './get-credit-overview.ts';
import { listCreditRequests } from './list-credit-requests.ts';
import { requestCreditLimit } from './request-credit-limit.ts';

const partnerOnly = access.roles('partner');
const BROWSER_MAX_LENGTH = 300;

/** The partner's credit: limit, request history and new requests (docs/product/partner-portal.md). */
export const partnerCreditRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/partner/credit',
    {
      config: { access: partnerOnly },
      schema: { summary: 'Get my credit limit and balance', response: { 200: creditOverviewSchema } },
    },
    async (request) => getCreditOverview(db, requirePrincipal(request)),
  );

  app.get(
    '/api/partner/credit/requests',
    {
      config: { access: partnerOnly },
      schema: { summary: 'List my credit limit requests', response: { 200: creditRequestListSchema } },
    },
    async (request) => listCreditRequests(db, requirePrincipal(request)),
  );

  app.post(
    '/api/partner/credit/requests',
    {
      config: { access: partnerOnly },
      schema: {
        summary: 'Request a new credit limit',
        body: creditRequestInputSchema,
        response: { 201: creditRequestSchema },
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async () => {
        const browser = (request.headers['user-agent'] ?? 'unknown').slice(0, BROWSER_MAX_LENGTH);
        const created = await requestCreditLimit(db, requirePrincipal(request), request.body, { browser });
        reply.code(201);
        return created;
      }),
  );
};
