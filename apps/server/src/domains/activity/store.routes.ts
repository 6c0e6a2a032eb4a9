import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, recentActivityListSchema } from '@party/shared';
import type { Database } from '../../db/client.ts';
import { listRecentActivity } from './list-recent-activity.ts';

/** GET /api/store/recent-activity: the social-proof popup's feed (docs/product/storefront-and-sign-in.md). */
export const recentActivityRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/store/recent-activity',
    {
      config: { access: access.public, background: true },
      schema: { summary: 'List recent storefront activity', response: { 200: recentActivityListSchema } },
    },
    async (_request, reply) => {
      // Every visitor sees the same feed; a short shared cache spares the database the 30 s polls.
      reply.header('cache-control', 'public, max-age=15');
      return listRecentActivity(database.db);
    },
  );
};
