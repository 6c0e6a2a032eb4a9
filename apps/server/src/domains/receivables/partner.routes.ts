import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  access,
  rolesThatMay,
  statementMonthParamsSchema,
  statementQuerySchema,
  statementSchema,
} from '@party/shared';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../http/access.ts';
import { getStatement, getStatementFile, type StatementFile } from './get-statement.ts';

// docs/product/receivables.md, "Statements": the company's owner and admins.
const accountHolders = access.company(...rolesThatMay('see-account'));

/** A download, never cached: it names a business, its ABN and what it owes. */
function sendFile(reply: FastifyReply, file: StatementFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** The company's statement of account for a month: on screen, as a PDF and as a CSV. */
export const partnerStatementRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { db } = database;

  app.get(
    '/api/partner/statements',
    {
      config: { access: accountHolders },
      schema: {
        summary: "Get my company's statement of account for a month (this month by default)",
        querystring: statementQuerySchema,
        response: { 200: statementSchema },
      },
    },
    async (request) => getStatement(db, requirePrincipal(request), request.query.month),
  );

  app.get(
    '/api/partner/statements/:month/pdf',
    {
      config: { access: accountHolders },
      schema: {
        summary: 'Download a month’s statement of account as a PDF',
        params: statementMonthParamsSchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, await getStatementFile(db, requirePrincipal(request), request.params.month, 'pdf')),
  );

  app.get(
    '/api/partner/statements/:month/csv',
    {
      config: { access: accountHolders },
      schema: {
        summary: 'Download a month’s statement of account as a CSV',
        params: statementMonthParamsSchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, await getStatementFile(db, requirePrincipal(request), request.params.month, 'csv')),
  );
};
