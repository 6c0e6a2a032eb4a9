import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  campaignPerformanceSchema,
  productManagementRoles,
  salesAnalyticsSchema,
  staffAnalyticsQuerySchema,
  staffAnalyticsReportQuerySchema,
  stockTurnsSchema,
  storefrontAnalyticsSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { exportStaffAnalyticsReport } from './export-staff-analytics-report.ts';
import { getCampaignPerformance } from './get-campaign-performance.ts';
import { getSalesAnalytics } from './get-sales-analytics.ts';
import { getStockTurns } from './get-stock-turns.ts';
import { getStorefrontAnalytics } from './get-storefront-analytics.ts';

/** docs/product/associate-portal.md: Analytics is for product_management and finance (sales is sent away), and admins' Reports read it too. */
const analysts = access.associateOrAdmin(...productManagementRoles);

/** The staff Analytics screen (docs/product/associate-portal.md; issue 15 item 6; CSV, Excel and PDF). */
export const associateInsightsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  // Reports and exports tolerate a moment's lag: the replicas when there are any (ADR 0018).
  const db = database.read;
  const figures = [
    {
      path: 'sales',
      summary: 'Get sales and margin by period and category',
      schema: salesAnalyticsSchema,
      get: getSalesAnalytics,
    },
    {
      path: 'stock-turns',
      summary: 'Get stock turns by category and top products',
      schema: stockTurnsSchema,
      get: getStockTurns,
    },
    {
      path: 'campaigns',
      summary: 'Get campaign performance',
      schema: campaignPerformanceSchema,
      get: getCampaignPerformance,
    },
    {
      path: 'storefront',
      summary: 'Get storefront visitor analytics',
      schema: storefrontAnalyticsSchema,
      get: getStorefrontAnalytics,
    },
  ] as const;

  for (const figure of figures) {
    app.get(
      `/api/associate/analytics/${figure.path}`,
      {
        config: { access: analysts },
        schema: {
          summary: figure.summary,
          querystring: staffAnalyticsQuerySchema,
          response: { 200: figure.schema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return figure.get(db, requirePrincipal(request), request.query);
      },
    );
  }

  app.get(
    '/api/associate/analytics/report',
    {
      config: { access: analysts },
      schema: { summary: 'Download the analytics report', querystring: staffAnalyticsReportQuerySchema },
    },
    async (request, reply) => {
      const file = await exportStaffAnalyticsReport(db, requirePrincipal(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
