import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  addLinesToCartResponseSchema,
  addLinesToCartSchema,
  addToCartResponseSchema,
  addToCartSchema,
  cartSchema,
  rolesThatMay,
  updateCartLineSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { addLinesToCart } from './add-lines-to-cart.ts';
import { addToCart } from './add-to-cart.ts';
import { getCart } from './get-cart.ts';
import { removeCartLine } from './remove-cart-line.ts';
import { updateCartLine } from './update-cart-line.ts';

const lineParams = idParams('Cart item');
const partnerOnly = access.roles('partner');
// A viewer does not shop (docs/product/company-accounts.md, Roles): the cart's writes are for the shopping roles.
const shoppers = access.company(...rolesThatMay('shop'));

/** The partner's cart (docs/product/partner-portal.md checkout). */
export const partnerCartRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/partner/cart',
    { config: { access: partnerOnly }, schema: { summary: 'Get my cart', response: { 200: cartSchema } } },
    async (request) => getCart(db, requirePrincipal(request)),
  );

  app.post(
    '/api/partner/cart/items',
    {
      config: { access: shoppers },
      schema: {
        summary: 'Add a product to my cart',
        body: addToCartSchema,
        response: { 201: addToCartResponseSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addToCart(db, requirePrincipal(request), request.body);
    },
  );

  app.post(
    '/api/partner/cart/items/bulk',
    {
      config: { access: shoppers },
      schema: {
        summary: 'Add many lines to my cart at once, all or none',
        body: addLinesToCartSchema,
        response: { 201: addLinesToCartResponseSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addLinesToCart(db, requirePrincipal(request), request.body);
    },
  );

  app.patch(
    '/api/partner/cart/items/:id',
    {
      config: { access: shoppers },
      schema: {
        summary: 'Change the quantity of a cart line',
        params: lineParams,
        body: updateCartLineSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => updateCartLine(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/partner/cart/items/:id',
    {
      config: { access: shoppers },
      schema: { summary: 'Remove a cart line', params: lineParams, response: { 200: cartSchema } },
    },
    async (request) => removeCartLine(db, requirePrincipal(request), request.params.id),
  );
};
