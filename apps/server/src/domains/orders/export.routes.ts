import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { type AccessRule, staffOrderExportQuerySchema } from '@party/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { progressOf } from '../../http/work-progress.ts';
import { csvStream } from '../../lib/csv.ts';
import { sendFile } from '../../lib/send-file.ts';
import { exportOrders } from './export-orders.ts';

export interface OrderExportRouteOptions {
  database: Database;
  config: Pick<Config, 'EXPORT_CHUNK_ROWS'>;
  /** The list's own address, and who reads it: the export is its sibling, for the same callers. */
  listUrl: string;
  access: AccessRule;
}

/**
 * Export CSV of a staff orders list (the associates' and the admins'): streamed to the caller as it
 * is read, from a replica when there is one (an export tolerates a moment's lag, ADR 0018), its
 * progress told to the caller's browser under `?progressId=`.
 */
export const orderExportRoute: FastifyPluginAsyncZod<OrderExportRouteOptions> = async (app, options) => {
  const { database, config, listUrl, access } = options;
  app.get(
    `${listUrl}/export`,
    {
      config: { access },
      schema: {
        summary: `Export the orders the list's search and status find as CSV (${listUrl})`,
        querystring: staffOrderExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportOrders(database.read, requirePrincipal(request), request.query, {
        chunkRows: config.EXPORT_CHUNK_ROWS,
        progress: progressOf(database, request)('exporting'),
      });
      return sendFile(reply, {
        stream: csvStream(file.rows),
        fileName: file.fileName,
        contentType: 'text/csv',
        size: null,
      });
    },
  );
};
