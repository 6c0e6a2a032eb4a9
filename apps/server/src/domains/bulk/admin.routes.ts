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
import { publishEventNow } from '../../lib/events.ts';
import { listBulkOperations } from './list-bulk-operations.ts';
import { previewBulkChange } from './preview-bulk-change.ts';
import { runBulkChange } from './run-bulk-change.ts';
import { undoBulkChange } from './undo-bulk-change.ts';
import type { BulkProgress } from './write-in-chunks.ts';

/** /admin/bulk and /admin/bulk-enhanced: price by %, category and featured over a selection or a filter. */
export const adminBulkRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  /** The admin's own progress bar hears each chunk; a lost progress event never fails the run. */
  const progressTo =
    (userId: string, log: { warn: (obj: object, msg: string) => void }): BulkProgress =>
    async (done, total) => {
      await publishEventNow(database, {
        type: 'bulk.progress',
        userIds: [userId],
        data: { done, total },
      }).catch((err: unknown) => log.warn({ err }, 'Could not send bulk progress'));
    };

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
      reply
        .code(201)
        .send(
          await runBulkChange(
            db,
            requirePrincipal(request),
            request.body,
            progressTo(requirePrincipal(request).userId, request.log),
          ),
        ),
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
    async (request) => {
      const principal = requirePrincipal(request);
      return undoBulkChange(db, principal, request.params.id, progressTo(principal.userId, request.log));
    },
  );
};
