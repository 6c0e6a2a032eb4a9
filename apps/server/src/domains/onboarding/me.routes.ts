import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import {
  access,
  myOnboardingResponseSchema,
  onboardingApplicationInputSchema,
  onboardingApplicationResponseSchema,
} from '@party/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { applyForOnboarding } from './apply-for-onboarding.ts';
import { getMyApplication, getMyLatestApplication } from './get-my-onboarding.ts';

/** The caller's own onboarding applications: the latest, one by id, and applying for a role. */
export const myOnboardingRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (
  plain,
  { db, publicUrl },
) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/me/onboarding',
    {
      config: { access: access.signedIn },
      schema: {
        summary: 'Get my latest onboarding application',
        response: { 200: myOnboardingResponseSchema },
      },
    },
    async (request) => ({ application: await getMyLatestApplication(db, requirePrincipal(request)) }),
  );

  app.get(
    '/api/me/onboarding/:id',
    {
      config: { access: access.signedIn },
      schema: {
        summary: 'Get one of my onboarding applications',
        params: z.object({ id: z.uuid() }),
        response: { 200: onboardingApplicationResponseSchema },
      },
    },
    async (request) => ({
      application: await getMyApplication(db, requirePrincipal(request), request.params.id),
    }),
  );

  app.post(
    '/api/me/onboarding',
    {
      config: { access: access.signedIn },
      schema: {
        summary: 'Apply for a partner or vendor role',
        body: onboardingApplicationInputSchema,
        response: { 201: onboardingApplicationResponseSchema },
      },
    },
    async (request, reply) => {
      const application = await applyForOnboarding(db, requirePrincipal(request), request.body, publicUrl);
      return reply.code(201).send({ application });
    },
  );
};
