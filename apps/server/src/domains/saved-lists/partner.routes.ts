import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  addLinesToCartResponseSchema,
  addSavedListLineSchema,
  companyRoles,
  createSavedListSchema,
  renameSavedListSchema,
  replaceSavedListLinesSchema,
  rolesThatMay,
  savedListSchema,
  savedListsSchema,
  saveOrderAsListSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { addSavedListLine } from './add-saved-list-line.ts';
import { addSavedListToCart } from './add-saved-list-to-cart.ts';
import { createSavedList } from './create-saved-list.ts';
import { deleteSavedList } from './delete-saved-list.ts';
import { exportSavedList } from './export-saved-list.ts';
import { getSavedList } from './get-saved-list.ts';
import { listSavedLists } from './list-saved-lists.ts';
import { renameSavedList } from './rename-saved-list.ts';
import { replaceSavedListLines } from './replace-saved-list-lines.ts';
import { saveOrderAsList } from './save-order-as-list.ts';

const listParams = idParams('Saved list');
// docs/product/wholesale-buying.md, "Saved lists": every member reads the company's lists; members
// who may shop change them (a viewer does not shop: docs/product/company-accounts.md, Roles).
const anyMember = access.company(...companyRoles);
const shoppers = access.company(...rolesThatMay('shop'));

type Plugin = FastifyPluginAsyncZod<{ database: Database }>;

/** The company's lists, one list, and its CSV: every member. */
const reads: Plugin = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/partner/lists',
    {
      config: { access: anyMember },
      schema: { summary: "List my company's saved lists", response: { 200: savedListsSchema } },
    },
    async (request) => listSavedLists(db, requirePrincipal(request)),
  );

  app.get(
    '/api/partner/lists/:id',
    {
      config: { access: anyMember },
      schema: {
        summary: 'Get a saved list with its lines at my prices today',
        params: listParams,
        response: { 200: savedListSchema },
      },
    },
    async (request) => getSavedList(db, requirePrincipal(request), request.params.id),
  );

  app.get(
    '/api/partner/lists/:id/export.csv',
    {
      config: { access: anyMember },
      schema: { summary: 'Export a saved list as CSV', params: listParams },
    },
    async (request, reply) => {
      const file = await exportSavedList(db, requirePrincipal(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};

/** Make, rename and delete lists, and make one from a past order: members who may shop. */
const listWrites: Plugin = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/partner/lists',
    {
      config: { access: shoppers },
      schema: {
        summary: 'Create a saved list',
        body: createSavedListSchema,
        response: { 201: savedListSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createSavedList(db, requirePrincipal(request), request.body);
    },
  );

  app.post(
    '/api/partner/lists/from-order',
    {
      config: { access: shoppers },
      schema: {
        summary: 'Save a past order as a saved list',
        body: saveOrderAsListSchema,
        response: { 201: savedListSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return saveOrderAsList(db, requirePrincipal(request), request.body);
    },
  );

  app.put(
    '/api/partner/lists/:id',
    {
      config: { access: shoppers },
      schema: {
        summary: 'Rename a saved list',
        params: listParams,
        body: renameSavedListSchema,
        response: { 200: savedListSchema },
      },
    },
    async (request) => renameSavedList(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/partner/lists/:id',
    { config: { access: shoppers }, schema: { summary: 'Delete a saved list', params: listParams } },
    async (request, reply) => {
      await deleteSavedList(db, requirePrincipal(request), request.params.id);
      reply.code(204);
    },
  );
};

/** A list's lines, and the whole list into the cart: members who may shop. */
const lineWrites: Plugin = async (app, { database }) => {
  const { db } = database;

  app.put(
    '/api/partner/lists/:id/lines',
    {
      config: { access: shoppers },
      schema: {
        summary: "Replace a saved list's lines",
        params: listParams,
        body: replaceSavedListLinesSchema,
        response: { 200: savedListSchema },
      },
    },
    async (request) => replaceSavedListLines(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/api/partner/lists/:id/lines',
    {
      config: { access: shoppers },
      schema: {
        summary: 'Add a product to a saved list, summing with its line',
        params: listParams,
        body: addSavedListLineSchema,
        response: { 200: savedListSchema },
      },
    },
    async (request) => addSavedListLine(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/api/partner/lists/:id/cart',
    {
      config: { access: shoppers },
      schema: {
        summary: 'Add a whole saved list to my cart, all or none',
        params: listParams,
        response: { 201: addLinesToCartResponseSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addSavedListToCart(db, requirePrincipal(request), request.params.id);
    },
  );
};

/** Saved lists (docs/product/wholesale-buying.md, "Saved lists"; docs/decisions/0020-wholesale-pricing.md §4). */
export const partnerSavedListRoutes: Plugin = async (app, { database }) => {
  await app.register(reads, { database });
  await app.register(listWrites, { database });
  await app.register(lineWrites, { database });
};
