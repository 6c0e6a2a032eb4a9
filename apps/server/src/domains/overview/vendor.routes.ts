import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, vendorOverviewSchema } from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { getVendorOverview } from './get-vendor-overview.ts';

/** The vendor dashboard's four figures, each linking on to its screen. */
export const vendorOverviewRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/vendor/overview',
    {
      config: { access: access.roles('vendor') },
      schema: { summary: 'Get my vendor dashboard figures', response: { 200: vendorOverviewSchema } },
    },
    async (request) => getVendorOverview(database.db, requirePrincipal(request)),
  );
};
