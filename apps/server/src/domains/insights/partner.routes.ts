import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  analyticsRangeQuerySchema,
  analyticsReportQuerySchema,
  partnerAnalyticsSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { exportAnalyticsReport } from './export-analytics-report.ts';
import { getPartnerAnalytics } from './get-partner-analytics.ts';

const partnerOnly = access.roles('partner');

/** The partner's purchase analytics and its exports (docs/product/partner-portal.md, Analytics). */
export const partnerInsightsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  // Reports and exports tolerate a moment's lag: the replicas when there are any (ADR 0018).
  const db = database.read;

  app.get(
    '/api/partner/analytics',
    {
      config: { access: partnerOnly },
      schema: {
        summary: 'Get my purchasing analytics',
        querystring: analyticsRangeQuerySchema,
        response: { 200: partnerAnalyticsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getPartnerAnalytics(db, requirePrincipal(request), request.query);
    },
  );

  app.get(
    '/api/partner/analytics/reports',
    {
      config: { access: partnerOnly },
      schema: { summary: 'Download my analytics report', querystring: analyticsReportQuerySchema },
    },
    async (request, reply) => {
      const file = await exportAnalyticsReport(db, requirePrincipal(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
