import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  approveQuoteSchema,
  bulkAddQuoteItemsSchema,
  convertQuoteResponseSchema,
  convertQuoteSchema,
  createQuoteSchema,
  quoteCustomerListSchema,
  quoteDeliverySchema,
  quoteDetailSchema,
  quoteDiscountSchema,
  quoteDocumentInputSchema,
  quoteDocumentListSchema,
  quoteIdResponseSchema,
  quoteInventorySchema,
  quoteListQuerySchema,
  quoteListSchema,
  quotePriceHistorySchema,
  quoteResponseSchema,
  rejectQuoteSchema,
} from '@party/shared';
import { idParams } from '@party/shared/paging/paging';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { addQuoteDocument } from './add-quote-document.ts';
import { addQuoteItems } from './add-quote-items.ts';
import { applyQuoteDiscount } from './apply-quote-discount.ts';
import { approveQuote } from './approve-quote.ts';
import { checkQuoteInventory } from './check-quote-inventory.ts';
import { convertQuote } from './convert-quote.ts';
import { createQuote } from './create-quote.ts';
import { deleteQuoteDocument } from './delete-quote-document.ts';
import { duplicateQuote } from './duplicate-quote.ts';
import { listQuoteCustomers } from './list-quote-customers.ts';
import { listQuoteDocuments } from './list-quote-documents.ts';
import { listQuotePriceHistory } from './list-quote-price-history.ts';
import { listQuotes } from './list-quotes.ts';
import { recordQuoteResponse } from './record-quote-response.ts';
import { rejectQuote } from './reject-quote.ts';
import { sendQuote } from './send-quote.ts';
import { setQuoteDelivery } from './set-quote-delivery.ts';
import { viewQuote } from './view-quote.ts';

const quoteParams = idParams('Quote');
const documentParams = quoteParams.extend({ documentId: z.uuid('Document id must be a UUID') });
const emptyBody = z.strictObject({});
const staff = access.associate();
// docs/product/approvals.md, Who approves: finance associates and admins (associate or not).
const approvers = access.associateOrAdmin('finance');

type Options = { database: Database };

/** The staff Quotes screen (docs/product/associate-portal.md, Quotes; docs/product/approvals.md). */
export const associateQuoteRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  await app.register(quoteListRoutes, { database });
  await app.register(quotePricingRoutes, { database });
  await app.register(quoteApprovalRoutes, { database });
  await app.register(quoteOutcomeRoutes, { database });
  await app.register(quoteCheckRoutes, { database });
  await app.register(quoteDocumentRoutes, { database });
};

/** The quote list, the customers a quote can be for, creating and opening a quote. */
const quoteListRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/quotes',
    {
      config: { access: staff },
      schema: {
        summary: 'List quotes',
        querystring: quoteListQuerySchema,
        response: { 200: quoteListSchema },
      },
    },
    async (request) => listQuotes(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/associate/quotes/customers',
    {
      config: { access: staff },
      schema: { summary: 'List the partners a quote can be for', response: { 200: quoteCustomerListSchema } },
    },
    async (request) => listQuoteCustomers(db, requirePrincipal(request)),
  );

  app.post(
    '/api/associate/quotes',
    {
      config: { access: staff },
      schema: { summary: 'Create a quote', body: createQuoteSchema, response: { 201: quoteDetailSchema } },
    },
    async (request, reply) => {
      const quote = await createQuote(db, requirePrincipal(request), request.body);
      reply.code(201);
      return quote;
    },
  );

  app.get(
    '/api/associate/quotes/:id',
    {
      config: { access: staff },
      schema: { summary: 'View a quote', params: quoteParams, response: { 200: quoteDetailSchema } },
    },
    async (request) => viewQuote(db, requirePrincipal(request), request.params.id),
  );
};

/** A quote's lines, discount and delivery. */
const quotePricingRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/associate/quotes/:id/items',
    {
      config: { access: staff },
      schema: {
        summary: 'Add products to a quote',
        params: quoteParams,
        body: bulkAddQuoteItemsSchema,
        response: { 200: quoteDetailSchema },
      },
    },
    async (request) => addQuoteItems(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/api/associate/quotes/:id/discount',
    {
      config: { access: staff },
      schema: {
        summary: 'Apply a discount to a quote',
        params: quoteParams,
        body: quoteDiscountSchema,
        response: { 200: quoteDetailSchema },
      },
    },
    async (request) => applyQuoteDiscount(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/api/associate/quotes/:id/delivery',
    {
      config: { access: staff },
      schema: {
        summary: 'Choose how a quote is delivered',
        params: quoteParams,
        body: quoteDeliverySchema,
        response: { 200: quoteDetailSchema },
      },
    },
    async (request) => setQuoteDelivery(db, requirePrincipal(request), request.params.id, request.body),
  );
};

