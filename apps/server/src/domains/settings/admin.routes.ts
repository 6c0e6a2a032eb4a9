import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, systemSettingsSchema, systemSettingsUpdateSchema } from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { getSettings } from './get-settings.ts';
import type { SettingsCache } from './settings-cache.ts';
import { updateSettings } from './update-settings.ts';

/** /admin/settings: the six system settings (docs/product/admin-area.md), read and saved. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  settings: SettingsCache;
}> = async (app, { database, settings }) => {
  app.get(
    '/api/admin/settings',
    {
      config: { access: access.admin },
      schema: { summary: 'Get the system settings', response: { 200: systemSettingsSchema } },
    },
    async () => getSettings(database.db),
  );

  app.put(
    '/api/admin/settings',
    {
      // Maintenance locks everyone out and auto-approval grants roles: not for moderators (docs/product/access.md).
      config: { access: access.accountAdmin },
      schema: {
        summary: 'Change the system settings',
        body: systemSettingsUpdateSchema,
        response: { 200: systemSettingsSchema },
      },
    },
    async (request) => {
      const saved = await updateSettings(database.db, requirePrincipal(request), request.body);
      // Other instances hear about it through NOTIFY; this one need not wait for it.
      settings.invalidate();
      return saved;
    },
  );
};
