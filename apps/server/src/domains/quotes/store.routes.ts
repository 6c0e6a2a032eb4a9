import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, quoteRequestResponseSchema, quoteRequestSchema } from '@party/shared';
import type { Database } from '../../db/client.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { requestQuote } from './request-quote.ts';

/** Per client address: plenty for a planner comparing products, too few to flood the sales team. */
export const QUOTE_REQUEST_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };

/** POST /api/store/quotes: a visitor's quote request (docs/product/storefront-and-sign-in.md). */
export const storeQuoteRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.post(
    '/api/store/quotes',
    {
      config: { access: access.public },
      schema: {
        summary: 'Request a quote',
        body: quoteRequestSchema,
        response: { 201: quoteRequestResponseSchema },
      },
    },
    async (request, reply) =>
      // A replayed key answers from its stored reply and is not counted against the limit again.
      withIdempotency(request, reply, async () => {
        await consumeRateLimit(database.db, `quote-request:${request.ip}`, QUOTE_REQUEST_LIMIT);
        const created = await requestQuote(database.db, request.principal, request.body);
        reply.code(201);
        return created;
      }),
  );
};
