import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  adminAssociateOverviewSchema,
  adminDashboardSchema,
  adminPartnerOverviewSchema,
  adminVendorOverviewSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { getAdminAssociateOverview } from './get-admin-associate-overview.ts';
import { getAdminDashboard } from './get-admin-dashboard.ts';
import { getAdminPartnerOverview } from './get-admin-partner-overview.ts';
import { getAdminVendorOverview } from './get-admin-vendor-overview.ts';

/** The Partner, Vendor and Associate Administration pages (docs/product/admin-area.md): one read each. */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/admin/overview',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Get the admin dashboard: the whole store',
        response: { 200: adminDashboardSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getAdminDashboard(db, requirePrincipal(request));
    },
  );

  app.get(
    '/api/admin/overview/partners',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Get the partner administration figures',
        response: { 200: adminPartnerOverviewSchema },
      },
    },
    async (request) => getAdminPartnerOverview(db, requirePrincipal(request)),
  );

  app.get(
    '/api/admin/overview/vendors',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Get the vendor administration figures',
        response: { 200: adminVendorOverviewSchema },
      },
    },
    async (request) => getAdminVendorOverview(db, requirePrincipal(request)),
  );

  app.get(
    '/api/admin/overview/associates',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Get the associate administration figures',
        response: { 200: adminAssociateOverviewSchema },
      },
    },
    async (request) => getAdminAssociateOverview(db, requirePrincipal(request)),
  );
};
