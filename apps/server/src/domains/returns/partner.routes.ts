import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  createReturnSchema,
  partnerReturnQuerySchema,
  returnableOrderSchema,
  returnDetailSchema,
  returnPageSchema,
  returnPhotoFieldsSchema,
  returnPhotoParams,
  rolesThatMay,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { receiveUpload } from '../../http/multipart-upload.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { sendFile } from '../../lib/send-file.ts';
import { getAdjustmentNotePdf } from './get-adjustment-note-pdf.ts';
import { getReturn } from './get-return.ts';
import { getReturnableOrder } from './get-returnable-order.ts';
import { listReturns } from './list-returns.ts';
import { openReturnPhoto } from './open-return-photo.ts';
import { requestReturn } from './request-return.ts';
import { sendAdjustmentNote } from './send-adjustment-note.ts';
import { uploadReturnPhoto } from './upload-return-photo.ts';

const returnParams = idParams('Return');
const orderParams = idParams('Order');
// docs/product/returns.md: members who may shop ask for returns and see them.
const shoppers = access.company(...rolesThatMay('shop'));

type Plugin = FastifyPluginAsyncZod<{ database: Database; storage: FileStorage }>;

/** The company's returns, one return, what an order may still return, and asking for a return. */
const requests: Plugin = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/partner/returns',
    {
      config: { access: shoppers },
      schema: {
        summary: "List my company's returns",
        querystring: partnerReturnQuerySchema,
        response: { 200: returnPageSchema },
      },
    },
    async (request) => listReturns(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/partner/orders/:id/returnable',
    {
      config: { access: shoppers },
      schema: {
        summary: 'What of a delivered order may still come back, and the last day to ask',
        params: orderParams,
        response: { 200: returnableOrderSchema },
      },
    },
    async (request) => getReturnableOrder(db, requirePrincipal(request), request.params.id),
  );

  app.get(
    '/api/partner/returns/:id',
    {
      config: { access: shoppers },
      schema: { summary: 'Get one return', params: returnParams, response: { 200: returnDetailSchema } },
    },
    async (request) => getReturn(db, requirePrincipal(request), request.params.id, 'partner'),
  );

  app.post(
    '/api/partner/returns',
    {
      config: { access: shoppers },
      schema: {
        summary: 'Ask to return goods of a delivered order',
        body: createReturnSchema,
        response: { 201: returnDetailSchema },
      },
    },
    async (request, reply) =>
      // A retried request (same Idempotency-Key) answers with the first return, never a second one.
      withIdempotency(request, reply, async () => {
        const created = await requestReturn(db, requirePrincipal(request), request.body);
        reply.code(201);
        return created;
      }),
  );

  app.get(
    '/api/partner/returns/:id/adjustment-note.pdf',
    {
      config: { access: shoppers },
      schema: { summary: "Download a received return's adjustment note", params: returnParams },
    },
    async (request, reply) =>
      sendAdjustmentNote(
        reply,
        await getAdjustmentNotePdf(db, requirePrincipal(request), request.params.id, 'partner'),
      ),
  );
};

/** Photos of the goods: one image a call, and each photo back. */
const photos: Plugin = async (app, { database, storage }) => {
  const { db } = database;
  // Multipart only inside this plugin; the upload streams into storage (http/multipart-upload.ts).
  await app.register(fastifyMultipart);

  app.post(
    '/api/partner/returns/:id/photos',
    {
      config: { access: shoppers, multipart: returnPhotoFieldsSchema },
      schema: {
        summary: 'Add a photo to a return (multipart/form-data: file; JPEG, PNG or WebP)',
        consumes: ['multipart/form-data'],
        params: returnParams,
        response: { 201: returnDetailSchema },
      },
    },
    async (request, reply) => {
      const detail = await uploadReturnPhoto(
        db,
        storage,
        requirePrincipal(request),
        request.params.id,
        (rules) => receiveUpload(request, storage, rules),
      );
      reply.code(201);
      return detail;
    },
  );

  app.get(
    '/api/partner/returns/:id/photos/:fileId',
    {
      config: { access: shoppers },
      schema: { summary: 'Download a photo of a return', params: returnPhotoParams },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await openReturnPhoto(db, storage, requirePrincipal(request), request.params, 'partner'),
      ),
  );
};

/** Returns and adjustment notes (docs/product/returns.md). */
export const partnerReturnRoutes: Plugin = async (app, options) => {
  await app.register(requests, options);
  await app.register(photos, options);
};
