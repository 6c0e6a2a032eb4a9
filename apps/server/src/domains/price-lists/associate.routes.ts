import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  priceListAssignmentsInputSchema,
  priceListCompanyListSchema,
  priceListCompanyQuerySchema,
  priceListDetailSchema,
  priceListInputSchema,
  priceListItemsInputSchema,
  priceListPageSchema,
  priceListQuerySchema,
  productManagementRoles,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { createPriceList } from './create-price-list.ts';
import { deletePriceList } from './delete-price-list.ts';
import { getPriceList } from './get-price-list.ts';
import { listPriceLists } from './list-price-lists.ts';
import { replacePriceListAssignments } from './replace-price-list-assignments.ts';
import { replacePriceListItems } from './replace-price-list-items.ts';
import { searchPriceListCompanies } from './search-price-list-companies.ts';
import { updatePriceList } from './update-price-list.ts';

const priceListParams = idParams('Price list');
// docs/product/wholesale-buying.md: product-management associates (product_management, finance) and admins.
const managers = { access: access.associateOrAdmin(...productManagementRoles) };

/** The lists, one list, and the company picker. */
const priceListReads: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/price-lists',
    {
      config: managers,
      schema: {
        summary: 'List price lists, searched by name and paged',
        querystring: priceListQuerySchema,
        response: { 200: priceListPageSchema },
      },
    },
    async (request) => listPriceLists(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/associate/price-lists/companies',
    {
      config: managers,
      schema: {
        summary: 'Search companies to assign a price list to',
        querystring: priceListCompanyQuerySchema,
        response: { 200: priceListCompanyListSchema },
      },
    },
    async (request) => searchPriceListCompanies(db, requirePrincipal(request), request.query.search),
  );

  app.get(
    '/api/associate/price-lists/:id',
    {
      config: managers,
      schema: {
        summary: 'Get a price list with its products and assignments',
        params: priceListParams,
        response: { 200: priceListDetailSchema },
      },
    },
    async (request) => getPriceList(db, requirePrincipal(request), request.params.id),
  );
};

/** Create, edit and delete a list; replace its products; assign it. */
const priceListEdits: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/associate/price-lists',
    {
      config: managers,
      schema: {
        summary: 'Create a price list',
        body: priceListInputSchema,
        response: { 201: priceListDetailSchema },
      },
    },
    async (request, reply) => {
      const list = await createPriceList(db, requirePrincipal(request), request.body);
      reply.code(201);
      return list;
    },
  );

  app.put(
    '/api/associate/price-lists/:id',
    {
      config: managers,
      schema: {
        summary: "Edit a price list's name, dates and percentage off everything",
        params: priceListParams,
        body: priceListInputSchema,
        response: { 200: priceListDetailSchema },
      },
    },
    async (request) => updatePriceList(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/associate/price-lists/:id',
    {
      config: managers,
      schema: { summary: 'Delete a price list', params: priceListParams },
    },
    async (request, reply) => {
      await deletePriceList(db, requirePrincipal(request), request.params.id);
      reply.code(204);
    },
  );

  app.put(
    '/api/associate/price-lists/:id/items',
    {
      config: managers,
      schema: {
        // A full list (5,000 entries) fits the server's 1 MB body limit.
        summary: "Replace a price list's products, all or none",
        params: priceListParams,
        body: priceListItemsInputSchema,
        response: { 200: priceListDetailSchema },
      },
    },
    async (request) => replacePriceListItems(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.put(
    '/api/associate/price-lists/:id/assignments',
    {
      config: managers,
      schema: {
        summary: 'Assign a price list to companies and segments',
        params: priceListParams,
        body: priceListAssignmentsInputSchema,
        response: { 200: priceListDetailSchema },
      },
    },
    async (request) =>
      replacePriceListAssignments(db, requirePrincipal(request), request.params.id, request.body),
  );
};

/** Price Lists of the associate portal (docs/product/wholesale-buying.md, "Price lists"). */
export const associatePriceListRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  await priceListReads(app, { database });
  await priceListEdits(app, { database });
};
