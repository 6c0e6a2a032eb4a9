import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  campaignAnalyticsSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignSchema,
  rejectCampaignSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { createCampaign } from './create-campaign.ts';
import { deleteCampaign } from './delete-campaign.ts';
import { getCampaignAnalytics } from './get-campaign-analytics.ts';
import { getCampaign, listCampaigns } from './list-campaigns.ts';
import { approveCampaign, rejectCampaign } from './review-campaign.ts';
import { submitCampaign } from './submit-campaign.ts';
import { updateCampaign } from './update-campaign.ts';

const campaignParams = idParams('Campaign');
const emptyBody = z.strictObject({});
// Associates work on campaigns; finance associates and admins approve them, so they read them too.
const workers = access.associate();
const readers = access.associateOrAdmin();
const approvers = access.associateOrAdmin('finance');

/** List, create, read and edit campaigns. */
const campaignEdits: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/campaigns',
    {
      config: { access: readers },
      schema: {
        summary: 'List campaigns by tab, with each tab’s count',
        querystring: campaignListQuerySchema,
        response: { 200: campaignListSchema },
      },
    },
    async (request) => listCampaigns(db, requirePrincipal(request), request.query),
  );

  app.post(
    '/api/associate/campaigns',
    {
      config: { access: workers },
      schema: { summary: 'Create a campaign', body: campaignInputSchema, response: { 201: campaignSchema } },
    },
    async (request, reply) => {
      const campaign = await createCampaign(db, requirePrincipal(request), request.body);
      reply.code(201);
      return campaign;
    },
  );

  app.get(
    '/api/associate/campaigns/:id',
    {
      config: { access: readers },
      schema: { summary: 'View a campaign', params: campaignParams, response: { 200: campaignSchema } },
    },
    async (request) => getCampaign(db, requirePrincipal(request), request.params.id),
  );

  app.put(
    '/api/associate/campaigns/:id',
    {
      config: { access: workers },
      schema: {
        summary: 'Edit a draft campaign',
        params: campaignParams,
        body: campaignInputSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) => updateCampaign(db, requirePrincipal(request), request.params.id, request.body),
  );
};

/** Submit, approve, reject and delete a campaign, and its analytics. */
const campaignLifecycle: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/associate/campaigns/:id/submit',
    {
      config: { access: workers },
      schema: {
        summary: 'Submit a draft campaign for approval',
        params: campaignParams,
        body: emptyBody,
        response: { 200: campaignSchema },
      },
    },
    async (request) => submitCampaign(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/associate/campaigns/:id/approve',
    {
      config: { access: approvers },
      schema: {
        summary: 'Approve a campaign',
        params: campaignParams,
        body: emptyBody,
        response: { 200: campaignSchema },
      },
    },
    async (request) => approveCampaign(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/associate/campaigns/:id/reject',
    {
      config: { access: approvers },
      schema: {
        summary: 'Reject a campaign',
        params: campaignParams,
        body: rejectCampaignSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) => rejectCampaign(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/associate/campaigns/:id',
    {
      config: { access: workers },
      schema: { summary: 'Delete a draft campaign (soft delete)', params: campaignParams },
    },
    async (request, reply) => {
      await deleteCampaign(db, requirePrincipal(request), request.params.id);
      reply.code(204);
    },
  );

  app.get(
    '/api/associate/campaigns/:id/analytics',
    {
      config: { access: readers },
      schema: {
        summary: "A campaign's uses, revenue and discount per day",
        params: campaignParams,
        response: { 200: campaignAnalyticsSchema },
      },
    },
    async (request) => getCampaignAnalytics(db, requirePrincipal(request), request.params.id),
  );
};

/** The staff Campaign Management screen (docs/product/associate-portal.md; the campaign lifecycle: docs/product/approvals.md). */
export const associateCampaignRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  await campaignEdits(app, { database });
  await campaignLifecycle(app, { database });
};
