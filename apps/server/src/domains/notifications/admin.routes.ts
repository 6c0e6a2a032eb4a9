import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  adminNotificationInputSchema,
  adminNotificationSentSchema,
  notificationRecipientListSchema,
  notificationRecipientQuerySchema,
  sentNotificationListSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { listSentNotifications } from './list-sent-notifications.ts';
import { searchNotificationRecipients } from './search-notification-recipients.ts';
import { sendAdminNotification } from './send-admin-notification.ts';

/** /admin/notifications: send to a user or a role, and the history of what was sent. */
export const adminNotificationRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.post(
    '/api/admin/notifications',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Send a notification to a user or a role',
        body: adminNotificationInputSchema,
        response: { 201: adminNotificationSentSchema },
      },
    },
    async (request, reply) => {
      const sent = await sendAdminNotification(db, requirePrincipal(request), request.body);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/api/admin/notifications',
    {
      config: { access: access.admin },
      schema: { summary: 'List notifications sent by admins', response: { 200: sentNotificationListSchema } },
    },
    async () => ({ items: await listSentNotifications(db) }),
  );

  app.get(
    '/api/admin/notifications/recipients',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Find a user to notify, by name or email',
        querystring: notificationRecipientQuerySchema,
        response: { 200: notificationRecipientListSchema },
      },
    },
    async (request) => ({ items: await searchNotificationRecipients(db, request.query.search) }),
  );
};
