import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  vendorDocumentFieldsSchema,
  vendorDocumentListSchema,
  vendorDocumentSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { receiveUpload } from '../../http/multipart-upload.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { listVendorDocuments } from './list-vendor-documents.ts';
import { sendDocumentFile } from './send-document-file.ts';
import { uploadVendorDocument } from './upload-vendor-document.ts';

const documentParams = idParams('Document');
const vendorOnly = access.roles('vendor');

/** docs/product/vendor-portal.md Documents: the vendor's own library, uploads and downloads. */
export const vendorDocumentRoutes: FastifyPluginAsyncZod<{
  database: Database;
  storage: FileStorage;
}> = async (app, { database, storage }) => {
  const { db } = database;
  // Multipart only inside this plugin: every other route keeps refusing it (415). No file is
  // buffered: the upload route reads the parts as a stream (http/multipart-upload.ts).
  await app.register(fastifyMultipart);

  app.get(
    '/api/vendor/documents',
    {
      config: { access: vendorOnly },
      schema: {
        summary: "List the vendor's documents with the four counters",
        response: { 200: vendorDocumentListSchema },
      },
    },
    async (request) => listVendorDocuments(db, requirePrincipal(request)),
  );

  app.post(
    '/api/vendor/documents',
    {
      // The fields are checked by the use case once the streamed file has landed; declared here so
      // the bad-input test sends them as forms.
      config: { access: vendorOnly, multipart: vendorDocumentFieldsSchema },
      schema: {
        summary: 'Upload a document (multipart/form-data: file, documentName, documentType, expiryDate)',
        consumes: ['multipart/form-data'],
        response: { 201: vendorDocumentSchema },
      },
    },
    async (request, reply) => {
      const doc = await uploadVendorDocument(db, storage, requirePrincipal(request), (rules) =>
        receiveUpload(request, storage, rules),
      );
      reply.code(201);
      return doc;
    },
  );

  app.get(
    '/api/vendor/documents/:id/file',
    {
      config: { access: vendorOnly },
      schema: { summary: "Download one of the vendor's document files", params: documentParams },
    },
    async (request, reply) =>
      sendDocumentFile(db, storage, requirePrincipal(request), request.params.id, reply),
  );
};
