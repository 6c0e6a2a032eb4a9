import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  bulkOperationListSchema,
  bulkOperationParamsSchema,
  bulkOperationSchema,
  bulkPreviewSchema,
  bulkRunInputSchema,
  progressQuerySchema,
} from '@party/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { progressOf } from '../../http/work-progress.ts';
import { listBulkOperations } from './list-bulk-operations.ts';
import { previewBulkChange } from './preview-bulk-change.ts';
import { runBulkChange } from './run-bulk-change.ts';
import { undoBulkChange } from './undo-bulk-change.ts';

/** /admin/bulk and /admin/bulk-enhanced: price by %, category and featured over a selection or a filter. */
export const adminBulkRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  /** The admin's own progress bar hears of the rows written while the run's transaction runs. */
  const writing = (request: FastifyRequest) => progressOf(database, request)('writing');

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
        querystring: progressQuerySchema,
        body: bulkRunInputSchema,
        response: { 201: bulkOperationSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await runBulkChange(db, requirePrincipal(request), request.body, writing(request))),
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
        querystring: progressQuerySchema,
        response: { 200: bulkOperationSchema },
      },
    },
    async (request) => undoBulkChange(db, requirePrincipal(request), request.params.id, writing(request)),
  );
};
