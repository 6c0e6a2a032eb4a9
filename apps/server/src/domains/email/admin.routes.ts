import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, mailboxListSchema, mailboxMessageSchema, mailboxQuerySchema } from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { getMailboxMessage, listMailboxMessages } from './read-mailbox.ts';

const emailParams = idParams('Email');

/** The dev mailbox: what the outbox holds, readable by admins (all the mail there is without SMTP). */
export const adminMailboxRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  app.get(
    '/api/admin/mailbox',
    {
      config: { access: access.admin },
      schema: {
        summary: 'List sent emails',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxListSchema },
      },
    },
    async (request) => ({ items: await listMailboxMessages(database.db, request.query) }),
  );

  app.get(
    '/api/admin/mailbox/:id',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Read one sent email',
        params: emailParams,
        response: { 200: mailboxMessageSchema },
      },
    },
    async (request) => getMailboxMessage(database.db, request.params.id, config.PUBLIC_URL),
  );
};
