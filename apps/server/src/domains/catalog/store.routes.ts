import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  categoryListSchema,
  featuredProductsSchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productSlugParamsSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { getProduct } from './get-product.ts';
import { listCategories } from './list-categories.ts';
import { listFeaturedProducts } from './list-featured-products.ts';
import { listProducts } from './list-products.ts';

/** The public catalogue (docs/product/storefront-and-sign-in.md): anyone may browse without signing in. */
export const storeCatalogRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  // Reads that tolerate a moment's lag: the replicas when there are any (ADR 0018).
  const db = database.read;
  const publicRoute = { access: access.public };

  app.get(
    '/api/store/products',
    {
      config: publicRoute,
      schema: {
        summary: 'Search and list products',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) => listProducts(db, request.query),
  );

  app.get(
    '/api/store/products/featured',
    {
      config: publicRoute,
      schema: { summary: 'List the featured products', response: { 200: featuredProductsSchema } },
    },
    async () => listFeaturedProducts(db),
  );

  app.get(
    '/api/store/products/:slug',
    {
      config: publicRoute,
      schema: {
        summary: 'Get a product by its slug',
        params: productSlugParamsSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => getProduct(db, request.params.slug),
  );

  app.get(
    '/api/store/categories',
    {
      config: publicRoute,
      schema: { summary: 'List the product categories', response: { 200: categoryListSchema } },
    },
    async () => listCategories(db),
  );
};
