import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  bulkDeleteProductsSchema,
  bulkFeatureProductsSchema,
  bulkResultSchema,
  inventoryHistorySchema,
  priceHistorySchema,
  productExportQuerySchema,
  productImportFieldsSchema,
  productImportQuerySchema,
  productImportResultSchema,
  productInputSchema,
  productManagementRoles,
  productStatsSchema,
  quantityRulesSchema,
  quantityRulesViewSchema,
  staffProductListQuerySchema,
  staffProductListSchema,
  staffProductParamsSchema,
  staffProductSchema,
  stockAdjustmentResultSchema,
  stockAdjustmentSchema,
} from '@party/shared';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { receiveTextFileToDisk, type TextFileRules } from '../../http/multipart-upload.ts';
import { progressOf } from '../../http/work-progress.ts';
import { badRequest } from '../../lib/app-error.ts';
import { withTempFile } from '../../lib/temp-file.ts';
import { adjustStock } from '../inventory/adjust-stock.ts';
import { listInventoryHistory } from '../inventory/list-inventory-history.ts';
import { createProduct } from './create-product.ts';
import { deleteProducts } from './delete-products.ts';
import { exportProducts } from './export-products.ts';
import { featureProducts } from './feature-products.ts';
import { getProductStats } from './get-product-stats.ts';
import { getQuantityRules } from './get-quantity-rules.ts';
import { importProducts } from './import-products.ts';
import { listPriceHistory } from './list-price-history.ts';
import { listStaffProducts } from './list-staff-products.ts';
import { setQuantityRules } from './set-quantity-rules.ts';
import { updateProduct } from './update-product.ts';

// Every associate reads products; only the product-management ability changes them (docs/product/associate-portal.md).
const staff = { access: access.associate() };
const managers = { access: access.associate(...productManagementRoles) };

interface CatalogRouteOptions {
  database: Database;
  config: Pick<Config, 'DATA_DIR'>;
}

