import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  rejectVendorDocumentSchema,
  staffVendorDocumentListSchema,
  staffVendorDocumentQuerySchema,
  vendorDocumentSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { listStaffVendorDocuments } from './list-staff-vendor-documents.ts';
import { reviewVendorDocument } from './review-vendor-document.ts';
import { sendDocumentFile } from './send-document-file.ts';

const documentParams = idParams('Document');
/**
 * docs/product/vendor-portal.md: only the vendor who owns a document and admins can download it; admins (associate or
 * not) list, download, verify and reject every vendor's on the admin area's Vendors screen.
 */
export const staffVendorDocumentRoutes: FastifyPluginAsyncZod<{
  database: Database;
  storage: FileStorage;
}> = async (app, { database, storage }) => {
  const { db } = database;

  app.get(
    '/api/admin/vendor-documents',
    {
      config: { access: access.admin },
      schema: {
        summary: "List every vendor's documents for review",
        querystring: staffVendorDocumentQuerySchema,
        response: { 200: staffVendorDocumentListSchema },
      },
    },
    async (request) => listStaffVendorDocuments(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/admin/vendor-documents/:id/file',
    {
      config: { access: access.admin },
      schema: { summary: "Download a vendor's document file", params: documentParams },
    },
    async (request, reply) =>
      sendDocumentFile(db, storage, requirePrincipal(request), request.params.id, reply),
  );

  app.post(
    '/api/admin/vendor-documents/:id/verify',
    {
      config: { access: access.admin },
      schema: {
        summary: "Verify a vendor's document",
        params: documentParams,
        response: { 200: vendorDocumentSchema },
      },
    },
    async (request) =>
      reviewVendorDocument(db, requirePrincipal(request), request.params.id, { decision: 'verify' }),
  );

  app.post(
    '/api/admin/vendor-documents/:id/reject',
    {
      config: { access: access.admin },
      schema: {
        summary: "Reject a vendor's document with a reason",
        params: documentParams,
        body: rejectVendorDocumentSchema,
        response: { 200: vendorDocumentSchema },
      },
    },
    async (request) =>
      reviewVendorDocument(db, requirePrincipal(request), request.params.id, {
        decision: 'reject',
        reason: request.body.reason,
      }),
  );
};
