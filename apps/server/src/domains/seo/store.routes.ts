import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, securityReportSchema } from '@party/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { createAuth } from '../users/auth.ts';
import { buildRobotsTxt, buildSitemap } from './build-sitemap.ts';
import { runSecurityChecks } from './run-security-checks.ts';

interface SeoRoutesOptions {
  database: Database;
  config: Pick<Config, 'PUBLIC_URL'>;
  auth: ReturnType<typeof createAuth>;
}

/** /sitemap.xml, /robots.txt and GET /api/store/security-checks. */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { database, config, auth }) => {
  const startedAt = new Date();

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemap(database.db, config.PUBLIC_URL, startedAt);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(buildRobotsTxt(config.PUBLIC_URL)),
  );

  app.get(
    '/api/store/security-checks',
    {
      config: { access: access.public },
      schema: { summary: 'Run the public security self-checks', response: { 200: securityReportSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return runSecurityChecks({
        app,
        publicUrl: config.PUBLIC_URL,
        sessionCookie: async () => (await auth.$context).authCookies.sessionToken.attributes,
      });
    },
  );
};
