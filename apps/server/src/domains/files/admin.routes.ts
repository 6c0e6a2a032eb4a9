import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  adminFileListSchema,
  deleteFilesInputSchema,
  deleteFilesResultSchema,
  fileIdParamsSchema,
  fileListQuerySchema,
  fileOwnerListSchema,
  fileOwnerQuerySchema,
  fileStorageSummarySchema,
} from '@party/shared';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { sendFile } from '../../lib/send-file.ts';
import { deleteFiles } from './delete-files.ts';
import { getStorageSummary } from './get-storage-summary.ts';
import { listFileOwners } from './list-file-owners.ts';
import { listFiles } from './list-files.ts';
import { openFile } from './open-file.ts';

/** The file list, its storage summary and the uploads by owner. */
const fileListRoutes: FastifyPluginAsyncZod<{ database: Database; storage: FileStorage }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/admin/files',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Every upload, searched, filtered and paged',
        querystring: fileListQuerySchema,
        response: { 200: adminFileListSchema },
      },
    },
    async (request) => listFiles(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/admin/files/summary',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Storage used in total, by type and by purpose',
        response: { 200: fileStorageSummarySchema },
      },
    },
    async (request) => getStorageSummary(db, requirePrincipal(request)),
  );

  app.get(
    '/api/admin/files/owners',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Uploads grouped by owner',
        querystring: fileOwnerQuerySchema,
        response: { 200: fileOwnerListSchema },
      },
    },
    async (request) => listFileOwners(db, requirePrincipal(request), request.query),
  );
};

/** One file's download and preview, and deleting the selected files. */
const fileContentRoutes: FastifyPluginAsyncZod<{ database: Database; storage: FileStorage }> = async (
  app,
  { database, storage },
) => {
  const { db } = database;

  app.get(
    '/api/admin/files/:id/download',
    {
      config: { access: access.admin },
      schema: { summary: 'Download any upload (attachment)', params: fileIdParamsSchema },
    },
    async (request, reply) =>
      sendFile(reply, await openFile(db, storage, requirePrincipal(request), request.params.id, 'download')),
  );

  app.get(
    '/api/admin/files/:id/preview',
    {
      config: { access: access.admin },
      schema: { summary: 'Preview an image or PDF upload (inline)', params: fileIdParamsSchema },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await openFile(db, storage, requirePrincipal(request), request.params.id, 'preview'),
        'inline',
      ),
  );

  app.post(
    '/api/admin/files/delete',
    {
      config: { access: access.admin },
      schema: {
        summary: 'Delete the chosen uploads: rows, what uses them and the stored bytes',
        body: deleteFilesInputSchema,
        response: { 200: deleteFilesResultSchema },
      },
    },
    async (request) => deleteFiles(db, storage, requirePrincipal(request), request.body.ids, request.log),
  );
};

/** /admin/files and /admin/files-advanced (docs/product/admin-area.md): every upload, storage used, preview, download, delete. */
export const adminFileRoutes: FastifyPluginAsyncZod<{ database: Database; storage: FileStorage }> = async (
  app,
  { database, storage },
) => {
  await fileListRoutes(app, { database, storage });
  await fileContentRoutes(app, { database, storage });
};
