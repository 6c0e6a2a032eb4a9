import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  partnerPricesQuerySchema,
  partnerPricesSchema,
  productDetailSchema,
  productIdParamsSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { listPartnerPrices } from '../pricing/list-partner-prices.ts';
import { getProductById } from './get-product.ts';

/** The partner shop's product detail by id (docs/product/partner-portal.md: /partner/shop/{id}). */
export const partnerCatalogRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/partner/products/:id',
    {
      config: { access: access.roles('partner') },
      schema: {
        summary: 'Get a product with partner pricing',
        params: productIdParamsSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => getProductById(database.db, request.params.id, requirePrincipal(request).companyId),
  );

  app.get(
    '/api/partner/product-prices',
    {
      config: { access: access.roles('partner') },
      schema: {
        summary: "My company's prices of a shop page's products",
        querystring: partnerPricesQuerySchema,
        response: { 200: partnerPricesSchema },
      },
    },
    async (request) => listPartnerPrices(database.db, requirePrincipal(request).companyId, request.query.ids),
  );
};
