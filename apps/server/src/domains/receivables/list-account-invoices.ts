import {
  type AccountInvoicePage,
  type AccountInvoiceQuery,
  businessDay,
  centsOf,
  type Principal,
} from '@party/shared';
import { paged, pageOffset } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { countInvoices, findInvoicePage, sumInvoices } from './receivables.repository.ts';
import { assertFinance } from './receivables-guards.ts';
import { toInvoiceRow } from './to-invoice-row.ts';

/** Invoices on account (docs/product/receivables.md), searched, filtered and sorted, with what is open and overdue over all that match. */
export async function listAccountInvoices(
  db: Db,
  caller: Principal,
  query: AccountInvoiceQuery,
  today = businessDay(),
): Promise<AccountInvoicePage> {
  assertFinance(caller);
  const rows = await findInvoicePage(db, query, today, { limit: query.pageSize, offset: pageOffset(query) });
  const counted = await countInvoices(db, query, today, rows.length);
  const sums = await sumInvoices(db, query, today);
  return {
    ...paged(
      rows.map((row) => toInvoiceRow(row, today)),
      counted,
      query,
    ),
    totals: { open: centsOf(sums.open) / 100, overdue: centsOf(sums.overdue) / 100 },
  };
}
