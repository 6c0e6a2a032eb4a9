import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  chatMessageListSchema,
  chatMessageSchema,
  deskTicketListSchema,
  sendMessageSchema,
  ticketStatusValues,
} from '@party/shared';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { listConversationMessages } from './list-conversation-messages.ts';
import { listDeskTickets } from './list-desk-tickets.ts';
import { replyAsStaff } from './reply-as-staff.ts';

const conversationParams = z.object({ id: z.string().uuid('Conversation id must be a UUID') });
const deskQuery = z.object({ status: z.enum(ticketStatusValues).optional() });
// Every associate answers the desk; the demo admin is a finance associate too.
const desk = access.associate();

/** The support desk's side of tickets and chats (PRODUCT.md: live to the desk, and back). */
export const associateSupportRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/associate/support/tickets',
    {
      config: { access: desk },
      schema: {
        summary: 'List the support desk tickets',
        querystring: deskQuery,
        response: { 200: deskTicketListSchema },
      },
    },
    async (request) => listDeskTickets(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/associate/support/conversations/:id/messages',
    {
      config: { access: desk },
      schema: {
        summary: "List a ticket conversation's messages",
        params: conversationParams,
        response: { 200: chatMessageListSchema },
      },
    },
    async (request) => listConversationMessages(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/associate/support/conversations/:id/messages',
    {
      config: { access: desk },
      schema: {
        summary: 'Reply to a ticket as staff',
        params: conversationParams,
        body: sendMessageSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) => {
      const message = await replyAsStaff(db, requirePrincipal(request), request.params.id, request.body);
      reply.code(201);
      return message;
    },
  );
};
