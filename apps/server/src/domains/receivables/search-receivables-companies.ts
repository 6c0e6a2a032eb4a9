import { centsOf, type Principal, type ReceivablesCompanyOption } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { searchAccountCompanies } from './receivables.repository.ts';
import { assertFinance } from './receivables-guards.ts';

/** The Record Payment dialog's company picker: companies with an account, by name, with what they owe. */
export async function searchReceivablesCompanies(
  db: Db,
  caller: Principal,
  search: string | undefined,
): Promise<{ items: ReceivablesCompanyOption[] }> {
  assertFinance(caller);
  const rows = await searchAccountCompanies(db, search || undefined);
  return { items: rows.map((r) => ({ id: r.id, name: r.name, openBalance: centsOf(r.openBalance) / 100 })) };
}
