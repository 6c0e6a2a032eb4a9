import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, siteInfoSchema } from '@party/shared';
import type { SettingsCache } from './settings-cache.ts';

/** GET /api/store/site: the site-wide banner and whether the maintenance page shows. */
export const siteRoutes: FastifyPluginAsyncZod<{ settings: SettingsCache }> = async (app, { settings }) => {
  app.get(
    '/api/store/site',
    {
      config: { access: access.public },
      schema: { summary: 'Get the public site settings', response: { 200: siteInfoSchema } },
    },
    async () => {
      const current = await settings.get();
      return { systemMessage: current.systemMessage, maintenance: current.maintenanceMode };
    },
  );
};
