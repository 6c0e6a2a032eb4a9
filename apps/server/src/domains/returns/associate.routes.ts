import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  receiveReturnSchema,
  rejectReturnSchema,
  returnDetailSchema,
  returnPageSchema,
  returnPhotoParams,
  staffReturnQuerySchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { sendFile } from '../../lib/send-file.ts';
import { approveReturn } from './approve-return.ts';
import { getAdjustmentNotePdf } from './get-adjustment-note-pdf.ts';
import { getReturn } from './get-return.ts';
import { listStaffReturns } from './list-staff-returns.ts';
import { openReturnPhoto } from './open-return-photo.ts';
import { receiveReturn } from './receive-return.ts';
import { rejectReturn } from './reject-return.ts';
import { sendAdjustmentNote } from './send-adjustment-note.ts';

const returnParams = idParams('Return');
// Every associate runs the orders (docs/product/associate-portal.md, Orders), so every associate
// decides and receives returns (docs/product/returns.md); administrators reach the associate API too.
const staff = access.associateOrAdmin();

type Plugin = FastifyPluginAsyncZod<{ database: Database; storage: FileStorage }>;

/** The returns list, one return, its photos and adjustment note. */
const reads: Plugin = async (app, { database, storage }) => {
  const { db } = database;

  app.get(
    '/api/associate/returns',
    {
      config: { access: staff },
      schema: {
        summary: "List every company's returns",
        querystring: staffReturnQuerySchema,
        response: { 200: returnPageSchema },
      },
    },
    async (request) => listStaffReturns(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/associate/returns/:id',
    {
      config: { access: staff },
      schema: {
        summary: 'Get one return with its photos',
        params: returnParams,
        response: { 200: returnDetailSchema },
      },
    },
    async (request) => getReturn(db, requirePrincipal(request), request.params.id, 'staff'),
  );

  app.get(
    '/api/associate/returns/:id/photos/:fileId',
    {
      config: { access: staff },
      schema: { summary: 'Download a photo of a return', params: returnPhotoParams },
    },
    async (request, reply) =>
      sendFile(reply, await openReturnPhoto(db, storage, requirePrincipal(request), request.params, 'staff')),
  );

  app.get(
    '/api/associate/returns/:id/adjustment-note.pdf',
    {
      config: { access: staff },
      schema: { summary: "Download a return's adjustment note", params: returnParams },
    },
    async (request, reply) =>
      sendAdjustmentNote(
        reply,
        await getAdjustmentNotePdf(db, requirePrincipal(request), request.params.id, 'staff'),
      ),
  );
};

/** Approve, reject with a reason, and mark received. */
const decisions: Plugin = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/associate/returns/:id/approve',
    {
      config: { access: staff },
      schema: {
        summary: 'Approve a requested return',
        params: returnParams,
        response: { 200: returnDetailSchema },
      },
    },
    async (request) => approveReturn(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/associate/returns/:id/reject',
    {
      config: { access: staff },
      schema: {
        summary: 'Reject a requested return with a reason',
        params: returnParams,
        body: rejectReturnSchema,
        response: { 200: returnDetailSchema },
      },
    },
    async (request) => rejectReturn(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/api/associate/returns/:id/receive',
    {
      config: { access: staff },
      schema: {
        summary: 'Mark an approved return received, each line restocked or written off',
        params: returnParams,
        body: receiveReturnSchema,
        response: { 200: returnDetailSchema },
      },
    },
    async (request) => receiveReturn(db, requirePrincipal(request), request.params.id, request.body),
  );
};

/** Returns and adjustment notes, staff side (docs/product/returns.md). */
export const associateReturnRoutes: Plugin = async (app, options) => {
  await app.register(reads, options);
  await app.register(decisions, options);
};
