import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, associateOverviewSchema } from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { getAssociateOverview } from './get-associate-overview.ts';

/** The associate shell's pending-tasks line and the dashboard's counts (docs/product/associate-portal.md). */
export const associateOverviewRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/associate/overview',
    {
      config: { access: access.associate() },
      schema: { summary: "Get my tasks and today's work", response: { 200: associateOverviewSchema } },
    },
    async (request) => getAssociateOverview(database.db, requirePrincipal(request)),
  );
};
