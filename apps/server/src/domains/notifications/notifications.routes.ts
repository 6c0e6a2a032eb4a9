import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, notificationListSchema } from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { listNotifications } from './list-notifications.ts';
import { markAllNotificationsRead } from './mark-all-notifications-read.ts';
import { markNotificationRead } from './mark-notification-read.ts';

const notificationParams = idParams('Notification');

/** The header bell of every signed-in area (docs/product/partner-portal.md). */
export const notificationRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/notifications',
    {
      config: { access: access.signedIn },
      schema: { summary: 'List my notifications', response: { 200: notificationListSchema } },
    },
    async (request) => listNotifications(db, requirePrincipal(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: access.signedIn },
      schema: { summary: 'Mark a notification read', params: notificationParams },
    },
    async (request, reply) => {
      await markNotificationRead(db, requirePrincipal(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: access.signedIn },
      schema: {
        summary: 'Mark all my notifications read',
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (request) => markAllNotificationsRead(db, requirePrincipal(request)),
  );
};
