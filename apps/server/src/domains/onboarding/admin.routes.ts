import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import {
  access,
  adminOnboardingListSchema,
  adminOnboardingQuerySchema,
  onboardingApplicationResponseSchema,
  onboardingRejectInputSchema,
  onboardingReviewInputSchema,
} from '@party/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { listOnboardingApplications, reviewOnboardingApplication } from './review-onboarding-application.ts';

/** /admin/onboarding: the review queue of vendor and associate applications, and their decisions. */
export const adminOnboardingRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (
  plain,
  opts,
) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { db, publicUrl } = opts;

  app.get(
    '/api/admin/onboarding',
    {
      config: { access: access.admin },
      schema: {
        summary: 'List onboarding applications',
        querystring: adminOnboardingQuerySchema,
        response: { 200: adminOnboardingListSchema },
      },
    },
    async (request) => ({
      applications: await listOnboardingApplications(db, requirePrincipal(request), request.query.status),
    }),
  );

  for (const [action, status, body] of [
    ['approve', 'approved', onboardingReviewInputSchema.optional()],
    ['reject', 'rejected', onboardingRejectInputSchema],
  ] as const) {
    app.post(
      `/api/admin/onboarding/:id/${action}`,
      {
        config: { access: access.accountAdmin },
        schema: {
          summary: `${action === 'approve' ? 'Approve' : 'Reject'} an onboarding application`,
          params: z.object({ id: z.uuid() }),
          body,
          response: { 200: onboardingApplicationResponseSchema },
        },
      },
      async (request) => ({
        application: await reviewOnboardingApplication(
          db,
          requirePrincipal(request),
          request.params.id,
          { status, notes: request.body?.notes },
          publicUrl,
        ),
      }),
    );
  }
};
