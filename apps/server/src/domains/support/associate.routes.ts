import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  chatMessageListSchema,
  chatMessageSchema,
  createDeskTicketSchema,
  deskChatListSchema,
  deskChatQuerySchema,
  deskTicketListSchema,
  deskTicketQuerySchema,
  deskTicketSchema,
  markReadResponseSchema,
  sendMessageSchema,
  updateDeskTicketSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { assignTicket } from './assign-ticket.ts';
import { createDeskTicket } from './create-desk-ticket.ts';
import { listConversationMessages } from './list-conversation-messages.ts';
import { listDeskChats } from './list-desk-chats.ts';
import { listDeskTickets } from './list-desk-tickets.ts';
import { markDeskChatRead } from './mark-desk-chat-read.ts';
import { replyAsStaff } from './reply-as-staff.ts';
import { updateDeskTicket } from './update-desk-ticket.ts';

const conversationParams = idParams('Conversation');
const ticketParams = idParams('Ticket');
const chatParams = idParams('Chat');
const emptyBody = z.strictObject({});
// Every associate answers the desk; the demo admin is a finance associate too.
const desk = access.associate();

/** The desk's tickets: list, open, assign and update. */
const deskTicketRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/support/tickets',
    {
      config: { access: desk },
      schema: {
        summary: 'List the support desk tickets',
        querystring: deskTicketQuerySchema,
        response: { 200: deskTicketListSchema },
      },
    },
    async (request) => listDeskTickets(db, requirePrincipal(request), request.query),
  );

  app.post(
    '/api/associate/support/tickets',
    {
      config: { access: desk },
      schema: {
        summary: 'Create a support ticket',
        body: createDeskTicketSchema,
        response: { 201: deskTicketSchema },
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, async () => {
        const ticket = await createDeskTicket(db, requirePrincipal(request), request.body);
        reply.code(201);
        return ticket;
      }),
  );

  app.post(
    '/api/associate/support/tickets/:id/assign',
    {
      config: { access: desk },
      schema: {
        summary: 'Assign a ticket to me',
        params: ticketParams,
        body: emptyBody,
        response: { 200: deskTicketSchema },
      },
    },
    async (request) => assignTicket(db, requirePrincipal(request), request.params.id),
  );

  app.patch(
    '/api/associate/support/tickets/:id',
    {
      config: { access: desk },
      schema: {
        summary: "Update a ticket's status and priority",
        params: ticketParams,
        body: updateDeskTicketSchema,
        response: { 200: deskTicketSchema },
      },
    },
    async (request) => updateDeskTicket(db, requirePrincipal(request), request.params.id, request.body),
  );
};

/** A conversation's messages, and the partners' chats. */
const deskConversationRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/support/conversations/:id/messages',
    {
      config: { access: desk },
      schema: {
        summary: "List a ticket conversation's or a chat's messages",
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
        summary: 'Reply to a ticket or a chat as staff',
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

  app.get(
    '/api/associate/support/chats',
    {
      config: { access: desk },
      schema: {
        summary: "List the partners' chats (conversations not tied to a ticket)",
        querystring: deskChatQuerySchema,
        response: { 200: deskChatListSchema },
      },
    },
    async (request) => listDeskChats(db, requirePrincipal(request), request.query.search),
  );

  app.post(
    '/api/associate/support/chats/:id/read',
    {
      config: { access: desk },
      schema: {
        summary: "Mark a chat's partner messages read",
        params: chatParams,
        body: emptyBody,
        response: { 200: markReadResponseSchema },
      },
    },
    async (request) => markDeskChatRead(db, requirePrincipal(request), request.params.id),
  );
};

/** The support desk (docs/product/associate-portal.md, Support desk: a partner's ticket or chat reaches it live, and back). */
export const associateSupportRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  await deskTicketRoutes(app, { database });
  await deskConversationRoutes(app, { database });
};
