import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  convertLeadResponseSchema,
  leadListQuerySchema,
  leadListSchema,
  leadOwnerListSchema,
  leadSchema,
  updateLeadSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { convertLead } from './convert-lead.ts';
import { listLeadOwners } from './list-lead-owners.ts';
import { listLeads } from './list-leads.ts';
import { updateLead } from './update-lead.ts';

const leadParams = idParams('Lead');
const staff = access.associate();

/** The associate Leads screen (docs/product/associate-portal.md: quote requests and sign-ups not yet converted). */
export const associateLeadRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/associate/leads',
    {
      config: { access: staff },
      schema: { summary: 'List leads', querystring: leadListQuerySchema, response: { 200: leadListSchema } },
    },
    async (request) => listLeads(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/associate/leads/owners',
    {
      config: { access: staff },
      schema: {
        summary: 'List the associates a lead can be given to',
        response: { 200: leadOwnerListSchema },
      },
    },
    async (request) => listLeadOwners(db, requirePrincipal(request)),
  );

  app.patch(
    '/api/associate/leads/:id',
    {
      config: { access: staff },
      schema: {
        summary: "Change a lead's stage, owner or notes",
        params: leadParams,
        body: updateLeadSchema,
        response: { 200: leadSchema },
      },
    },
    async (request) => updateLead(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/api/associate/leads/:id/convert',
    {
      config: { access: staff },
      schema: {
        summary: 'Convert a lead to a partner account',
        params: leadParams,
        body: z.strictObject({}),
        response: { 200: convertLeadResponseSchema },
      },
    },
    async (request) => convertLead(db, requirePrincipal(request), request.params.id),
  );
};
