import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  chatMessageListSchema,
  chatMessageSchema,
  conversationListSchema,
  conversationSearchSchema,
  createTicketSchema,
  markReadResponseSchema,
  sendMessageSchema,
  ticketListSchema,
  ticketSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { createTicket } from './create-ticket.ts';
import { listConversationMessages } from './list-conversation-messages.ts';
import { listConversations } from './list-conversations.ts';
import { listTickets } from './list-tickets.ts';
import { markConversationRead } from './mark-conversation-read.ts';
import { sendMessage } from './send-message.ts';

const conversationParams = idParams('Conversation');
const partnerOnly = access.roles('partner');

/** The partner's conversations and their messages. */
const partnerConversationRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/partner/support/conversations',
    {
      config: { access: partnerOnly },
      schema: {
        summary: 'List my support conversations',
        querystring: conversationSearchSchema,
        response: { 200: conversationListSchema },
      },
    },
    async (request) => listConversations(db, requirePrincipal(request), request.query.search),
  );

  app.get(
    '/api/partner/support/conversations/:id/messages',
    {
      config: { access: partnerOnly },
      schema: {
        summary: 'List the messages of a conversation',
        params: conversationParams,
        response: { 200: chatMessageListSchema },
      },
    },
    async (request) => listConversationMessages(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/partner/support/conversations/:id/read',
    {
      config: { access: partnerOnly },
      schema: {
        summary: 'Mark a conversation read',
        params: conversationParams,
        response: { 200: markReadResponseSchema },
      },
    },
    async (request) => markConversationRead(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/partner/support/conversations/:id/messages',
    {
      config: { access: partnerOnly },
      schema: {
        summary: 'Send a message in a conversation',
        params: conversationParams,
        body: sendMessageSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(db, requirePrincipal(request), request.params.id, request.body);
      reply.code(201);
      return message;
    },
  );
};

/** The partner's tickets. */
const partnerTicketRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/partner/support/tickets',
    {
      config: { access: partnerOnly },
      schema: { summary: 'List my support tickets', response: { 200: ticketListSchema } },
    },
    async (request) => listTickets(db, requirePrincipal(request)),
  );

  app.post(
    '/api/partner/support/tickets',
    {
      config: { access: partnerOnly },
      schema: { summary: 'Open a support ticket', body: createTicketSchema, response: { 201: ticketSchema } },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async () => {
        const ticket = await createTicket(db, requirePrincipal(request), request.body);
        reply.code(201);
        return ticket;
      }),
  );
};

/** Messages & Support (docs/product/partner-portal.md): the partner's chats and tickets. */
export const partnerSupportRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  await partnerConversationRoutes(app, { database });
  await partnerTicketRoutes(app, { database });
};