/** Approving and rejecting a quote awaiting approval. */
const quoteApprovalRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/associate/quotes/:id/approve',
    {
      config: { access: approvers },
      schema: {
        summary: 'Approve a quote',
        params: quoteParams,
        body: approveQuoteSchema,
        response: { 200: quoteDetailSchema },
      },
    },
    async (request) => approveQuote(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/api/associate/quotes/:id/reject',
    {
      config: { access: approvers },
      schema: {
        summary: 'Reject a quote',
        params: quoteParams,
        body: rejectQuoteSchema,
        response: { 200: quoteDetailSchema },
      },
    },
    async (request) => rejectQuote(db, requirePrincipal(request), request.params.id, request.body),
  );
};

/** The customer's answer, converting, duplicating and emailing a quote. */
const quoteOutcomeRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/associate/quotes/:id/response',
    {
      config: { access: staff },
      schema: {
        summary: "Record the customer's answer to a sent quote",
        params: quoteParams,
        body: quoteResponseSchema,
        response: { 200: quoteDetailSchema },
      },
    },
    async (request) => recordQuoteResponse(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/api/associate/quotes/:id/convert',
    {
      config: { access: staff },
      schema: {
        summary: 'Convert an approved quote to an order',
        params: quoteParams,
        body: convertQuoteSchema,
        response: { 200: convertQuoteResponseSchema },
      },
    },
    async (request) => convertQuote(db, requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/api/associate/quotes/:id/duplicate',
    {
      config: { access: staff },
      schema: {
        summary: 'Duplicate a quote',
        params: quoteParams,
        body: emptyBody,
        response: { 201: quoteDetailSchema },
      },
    },
    async (request, reply) => {
      const copy = await duplicateQuote(db, requirePrincipal(request), request.params.id);
      reply.code(201);
      return copy;
    },
  );

  app.post(
    '/api/associate/quotes/:id/email',
    {
      config: { access: staff },
      schema: {
        summary: 'Email a quote to its customer as a PDF',
        params: quoteParams,
        body: emptyBody,
        response: { 200: quoteDetailSchema },
      },
    },
    async (request) => sendQuote(db, requirePrincipal(request), request.params.id),
  );
};

/** Stock and price history for a quote's lines. */
const quoteCheckRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/quotes/:id/inventory',
    {
      config: { access: staff },
      schema: {
        summary: "Check stock for a quote's lines",
        params: quoteParams,
        response: { 200: quoteInventorySchema },
      },
    },
    async (request) => checkQuoteInventory(db, requirePrincipal(request), request.params.id),
  );

  app.get(
    '/api/associate/quotes/:id/price-history',
    {
      config: { access: staff },
      schema: {
        summary: "List price changes of a quote's products",
        params: quoteParams,
        response: { 200: quotePriceHistorySchema },
      },
    },
    async (request) => listQuotePriceHistory(db, requirePrincipal(request), request.params.id),
  );
};

/** A quote's documents. */
const quoteDocumentRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/quotes/:id/documents',
    {
      config: { access: staff },
      schema: {
        summary: "List a quote's documents",
        params: quoteParams,
        response: { 200: quoteDocumentListSchema },
      },
    },
    async (request) => listQuoteDocuments(db, requirePrincipal(request), request.params.id),
  );

  app.post(
    '/api/associate/quotes/:id/documents',
    {
      config: { access: staff },
      schema: {
        summary: 'Add a document to a quote',
        params: quoteParams,
        body: quoteDocumentInputSchema,
        response: { 201: quoteIdResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await addQuoteDocument(db, requirePrincipal(request), request.params.id, request.body);
      reply.code(201);
      return created;
    },
  );

  app.delete(
    '/api/associate/quotes/:id/documents/:documentId',
    {
      config: { access: staff },
      schema: { summary: "Delete a quote's document", params: documentParams },
    },
    async (request, reply) => {
      await deleteQuoteDocument(db, requirePrincipal(request), request.params.id, request.params.documentId);
      reply.code(204);
    },
  );
};
