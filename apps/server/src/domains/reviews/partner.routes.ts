import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  productIdParamsSchema,
  reviewInputSchema,
  reviewListSchema,
  reviewSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { addReview } from './add-review.ts';
import { listProductReviews } from './list-product-reviews.ts';

const partnerOnly = access.roles('partner');

/** Product reviews in the partner shop (docs/product/partner-portal.md). */
export const partnerReviewRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/partner/products/:id/reviews',
    {
      config: { access: partnerOnly },
      schema: {
        summary: "List a product's reviews",
        params: productIdParamsSchema,
        response: { 200: reviewListSchema },
      },
    },
    async (request) => listProductReviews(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/partner/products/:id/reviews',
    {
      config: { access: partnerOnly },
      schema: {
        summary: 'Review a product',
        params: productIdParamsSchema,
        body: reviewInputSchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addReview(db, requirePrincipal(request), request.params.id, request.body);
    },
  );
};
