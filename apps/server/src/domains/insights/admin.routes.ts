import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  adminReportFileQuerySchema,
  adminReportRangeQuerySchema,
  inventoryValuationSchema,
  partnerSalesReportSchema,
  storefrontEventsReportSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { getInventoryValuation, getPartnerSalesReport, getStorefrontEventsReport } from './admin-reports.ts';
import { exportAdminReport } from './export-admin-report.ts';

/**
 * Admin Reports (/admin/reports; issue 16 item 7). Sales by month and by category are the staff
 * analytics' GET /api/associate/analytics/sales, which admins may call too.
 */
export const adminInsightsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  // Reports and exports tolerate a moment's lag: the replicas when there are any (ADR 0018).
  const db = database.read;

  app.get(
    '/api/admin/reports/sales-by-partner',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Get sales by partner',
        querystring: adminReportRangeQuerySchema,
        response: { 200: partnerSalesReportSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getPartnerSalesReport(db, requirePrincipal(request), request.query);
    },
  );

  app.get(
    '/api/admin/reports/inventory-valuation',
    {
      config: { access: access.admin },
      schema: { summary: 'Get the inventory valuation', response: { 200: inventoryValuationSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getInventoryValuation(db, requirePrincipal(request));
    },
  );

  app.get(
    '/api/admin/reports/storefront-events',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Get storefront events by type and day',
        querystring: adminReportRangeQuerySchema,
        response: { 200: storefrontEventsReportSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getStorefrontEventsReport(db, requirePrincipal(request), request.query);
    },
  );

  app.get(
    '/api/admin/reports/file',
    {
      config: { access: access.admin },
      schema: { summary: 'Download a report as CSV, Excel or PDF', querystring: adminReportFileQuerySchema },
    },
    async (request, reply) => {
      const file = await exportAdminReport(db, requirePrincipal(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
