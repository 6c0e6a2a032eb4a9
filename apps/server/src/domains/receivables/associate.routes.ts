import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  accountInvoicePageSchema,
  accountInvoiceQuerySchema,
  ageingQuerySchema,
  ageingReportSchema,
  paymentInputSchema,
  paymentPageSchema,
  paymentQuerySchema,
  paymentRowSchema,
  receivablesCompanyOptionListSchema,
  receivablesCompanySchema,
  receivablesCompanySearchSchema,
} from '@party/shared';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { type AgeingFormat, exportAgeing } from './export-ageing.ts';
import { getAgeing } from './get-ageing.ts';
import { getReceivablesCompany } from './get-receivables-company.ts';
import { listAccountInvoices } from './list-account-invoices.ts';
import { listPayments } from './list-payments.ts';
import { recordPayment } from './record-payment.ts';
import { searchReceivablesCompanies } from './search-receivables-companies.ts';

// docs/product/receivables.md, "Payments received": finance associates and administrators.
const finance = { access: access.associateOrAdmin('finance') };
const companyParams = z.object({ companyId: z.uuid('Company id must be a UUID') });

/** The invoices, a company's account for the payment dialog, and the company picker. */
const invoiceRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/receivables/invoices',
    {
      config: finance,
      schema: {
        summary: 'List invoices on account, searched, filtered and paged, with open and overdue totals',
        querystring: accountInvoiceQuerySchema,
        response: { 200: accountInvoicePageSchema },
      },
    },
    async (request) => listAccountInvoices(db, requirePrincipal(request), request.query),
  );

  app.get(
    '/api/associate/receivables/companies',
    {
      config: finance,
      schema: {
        summary: 'Search companies with an account to record a payment from',
        querystring: receivablesCompanySearchSchema,
        response: { 200: receivablesCompanyOptionListSchema },
      },
    },
    async (request) => searchReceivablesCompanies(db, requirePrincipal(request), request.query.search),
  );

  app.get(
    '/api/associate/receivables/companies/:companyId',
    {
      config: finance,
      schema: {
        summary: "Get a company's credit line and its open invoices, oldest due first",
        params: companyParams,
        response: { 200: receivablesCompanySchema },
      },
    },
    async (request) => getReceivablesCompany(db, requirePrincipal(request), request.params.companyId),
  );
};

/** Payments received: record one, list them. */
const paymentRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/api/associate/receivables/payments',
    {
      config: finance,
      schema: {
        summary: "Record a payment received, split across the company's invoices",
        body: paymentInputSchema,
        response: { 201: paymentRowSchema },
      },
    },
    async (request, reply) =>
      // A retried save (same Idempotency-Key) answers with the first payment, never records a second.
      withIdempotency(request, reply, async () => {
        const payment = await recordPayment(db, requirePrincipal(request), request.body);
        reply.code(201);
        return payment;
      }),
  );

  app.get(
    '/api/associate/receivables/payments',
    {
      config: finance,
      schema: {
        summary: 'List payments received, newest first',
        querystring: paymentQuerySchema,
        response: { 200: paymentPageSchema },
      },
    },
    async (request) => listPayments(db, requirePrincipal(request), request.query),
  );
};

/** Every company's ageing, and the same table as a file. */
const ageingRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/associate/receivables/ageing',
    {
      config: finance,
      schema: {
        summary: "Every company's ageing as at today, with a totals row",
        querystring: ageingQuerySchema,
        response: { 200: ageingReportSchema },
      },
    },
    async (request) => getAgeing(db, requirePrincipal(request), request.query),
  );

  for (const format of ['csv', 'xlsx'] as const satisfies AgeingFormat[])
    app.get(
      `/api/associate/receivables/ageing.${format}`,
      {
        config: finance,
        schema: { summary: `Download the ageing as ${format.toUpperCase()}`, querystring: ageingQuerySchema },
      },
      async (request, reply) => {
        // An export tolerates a moment's lag: a replica when there is one (ADR 0018).
        const file = await exportAgeing(database.read, requirePrincipal(request), request.query, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
};

/** Receivables of the associate portal (docs/product/receivables.md): invoices, payments, ageing. */
export const associateReceivablesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  await invoiceRoutes(app, { database });
  await paymentRoutes(app, { database });
  await ageingRoutes(app, { database });
};
