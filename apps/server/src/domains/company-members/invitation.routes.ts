import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  acceptedInvitationSchema,
  access,
  invitationTokenParams,
  publicInvitationSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { getInvitation } from './get-invitation.ts';

/** Per client address: a person opens their link a few times; guessing tokens needs millions. */
export const INVITATION_LOOKUP_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };

/** The accept page's reads and its Accept Invitation (docs/decisions/0019-company-accounts.md §7). */
export const invitationRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.get(
    '/api/invitations/:token',
    {
      config: { access: access.public },
      schema: {
        summary: 'An invitation as its accept page shows it',
        params: invitationTokenParams,
        response: { 200: publicInvitationSchema },
      },
    },
    async (request) => {
      await consumeRateLimit(db, `invitation-lookup:${request.ip}`, INVITATION_LOOKUP_LIMIT);
      return getInvitation(db, request.params.token);
    },
  );
  app.post(
    '/api/invitations/:token/accept',
    {
      config: { access: access.signedIn },
      schema: {
        summary: 'Accept an invitation as the signed-in user',
        params: invitationTokenParams,
        response: { 200: acceptedInvitationSchema },
      },
    },
    async (request) => acceptInvitation(db, requirePrincipal(request), request.params.token),
  );
};
