import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  addVendorProductSchema,
  removedSchema,
  updateVendorProductSchema,
  updateVendorProfileSchema,
  vendorCatalogueQuerySchema,
  vendorCatalogueSchema,
  vendorProductListSchema,
  vendorProductParamsSchema,
  vendorProductSchema,
  vendorProfileSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { addVendorProduct } from './add-vendor-product.ts';
import { getVendorProfile } from './get-vendor-profile.ts';
import { listVendorCatalogue } from './list-vendor-catalogue.ts';
import { listVendorProducts } from './list-vendor-products.ts';
import { removeVendorProduct } from './remove-vendor-product.ts';
import { updateVendorProduct } from './update-vendor-product.ts';
import { updateVendorProfile } from './update-vendor-profile.ts';

const vendorsOnly = { access: access.roles('vendor') };

/** The vendor's product offers. */
const vendorProductRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/vendor/products',
    {
      config: vendorsOnly,
      schema: {
        summary: 'List my catalog products with their figures',
        response: { 200: vendorProductListSchema },
      },
    },
    async (request) => listVendorProducts(db, requirePrincipal(request)),
  );

  app.post(
    '/api/vendor/products',
    {
      config: vendorsOnly,
      schema: {
        summary: 'Add a catalogue product to my catalog',
        body: addVendorProductSchema,
        response: { 201: vendorProductSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addVendorProduct(db, requirePrincipal(request), request.body);
    },
  );

  app.put(
    '/api/vendor/products/:id',
    {
      config: vendorsOnly,
      schema: {
        summary: 'Change one of my catalog products',
        params: vendorProductParamsSchema,
        body: updateVendorProductSchema,
        response: { 200: vendorProductSchema },
      },
    },
    async (request) => updateVendorProduct(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/vendor/products/:id',
    {
      config: vendorsOnly,
      schema: {
        summary: 'Remove a product from my catalog',
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

/** The catalogue to offer from, and the vendor's profile. */
const vendorCatalogueRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/vendor/catalogue',
    {
      config: vendorsOnly,
      schema: {
        summary: 'Search the catalogue for products to offer',
        querystring: vendorCatalogueQuerySchema,
        response: { 200: vendorCatalogueSchema },
      },
    },
    async (request) => listVendorCatalogue(db, requirePrincipal(request), request.query.search),
  );

  app.get(
    '/api/vendor/profile',
    {
      config: vendorsOnly,
      schema: { summary: 'Get my company profile', response: { 200: vendorProfileSchema } },
    },
    async (request) => getVendorProfile(db, requirePrincipal(request)),
  );

  app.put(
    '/api/vendor/profile',
    {
      config: vendorsOnly,
      schema: {
        summary: 'Save my company profile',
        body: updateVendorProfileSchema,
        response: { 200: vendorProfileSchema },
      },
    },
    async (request) => updateVendorProfile(db, requirePrincipal(request), request.body),
  );
};

/** The vendor portal's Product Catalog and Settings → Profile (docs/product/vendor-portal.md). */
export const vendorRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  await vendorProductRoutes(app, { database });
  await vendorCatalogueRoutes(app, { database });
};
