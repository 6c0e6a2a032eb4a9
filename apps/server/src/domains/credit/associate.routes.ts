import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  creditApprovalInputSchema,
  creditRejectionInputSchema,
  creditReviewAccess,
  creditReviewListSchema,
  creditReviewQuerySchema,
  creditReviewRequestSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { approveCreditRequest } from './approve-credit-request.ts';
import { listReviewRequests } from './list-review-requests.ts';
import { openCreditRequest } from './open-credit-request.ts';
import { rejectCreditRequest } from './reject-credit-request.ts';

// docs/product/associate-portal.md / docs/product/approvals.md: credit requests are reviewed by finance associates and admins.
const reviewers = creditReviewAccess;
const requestParams = idParams('Credit request');

/** /admin/partners/credit-requests and /associate/credit-requests: the credit review screen (docs/product/associate-portal.md). */
export const associateCreditRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/associate/credit-requests',
    {
      config: { access: reviewers },
      schema: {
        summary: 'List credit limit requests for review',
        querystring: creditReviewQuerySchema,
        response: { 200: creditReviewListSchema },
      },
    },
    async (request) => listReviewRequests(db, requirePrincipal(request), request.query),
  );

  app.post(
    '/api/associate/credit-requests/:id/open',
    {
      config: { access: reviewers },
      schema: {
        summary: 'Open a credit limit request (pending becomes under review)',
        params: requestParams,
        body: z.strictObject({}),
        response: { 200: creditReviewRequestSchema },
      },
    },
    async (request) => openCreditRequest(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/associate/credit-requests/:id/approve',
    {
      config: { access: reviewers },
      schema: {
        summary: 'Approve a credit limit request',
        params: requestParams,
        body: creditApprovalInputSchema,
        response: { 200: creditReviewRequestSchema },
      },
    },
    async (request) => approveCreditRequest(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/api/associate/credit-requests/:id/reject',
    {
      config: { access: reviewers },
      schema: {
        summary: 'Reject a credit limit request',
        params: requestParams,
        body: creditRejectionInputSchema,
        response: { 200: creditReviewRequestSchema },
      },
    },
    async (request) => rejectCreditRequest(db, requirePrincipal(request), request.params.id, request.body),
  );
};
