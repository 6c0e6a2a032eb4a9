import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  invitationSignUpInputSchema,
  invitationSignUpResponseSchema,
  invitationTokenParams,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { invitedEmail, joinedThrough } from '../company-members/join-by-sign-up.ts';
import type { Auth } from './auth.ts';

const invitationSignUp = new AsyncLocalStorage<{ token: string }>();

/** The invitation a sign-up in progress came through, for sign-up's database hooks (auth.ts). */
export const signUpInvitation = (): { token: string } | null => invitationSignUp.getStore() ?? null;

/** As better-auth's own sign-up limit (auth.ts): ten an address in ten minutes. */
const SIGN_UP_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };

/**
 * Create Account & Join (docs/decisions/0019-company-accounts.md §5, the fallback route): better-auth
 * keeps no field of its own for the token, so the server calls its sign-up itself with the invited
 * email and the token in this request's context; the hooks then join the company instead of opening
 * one and count the email verified (the link proved the mailbox). The new account signs in next.
 */
export const invitationSignUpRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
  app,
  { auth, database },
) => {
  const { db } = database;
  app.post(
    '/api/invitations/:token/sign-up',
    {
      config: { access: access.public },
      schema: {
        summary: 'Create an account through an invitation and join its company',
        params: invitationTokenParams,
        body: invitationSignUpInputSchema,
        response: { 201: invitationSignUpResponseSchema },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(db, `invitation-sign-up:${request.ip}`, SIGN_UP_LIMIT);
      const { token } = request.params;
      const email = await invitedEmail(db, token);
      const { user } = await invitationSignUp.run({ token }, () =>
        auth.api.signUpEmail({ body: { name: request.body.name, email, password: request.body.password } }),
      );
      // better-auth answers an existing email as if it had signed up, and makes nothing.
      const joined = await joinedThrough(db, token, user.id);
      if (!joined)
        throw new AppError(
          'CONFLICT',
          'An account with this email already exists. Sign in to accept the invitation.',
        );
      reply.code(201);
      return { ...joined, email };
    },
  );
};
