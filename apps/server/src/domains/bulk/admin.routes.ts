import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  bulkOperationListSchema,
  bulkOperationParamsSchema,
  bulkOperationSchema,
  bulkPreviewSchema,
  bulkRunInputSchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { listBulkOperations } from './list-bulk-operations.ts';
import { previewBulkChange } from './preview-bulk-change.ts';
import { runBulkChange } from './run-bulk-change.ts';
import { undoBulkChange } from './undo-bulk-change.ts';

/** /admin/bulk and /admin/bulk-enhanced: price by %, category and featured over a selection or a filter. */
export const adminBulkRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/admin/bulk/preview',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Dry run of a bulk change: every row it would change',
        body: bulkRunInputSchema,
        response: { 200: bulkPreviewSchema },
      },
    },
    async (request) => previewBulkChange(db, request.body),
  );

  app.post(
    '/api/admin/bulk',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Apply a bulk change in one transaction',
        body: bulkRunInputSchema,
        response: { 201: bulkOperationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await runBulkChange(db, requirePrincipal(request), request.body)),
  );

  app.get(
    '/api/admin/bulk',
    {
      config: { access: access.admin },
      schema: { summary: 'The newest bulk runs', response: { 200: bulkOperationListSchema } },
    },
    async () => ({ items: await listBulkOperations(db) }),
  );

  app.post(
    '/api/admin/bulk/:id/undo',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Undo the latest bulk run',
        params: bulkOperationParamsSchema,
        response: { 200: bulkOperationSchema },
      },
    },
    async (request) => undoBulkChange(db, requirePrincipal(request), request.params.id),
  );
};
