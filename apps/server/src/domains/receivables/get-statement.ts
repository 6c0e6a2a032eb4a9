import { businessDay, monthOf, type Principal, type Statement, statementMonthSchema } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { buildStatement } from './build-statement.ts';
import { renderStatementPdf } from './render-statement-pdf.ts';
import { statementCsv, statementFileName } from './statement-csv.ts';
import { statementScope } from './statements.policy.ts';

/** The month asked for, or this month in Sydney; a malformed or future month is a 400 naming it. */
export function statementMonth(month: string | undefined, today: string): string {
  const parsed = statementMonthSchema(today).safeParse(month ?? monthOf(today));
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]!.message, { month: parsed.error.issues[0]!.message });
  return parsed.data;
}

/**
 * The caller's company's statement of a month (docs/product/receivables.md, "Statements"): owners
 * and admins only, their own company's only.
 */
export async function getStatement(
  db: Db,
  principal: Principal,
  month: string | undefined,
  today: string = businessDay(),
): Promise<Statement> {
  const { companyId } = companyOf(statementScope(principal));
  const statement = await buildStatement(db, companyId, statementMonth(month, today), today);
  if (!statement) throw notFound('Company');
  return statement;
}

export interface StatementFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

/** The statement of a month as its PDF or its CSV, with the same access as the screen. */
export async function getStatementFile(
  db: Db,
  principal: Principal,
  month: string,
  format: 'pdf' | 'csv',
  today: string = businessDay(),
): Promise<StatementFile> {
  const statement = await getStatement(db, principal, month, today);
  if (format === 'csv')
    return {
      filename: statementFileName(statement.month, 'csv'),
      contentType: 'text/csv; charset=utf-8',
      body: statementCsv(statement),
    };
  return {
    filename: statementFileName(statement.month, 'pdf'),
    contentType: 'application/pdf',
    body: await renderStatementPdf(statement),
  };
}
