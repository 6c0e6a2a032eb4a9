import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, publicFaqListSchema, publicFaqQuerySchema } from '@party/shared';
import type { Database } from '../../db/client.ts';
import { listPublicFaqs } from './list-public-faqs.ts';

/** GET /api/store/faqs?search=&category=: the public FAQ page (docs/product/storefront-and-sign-in.md: route /faq). */
export const storeFaqRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/store/faqs',
    {
      config: { access: access.public },
      schema: {
        summary: 'List the published FAQs',
        querystring: publicFaqQuerySchema,
        response: { 200: publicFaqListSchema },
      },
    },
    async (request, reply) => {
      // The same answer for every visitor; a minute of shared caching is invisible to editors.
      reply.header('cache-control', 'public, max-age=60');
      return listPublicFaqs(database.db, request.query);
    },
  );
};
