import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, securityReportSchema } from '@party/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { choosePrecompressed } from '../../http/compression.ts';
import { isNotModified } from '../../http/conditional-get.ts';
import type { createAuth } from '../auth/auth.ts';
import { buildRobotsTxt } from './build-sitemap.ts';
import { runSecurityChecks } from './run-security-checks.ts';
import { SitemapCache, type SitemapResponse } from './sitemap-cache.ts';

interface SeoRoutesOptions {
  database: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'SITEMAP_URLS_PER_FILE' | 'SITEMAP_CACHE_SECONDS'>;
  auth: ReturnType<typeof createAuth>;
}

/** /sitemap.xml (an index), the files it names under /sitemaps/, /robots.txt and GET /api/store/security-checks. */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { database, config, auth }) => {
  const sitemap = new SitemapCache(database, {
    publicUrl: config.PUBLIC_URL,
    releasedAt: new Date(),
    urlsPerFile: config.SITEMAP_URLS_PER_FILE,
    ttlMs: config.SITEMAP_CACHE_SECONDS * 1000,
  });
  // Compressed once per file by the cache, not per request by @fastify/compress (compress: false).
  const answer = (request: FastifyRequest, reply: FastifyReply, file: SitemapResponse) => {
    reply
      .header('etag', file.etag)
      .header('last-modified', file.lastModified.toUTCString())
      .header('cache-control', 'public, max-age=3600');
    if (isNotModified(request, file)) return reply.code(304).send();
    return reply.type('application/xml; charset=utf-8').send(choosePrecompressed(request, reply, file.body));
  };

  app.get('/sitemap.xml', { schema: { hide: true }, compress: false }, async (request, reply) =>
    answer(request, reply, await sitemap.index()),
  );

  app.get<{ Params: { name: string } }>(
    '/sitemaps/:name',
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      const file = await sitemap.file(request.params.name);
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap file');
      return answer(request, reply, file);
    },
  );

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
