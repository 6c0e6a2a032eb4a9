import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, analyticsBodyLimitBytes, analyticsEventSchema } from '@party/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAnalyticsEvent } from './record-analytics-event.ts';

/**
 * POST /api/analytics: one visitor event, 204. navigator.sendBeacon cannot set a JSON content type,
 * so within this plugin text/plain bodies are read as JSON too. Exempt from the CSRF token (a beacon
 * cannot send headers); nothing here acts on the caller's behalf.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AppError('BAD_REQUEST', 'The analytics event must be JSON.'), undefined);
    }
  });

  app.post(
    '/api/analytics',
    {
      config: { access: access.public },
      bodyLimit: analyticsBodyLimitBytes,
      schema: { summary: 'Record a storefront visitor event', body: analyticsEventSchema },
    },
    async (request, reply) => {
      await recordAnalyticsEvent(database.db, {
        event: request.body,
        principal: request.principal,
        clientIp: request.ip,
      });
      return reply.code(204).send();
    },
  );
};
