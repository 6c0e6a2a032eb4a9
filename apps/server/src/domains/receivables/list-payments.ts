import type { PaymentPage, Principal } from '@party/shared';
import { paged, pageOffset } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { countPayments, findAllocations, findPaymentPage } from './receivables.repository.ts';
import { assertFinance } from './receivables-guards.ts';
import { toPaymentRow } from './to-payment-row.ts';

/** Payments received, newest first, for every company or one, each with the invoices it paid. */
export async function listPayments(
  db: Db,
  caller: Principal,
  query: { companyId?: string; page: number; pageSize: number },
): Promise<PaymentPage> {
  assertFinance(caller);
  const rows = await findPaymentPage(db, query.companyId, query.pageSize, pageOffset(query));
  const total = await countPayments(db, query.companyId);
  const allocations = await findAllocations(
    db,
    rows.map((r) => r.id),
  );
  return paged(
    rows.map((row) => toPaymentRow(row, allocations)),
    total,
    query,
  );
}
