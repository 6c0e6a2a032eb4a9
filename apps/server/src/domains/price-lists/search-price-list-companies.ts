import type { PriceListCompanyList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { searchCompanies } from './price-list-companies.repository.ts';
import { assertPriceListManager } from './price-list-guards.ts';

const PICKER_LIMIT = 20;

/**
 * The assignment picker's companies: those whose name contains the text, in name order, the first
 * 20. Its own read because the admins' company search (/api/admin/companies) is admins' only.
 */
export async function searchPriceListCompanies(
  db: Db,
  caller: Principal,
  search: string | undefined,
): Promise<PriceListCompanyList> {
  assertPriceListManager(caller, 'read');
  return { items: await searchCompanies(db, search || undefined, PICKER_LIMIT) };
}
