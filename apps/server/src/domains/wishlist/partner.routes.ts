import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { access, addToWishlistSchema, wishlistSchema } from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { addToWishlist } from './add-to-wishlist.ts';
import { getWishlist } from './get-wishlist.ts';
import { removeFromWishlist } from './remove-from-wishlist.ts';

const rowParams = idParams('Wishlist item');
const productParams = z.object({ productId: z.string().uuid('Product id must be a UUID') });
const partnerOnly = access.roles('partner');

/** The partner's wishlist (docs/product/partner-portal.md). */
export const partnerWishlistRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/partner/wishlist',
    {
      config: { access: partnerOnly },
      schema: { summary: 'Get my wishlist', response: { 200: wishlistSchema } },
    },
    async (request) => getWishlist(db, requirePrincipal(request)),
  );

  app.post(
    '/api/partner/wishlist',
    {
      config: { access: partnerOnly },
      schema: {
        summary: 'Add a product to my wishlist',
        body: addToWishlistSchema,
        response: { 201: wishlistSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addToWishlist(db, requirePrincipal(request), request.body);
    },
  );

  app.delete(
    '/api/partner/wishlist/:id',
    {
      config: { access: partnerOnly },
      schema: { summary: 'Remove a wishlist entry', params: rowParams, response: { 200: wishlistSchema } },
    },
    async (request) => removeFromWishlist(db, requirePrincipal(request), { id: request.params.id }),
  );

  app.delete(
    '/api/partner/wishlist/products/:productId',
    {
      config: { access: partnerOnly },
      schema: {
        summary: 'Remove a product from my wishlist',
        params: productParams,
        response: { 200: wishlistSchema },
      },
    },
    async (request) =>
      removeFromWishlist(db, requirePrincipal(request), { productId: request.params.productId }),
  );
};
