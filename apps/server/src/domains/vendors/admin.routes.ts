import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  adminAddVendorProductSchema,
  adminVendorCatalogueQuerySchema,
  adminVendorProductListSchema,
  adminVendorProductQuerySchema,
  removedSchema,
  updateVendorProductSchema,
  vendorCatalogueSchema,
  vendorProductParamsSchema,
  vendorProductSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { addVendorProduct } from './add-vendor-product.ts';
import { listAllVendorProducts } from './list-all-vendor-products.ts';
import { listVendorCatalogue } from './list-vendor-catalogue.ts';
import { removeVendorProduct } from './remove-vendor-product.ts';
import { updateVendorProduct } from './update-vendor-product.ts';

const adminsOnly = { access: access.admin };

/**
 * /admin/vendors/products (docs/product/admin-area.md): every vendor's catalog offers with Add, Edit and Remove.
 * The writes are the vendor's own use cases, called with the admin as the principal: the same
 * rules, the same audit rows and the same live event the vendor's screens refresh on.
 */
export const adminVendorProductRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/admin/vendor-products',
    {
      config: adminsOnly,
      schema: {
        summary: "List every vendor's catalog products",
        querystring: adminVendorProductQuerySchema,
        response: { 200: adminVendorProductListSchema },
      },
    },
    async (request) => listAllVendorProducts(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/admin/vendor-products/catalogue',
    {
      config: adminsOnly,
      schema: {
        summary: 'Search the catalogue for products a vendor may offer',
        querystring: adminVendorCatalogueQuerySchema,
        response: { 200: vendorCatalogueSchema },
      },
    },
    async (request) =>
      listVendorCatalogue(db, requirePrincipal(request), request.query.search, request.query.vendorId),
  );

  app.post(
    '/api/admin/vendor-products',
    {
      config: adminsOnly,
      schema: {
        summary: "Add a catalogue product to a vendor's catalog",
        body: adminAddVendorProductSchema,
        response: { 201: vendorProductSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addVendorProduct(db, requirePrincipal(request), request.body);
    },
  );

  app.put(
    '/api/admin/vendor-products/:id',
    {
      config: adminsOnly,
      schema: {
        summary: "Change a vendor's catalog product",
        params: vendorProductParamsSchema,
        body: updateVendorProductSchema,
        response: { 200: vendorProductSchema },
      },
    },
    async (request) => updateVendorProduct(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/vendor-products/:id',
    {
      config: adminsOnly,
      schema: {
        summary: "Remove a product from a vendor's catalog",
        params: vendorProductParamsSchema,
        response: { 200: removedSchema },
      },
    },
    async (request) => {
      await removeVendorProduct(db, requirePrincipal(request), request.params.id);
      return { id: request.params.id };
    },
  );
};