/** The product list, its statistics and the CSV export: every associate. */
const productReads: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/products',
    {
      config: staff,
      schema: {
        summary: 'List products for staff, searched and paged',
        querystring: staffProductListQuerySchema,
        response: { 200: staffProductListSchema },
      },
    },
    async (request) => listStaffProducts(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/associate/products/stats',
    {
      config: staff,
      schema: { summary: 'Get the product statistics', response: { 200: productStatsSchema } },
    },
    async (request) => getProductStats(db, requirePrincipal(request)),
  );

  app.get(
    '/api/associate/products/export',
    {
      config: staff,
      schema: { summary: 'Export the matching products as CSV', querystring: productExportQuerySchema },
    },
    async (request, reply) => {
      // An export tolerates a moment's lag: a replica when there is one (ADR 0018).
      const file = await exportProducts(database.read, requirePrincipal(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};

/** The import's file, streamed to `path`: the one file, and no other field (the form's contract has none). */
async function receiveImportFile(request: FastifyRequest, path: string, rules: TextFileRules) {
  const { fields, file } = await receiveTextFileToDisk(request, path, rules);
  const names = Object.keys(fields);
  if (names.length > 0)
    throw badRequest(`Unknown field: ${names.join(', ')}. Send only the CSV file.`, {
      [names[0]!]: 'Unknown field',
    });
  if (!file) throw badRequest('Choose a CSV file to import', { file: 'Choose a CSV file to import' });
  return path;
}

/**
 * CSV import: the file as multipart/form-data, streamed to a temporary file under DATA_DIR that is
 * removed when the import ends, however it ends (docs/product/stock-and-uploads.md).
 */
const productImport: FastifyPluginAsyncZod<CatalogRouteOptions> = async (app, { database, config }) => {
  // Multipart only inside this plugin (the CSV upload); every other route keeps refusing it (415).
  await app.register(fastifyMultipart);
  app.post(
    '/api/associate/products/import',
    {
      config: { ...managers, multipart: productImportFieldsSchema },
      schema: {
        summary: 'Import products from a CSV file (multipart/form-data: file), all or nothing',
        consumes: ['multipart/form-data'],
        querystring: productImportQuerySchema,
        response: { 200: productImportResultSchema },
      },
    },
    async (request) =>
      withTempFile(config.DATA_DIR, '.csv', (path) =>
        importProducts(
          database.db,
          requirePrincipal(request),
          (rules) => receiveImportFile(request, path, rules),
          progressOf(database, request),
        ),
      ),
  );
};

/** Add, edit and delete one product: product managers. */
const productEdits: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/associate/products',
    {
      config: managers,
      schema: {
        summary: 'Add a product',
        body: productInputSchema,
        response: { 201: staffProductSchema },
      },
    },
    async (request, reply) => {
      const product = await createProduct(db, requirePrincipal(request), request.body);
      reply.code(201);
      return product;
    },
  );

  app.patch(
    '/api/associate/products/:id',
    {
      config: managers,
      schema: {
        summary: 'Edit a product',
        params: staffProductParamsSchema,
        body: productInputSchema,
        response: { 200: staffProductSchema },
      },
    },
    async (request) => updateProduct(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/associate/products/:id',
    {
      config: managers,
      schema: {
        summary: 'Delete a product',
        params: staffProductParamsSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => deleteProducts(db, requirePrincipal(request), [request.params.id], { single: true }),
  );
};

/** Delete or feature the selected products: product managers. */
const bulkProductEdits: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/associate/products/bulk-delete',
    {
      config: managers,
      schema: {
        summary: 'Delete the selected products',
        body: bulkDeleteProductsSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => deleteProducts(db, requirePrincipal(request), request.body.ids),
  );

  app.post(
    '/api/associate/products/bulk-featured',
    {
      config: managers,
      schema: {
        summary: 'Feature or unfeature the selected products',
        body: bulkFeatureProductsSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => featureProducts(db, requirePrincipal(request), request.body),
  );
};

/** A product's stock adjustments, inventory history and price history. */
const productStock: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/associate/products/:id/stock-adjustments',
    {
      config: managers,
      schema: {
        summary: "Adjust a product's stock",
        params: staffProductParamsSchema,
        body: stockAdjustmentSchema,
        response: { 200: stockAdjustmentResultSchema },
      },
    },
    async (request) => adjustStock(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.get(
    '/api/associate/products/:id/inventory-history',
    {
      config: staff,
      schema: {
        summary: "List a product's inventory history",
        params: staffProductParamsSchema,
        response: { 200: inventoryHistorySchema },
      },
    },
    async (request) => listInventoryHistory(db, requirePrincipal(request), request.params.id),
  );

  app.get(
    '/api/associate/products/:id/price-history',
    {
      config: staff,
      schema: {
        summary: "List a product's price history",
        params: staffProductParamsSchema,
        response: { 200: priceHistorySchema },
      },
    },
    async (request) => listPriceHistory(db, requirePrincipal(request), request.params.id),
  );
};

/**
 * A product's SKU, pack size, minimum order and quantity breaks (docs/product/wholesale-buying.md):
 * the same people as every other change of a product.
 */
const productQuantityRules: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/products/:id/quantity-rules',
    {
      config: managers,
      schema: {
        summary: "Get a product's SKU, pack size, minimum order and quantity breaks",
        params: staffProductParamsSchema,
        response: { 200: quantityRulesViewSchema },
      },
    },
    async (request) => getQuantityRules(db, requirePrincipal(request), request.params.id),
  );

  app.put(
    '/api/associate/products/:id/quantity-rules',
    {
      config: managers,
      schema: {
        summary: "Set a product's SKU, pack size, minimum order and quantity breaks",
        params: staffProductParamsSchema,
        body: quantityRulesSchema,
        response: { 200: quantityRulesViewSchema },
      },
    },
    async (request) => setQuantityRules(db, requirePrincipal(request), request.params.id, request.body),
  );
};

/** Products and Inventory of the associate portal (docs/product/associate-portal.md import and export). */
export const associateCatalogRoutes: FastifyPluginAsyncZod<CatalogRouteOptions> = async (
  app,
  { database, config },
) => {
  await productReads(app, { database });
  await app.register(productImport, { database, config });
  await productEdits(app, { database });
  await bulkProductEdits(app, { database });
  await productStock(app, { database });
  await productQuantityRules(app, { database });
};
