import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  emailPreferencesSchema,
  profileSchema,
  updateEmailPreferencesSchema,
  updateProfileSchema,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { getEmailPreferences } from './get-email-preferences.ts';
import { getMyProfile } from './get-my-profile.ts';
import { updateEmailPreferences } from './update-email-preferences.ts';
import { updateMyProfile } from './update-my-profile.ts';

/**
 * The caller's own profile and email switches (partner account and profile screens; any signed-in
 * user has one). Password, sessions and two-factor are better-auth's, under /api/auth.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/me/profile',
    {
      config: { access: access.signedIn },
      schema: { summary: 'Get my profile', response: { 200: profileSchema } },
    },
    async (request) => getMyProfile(db, requirePrincipal(request)),
  );

  app.patch(
    '/api/me/profile',
    {
      config: { access: access.signedIn },
      schema: { summary: 'Update my profile', body: updateProfileSchema, response: { 200: profileSchema } },
    },
    async (request) => updateMyProfile(db, requirePrincipal(request), request.body),
  );

  app.get(
    '/api/me/email-preferences',
    {
      config: { access: access.signedIn },
      schema: { summary: 'Get my email preferences', response: { 200: emailPreferencesSchema } },
    },
    async (request) => getEmailPreferences(db, requirePrincipal(request)),
  );

  app.put(
    '/api/me/email-preferences',
    {
      config: { access: access.signedIn },
      schema: {
        summary: 'Change my email preferences',
        body: updateEmailPreferencesSchema,
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request) => updateEmailPreferences(db, requirePrincipal(request), request.body),
  );
};
