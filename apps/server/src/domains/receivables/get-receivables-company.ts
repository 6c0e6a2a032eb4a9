import {
  businessDay,
  centsOf,
  type Principal,
  type ReceivablesCompany,
  receivablesMessages,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAccountCompany, findOpenInvoices } from './receivables.repository.ts';
import { assertFinance } from './receivables-guards.ts';
import { toInvoiceRow } from './to-invoice-row.ts';

/** The payment dialog's company: its limit, open balance and available credit, and its open invoices oldest due first. */
export async function getReceivablesCompany(
  db: Db,
  caller: Principal,
  companyId: string,
  today = businessDay(),
): Promise<ReceivablesCompany> {
  assertFinance(caller);
  const company = await findAccountCompany(db, companyId);
  if (!company) throw new AppError('NOT_FOUND', receivablesMessages.companyNotFound);
  const invoices = (await findOpenInvoices(db, companyId)).map((row) => toInvoiceRow(row, today));
  const openBalance = invoices.reduce((sum, i) => sum + centsOf(i.open), 0);
  return {
    companyId,
    companyName: company.name,
    limit: centsOf(company.limit) / 100,
    openBalance: openBalance / 100,
    available: centsOf(company.available ?? 0) / 100,
    invoices,
  };
}
