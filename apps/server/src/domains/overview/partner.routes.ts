import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, partnerOverviewSchema } from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { getPartnerOverview } from './get-partner-overview.ts';

/** The partner shell's pending-tasks line and the dashboard's loyalty teaser (docs/product/partner-portal.md). */
export const partnerOverviewRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/partner/overview',
    {
      config: { access: access.roles('partner') },
      schema: { summary: 'Get my dashboard overview', response: { 200: partnerOverviewSchema } },
    },
    async (request) => getPartnerOverview(database.db, requirePrincipal(request)),
  );
};
